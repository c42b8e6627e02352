import TrackModel
import TrackSyntax

/// The writes that change a recorded plan (`seen`, `respread`, `remove`):
/// the plan read under the journal's lock, changed, and its tags written
/// back on its directive through `AccountDirectiveEdit`.
enum PlanEdit {
    /// Runs `change` on the plan named `name` in the journal as it is under the lock;
    /// it returns the directive's tag changes. Returns the plan as it was.
    /// What a command says afterwards it takes from the journal inside
    /// `change`: the journal read before the write goes before the
    /// journal is read back with it (`JournalWriter.rewrite`).
    static func apply(_ name: String, command: String, _ invocation: Invocation,
                      _ change: (JournalPlans.Entry, Journal) throws(CLIError) -> [AccountDirectiveEdit.Change])
        throws(CLIError) -> JournalPlans.Entry {
        let writer = try invocation.journalWriter(command: command, createIfMissing: false, dryRun: false)
        var found: JournalPlans.Entry?
        _ = try invocation.rewrite(with: writer) { base throws(CLIError) in
            let journal = base.journal
            let entry = try invocation.plan(named: name, in: try invocation.plans(in: journal))
            let edit = AccountDirectiveEdit(account: journal.accounts.name(entry.account), changes: try change(entry, journal))
            found = entry
            do throws(AccountDirectiveEdit.Failure) {
                return try edit.applied(to: base)
            } catch {
                throw .message(CLIMessage(error))
            }
        }
        guard let found else { throw .reported }
        return found
    }
}

/// The options of a command that takes only a plan's name.
struct PlanNameOptions: CommandOptions {
    var name: String
    var readsJournal: Bool { false }

    init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
        name = try PlanNameArgument.read(arguments, command: context.name)
    }
}
