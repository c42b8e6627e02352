enum RegisterCommand: TrackCommand {
    static let spec = CommandSpec(name: "register", summary: "todo", usage: "todo")
    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 { 0 }
}
