import TrackModel
import TrackSyntax

/// What the dispatcher reads for a command before its run, so that the
/// journal is loaded in one place and its errors come before the run's.
protocol CommandInput {
    static func read(_ invocation: Invocation, for options: some CommandOptions) throws(CLIError) -> Self
}

/// The journal, its diagnostics printed; its errors stop the command (exit 1).
extension Journal: CommandInput {
    static func read(_ invocation: Invocation, for options: some CommandOptions) throws(CLIError) -> Journal {
        try invocation.loadJournal(strict: options.strict)
    }
}

/// The journal with its diagnostics, unprinted: for `check`, which prints
/// them its own way.
extension LoadedJournal: CommandInput {
    static func read(_ invocation: Invocation, for options: some CommandOptions) throws(CLIError) -> LoadedJournal {
        invocation.load(strict: options.strict)
    }
}

/// The journal when the options say it is read (`CommandOptions.readsJournal`), else nil.
extension Optional: CommandInput where Wrapped == Journal {
    static func read(_ invocation: Invocation, for options: some CommandOptions) throws(CLIError) -> Journal? {
        options.readsJournal ? try invocation.loadJournal(strict: options.strict) : nil
    }
}

/// Nothing: the command reads no journal, or reads and writes it itself
/// under the journal's lock (`add`, `import`, `fmt -i`, `init`).
struct NoJournal: CommandInput {
    static func read(_ invocation: Invocation, for options: some CommandOptions) -> NoJournal { NoJournal() }
}
