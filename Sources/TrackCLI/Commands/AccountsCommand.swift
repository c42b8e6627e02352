enum AccountsCommand: TrackCommand {
    static let spec = CommandSpec(name: "accounts", summary: "todo", usage: "todo")
    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 { 0 }
}
