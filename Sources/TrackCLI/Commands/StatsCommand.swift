enum StatsCommand: TrackCommand {
    static let spec = CommandSpec(name: "stats", summary: "todo", usage: "todo")
    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 { 0 }
}
