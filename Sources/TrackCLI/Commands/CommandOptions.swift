import TrackModel

/// A command's options as typed values, read once from the parsed command
/// line: each is validated where it is read, and conflicts and requirements
/// between options are refused there, so that a command's run works with
/// typed values only.
protocol CommandOptions: Sendable {
    init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError)
    /// Whether the journal is read before the run (`Journal?` input): reconcile
    /// reads it under the journal's lock instead when it writes.
    var readsJournal: Bool { get }
    /// Whether the journal is read with `--strict`'s warnings.
    var strict: Bool { get }
}

extension CommandOptions {
    var readsJournal: Bool { true }
    var strict: Bool { false }
}

/// What options are read with besides the arguments.
struct OptionContext: Sendable {
    /// The day `this month`, `yesterday` and `--date` count from.
    var today: Day
    /// The name the command was called by (`weekly` for `track report weekly`).
    var name: String
}
