enum PrintCommand: TrackCommand {
    static let spec = CommandSpec(name: "print", summary: "todo", usage: "todo")
    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 { 0 }
}
