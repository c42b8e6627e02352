/// What `track NAME` runs: a command, or a family of them (`report`).
///
/// The dispatcher (`TrackCLI`) finds it by its spec's names and hands it
/// the rest of the command line.
protocol TrackCommand: Sendable {
    static var spec: CommandSpec { get }
    /// Runs with the arguments after the command's name (global options
    /// included); `name` is the name it was called by. Returns the exit status.
    static func execute(_ arguments: [String], calledAs name: String, _ console: Console) throws(CLIError) -> Int32
    /// The commands it is the parent of (`report monthly`), for completions
    /// and the manual; empty for a command of its own.
    static var subcommands: [any TrackCommand.Type] { get }
}

extension TrackCommand {
    static var subcommands: [any TrackCommand.Type] { [] }
}

/// A command that is its options and a run, as swift-argument-parser's
/// commands are: the arguments are read once into `Options` (validated,
/// conflicts refused), the journal is read when `Input` asks for it, then
/// `run` works with typed values only.
protocol OptionsCommand: TrackCommand {
    associatedtype Options: CommandOptions
    /// What is read before `run`: the journal (`Journal`), the journal and its
    /// diagnostics (`LoadedJournal`), or nothing (`NoJournal`).
    associatedtype Input: CommandInput
    static func run(_ options: Options, _ input: Input, _ invocation: Invocation) throws(CLIError) -> Int32
}

extension OptionsCommand {
    static func execute(_ arguments: [String], calledAs name: String, _ console: Console) throws(CLIError) -> Int32 {
        let parsed = try TrackCLI.parse(arguments, with: spec.parser(globalOptions: TrackCLI.globalOptions))
        if parsed.has("help") {
            console.output.write(spec.helpText(globalOptions: TrackCLI.globalOptions))
            return 0
        }
        return try execute(parsed, calledAs: name, Invocation(console, parsed))
    }

    /// Reads the options, then the input, then runs: the order in which
    /// a command's errors come (its options' before the journal's).
    static func execute(_ parsed: ParsedArguments, calledAs name: String, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let options = try Options(parsed, OptionContext(today: invocation.today, name: name))
        let input = try Input.read(invocation, for: options)
        let status = try run(options, input, invocation)
        invocation.console.exitWithoutTeardown?(status)
        return status
    }
}
