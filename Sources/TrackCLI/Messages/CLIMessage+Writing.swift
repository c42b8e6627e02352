import TrackModel
import TrackSyntax

/// The messages of the commands that write: `import`, `reconcile`, `fmt`,
/// `init`, and the steps of a safe write they share.
extension CLIMessage {
    /// A write that failed, in `WriteError`'s words, by its kind.
    init(_ error: WriteError) {
        let id: ID = switch error.kind {
        case .readOnlyFile: .readOnlyFile
        case .readOnlyDirectory: .readOnlyDirectory
        case .notRegularFile: .notRegularFile
        case .hardLinked: .hardLinkedFile
        case .notFound: .fileToWriteNotFound
        case .system: .writeFailed
        }
        self.init(id, error.message, hint: error.hint)
    }

    /// What a write that happened could not keep, or how it had to write: a warning.
    init(_ notice: WriteNotice) {
        switch notice {
        case .writtenInPlace(let path):
            self.init(.writtenInPlace,
                      "'\(path)' is mounted on its own (a bind mount), so it was written in place rather than replaced",
                      hint: "track could not write it atomically: had it been stopped while writing, the file could be "
                          + "partly written; mount its folder instead of the file to have atomic writes")
        case .ownerNotKept(let path, let owner, let group):
            self.init(.ownerNotKept, "'\(path)' belonged to user \(owner) (group \(group)) and now belongs to you",
                      hint: "only root can give a file to another user; if it must stay theirs, "
                          + "ask them (or root) to run 'chown \(owner):\(group) \(path)'")
        case .attributesNotKept(let path, let names):
            self.init(.attributesNotKept,
                      "the new '\(path)' could not keep its extended \(names.count == 1 ? "attribute" : "attributes") "
                          + names.joined(separator: ", ") + (names.count == 1 ? ": it was dropped" : ": they were dropped"),
                      hint: "set \(names.count == 1 ? "it" : "them") again (setfacl, chcon or setfattr) if needed; the journal's text is written")
        }
    }

    /// The journal would not read the appended text as composed (`AppendedEntries.misreading`).
    static func appendWouldReadDifferently(_ difference: String, undone: String) -> CLIMessage {
        CLIMessage(.appendWouldReadDifferently,
                   "the journal would not read the new text as written: \(difference); nothing was \(undone)",
                   hint: "a directive at the end of the journal (alias, apply account, decimal-mark, Y) changes how "
                       + "appended lines read; end it (end aliases, end apply account) or add the entry by hand")
    }

    /// A command that appends (`add`, `import`) given several journals.
    static func appendToOneJournal(_ command: String, count: Int) -> CLIMessage {
        CLIMessage(.appendToOneJournal, "'\(command)' adds to one journal file, and \(count) were given",
                   hint: "name the journal to add to with a single -f FILE")
    }

    static func appendToStandardInput(_ command: String) -> CLIMessage {
        CLIMessage(.appendToStandardInput, "cannot \(command) into standard input",
                   hint: "name the journal file with -f FILE, or use --dry-run")
    }

    static func importNeedsFile() -> CLIMessage {
        CLIMessage(.importNeedsFile, "'import' needs the CSV file to read", hint: "run 'track import FILE.csv --rules FILE.rules'")
    }

    static func importOneFile(_ count: Int) -> CLIMessage {
        CLIMessage(.importOneFile, "'import' reads one CSV file at a time, not \(count)", hint: "run 'track import' once for each file")
    }

    /// The appended file would not read back as imported: `record` (the
    /// transaction, by date and description) and `cause` say what would
    /// change, which is the journal's doing (its end: an alias, a block)
    /// more often than track's.
    static func importWouldNotReadBack(_ count: Int, record: String?, cause: String) -> CLIMessage {
        let which = record.map { "the transaction '\($0)'" } ?? "the \(count) new \(count == 1 ? "transaction" : "transactions")"
        return CLIMessage(.importWouldNotReadBack,
                          "\(which) would not read back as imported: \(cause); nothing was imported",
                          hint: "look at what the journal's end does to appended text (alias, apply account, an open block); "
                              + "if it is not that, this is a bug in track import: please report it with the CSV and rules files")
    }

    static func reconcileNeedsArguments() -> CLIMessage {
        CLIMessage(.reconcileNeedsArguments, "'reconcile' needs the account and the statement's balance",
                   hint: "run 'track reconcile ACCOUNT BALANCE', such as 'track reconcile Assets:Bank:Checking 1234.56'")
    }

    static func reconcileTooManyArguments(_ count: Int) -> CLIMessage {
        CLIMessage(.reconcileTooManyArguments, "'reconcile' takes an account and a balance, and \(count) arguments were given",
                   hint: "put an account name with spaces in quotes: 'track reconcile \"Assets:Bank:My Checking\" 1234.56'")
    }

    static func toWithoutAdjust(_ account: String) -> CLIMessage {
        CLIMessage(.toWithoutAdjust, "--to says where --adjust books the difference, and --adjust was not given",
                   hint: "add --adjust to book the difference to \(account)")
    }

    static func assertWithDifference(_ difference: String, counterpart: String) -> CLIMessage {
        CLIMessage(.assertWithDifference, "cannot assert the statement's balance: the journal's differs by \(difference)",
                   hint: "add --adjust to book the difference to \(counterpart) as well; nothing was written")
    }

    static func reconciliationWouldNotCheck() -> CLIMessage {
        CLIMessage(.reconciliationWouldNotCheck, "the journal would not pass its checks with the new transaction; nothing was written",
                   hint: "fix the problems above first (track check shows them)")
    }

    static func balanceTooLarge(_ account: String) -> CLIMessage {
        CLIMessage(.balanceTooLarge, "the balance of \(account) has more digits than track can add (38)",
                   hint: "check the journal's amounts with 'track register \(account)'")
    }

    /// `option`: the option that named it (`--to`), nil for the ACCOUNT argument.
    static func unknownReconcileAccount(_ name: String, option: String?, suggestion: String?) -> CLIMessage {
        CLIMessage(.unknownReconcileAccount, "no account '\(name)' in the journal" + (option.map { " (for \($0))" } ?? ""),
                   hint: suggestion.map { "did you mean \($0)?" } ?? "'track accounts' lists the journal's accounts")
    }

    static func adjustToItself(_ counterpart: String) -> CLIMessage {
        CLIMessage(.adjustToItself, "--to names the account being reconciled",
                   hint: "book the difference to another account, such as \(counterpart)")
    }

    /// A statement balance with no commodity, for an account holding several.
    static func whichCommodity(_ text: String, account: String, symbols: [String]) -> CLIMessage {
        CLIMessage(.whichCommodity,
                   "\(account) holds amounts in \(symbols.dropLast().joined(separator: ", ")) and \(symbols.last!): which is '\(text)' in?",
                   hint: "write the commodity with the balance, such as '\(text) \(symbols[0])'")
    }

    static func statementDiffers(_ difference: String, account: String, date: Day, counterpart: String) -> CLIMessage {
        CLIMessage(.statementDiffers, "the journal and the statement differ by \(difference)",
                   hint: "find what is missing or wrong with 'track register \(account) -e \(date.adding(days: 1).description)', "
                       + "or book the difference to \(counterpart) with --adjust")
    }

    static func backupWithoutInPlace() -> CLIMessage {
        CLIMessage(.backupWithoutInPlace, "--backup only applies to --in-place", hint: "run 'track fmt -i --backup'")
    }

    static func inPlaceWithCheckOrDiff() -> CLIMessage {
        CLIMessage(.inPlaceWithCheckOrDiff, "--in-place cannot be combined with --check or --diff",
                   hint: "run 'track fmt --diff' to see the changes, then 'track fmt -i' to make them")
    }

    static func inPlaceStandardInput() -> CLIMessage {
        CLIMessage(.inPlaceStandardInput, "cannot rewrite standard input in place", hint: "give the journal's file with -f FILE")
    }

    static func filesChangedWhileReading() -> CLIMessage {
        CLIMessage(.filesChangedWhileReading, "the journal's files changed while track was reading them; nothing was written",
                   hint: "run 'track fmt -i' again")
    }

    /// A write that failed after `done` were written.
    static func partlyFormatted(_ error: WriteError, done: [String]) -> CLIMessage {
        CLIMessage(.partlyFormatted, error.message + " (already formatted: " + done.joined(separator: ", ") + ")",
                   hint: "the files named were formatted and the others left as they were; "
                       + "correct the problem and run 'track fmt -i' again")
    }

    /// The formatted journal would read differently: a bug, never a user's mistake.
    static func formattingWouldChangeJournal(_ difference: String) -> CLIMessage {
        CLIMessage(.formattingWouldChangeJournal, "formatting would change what the journal says (\(difference)); nothing was written",
                   hint: "this is a bug in track fmt: please report it with the lines concerned")
    }

    static func initOneJournal(_ count: Int) -> CLIMessage {
        CLIMessage(.initOneJournal, "'init' starts one journal, and \(count) files were given", hint: "run 'track init FILE' with one file")
    }

    static func initTwoJournals(_ file: String, given: [String]) -> CLIMessage {
        CLIMessage(.initTwoJournals, "'init' was given two journals to start: \(file) and -f \(given.joined(separator: ", "))",
                   hint: "name the new journal once: 'track init FILE'")
    }

    static func initStandardOutput() -> CLIMessage {
        CLIMessage(.initStandardOutput, "'init' writes a new journal file, not standard output", hint: "name the file: 'track init FILE'")
    }

    /// The starter journal would not read without errors: a bug, never a user's mistake.
    static func initWouldNotReadBack(_ target: String) -> CLIMessage {
        CLIMessage(.initWouldNotReadBack, "the new journal '\(target)' would not read without errors; nothing was written",
                   hint: "this is a bug in track init: please report it with the options given")
    }

    static func initThroughDanglingLink(_ target: String, to destination: String) -> CLIMessage {
        CLIMessage(.initThroughDanglingLink,
                   "'\(target)' is a symbolic link to '\(destination)', which does not exist; 'init' never creates a file through a link",
                   hint: "start the journal where the link points with 'track init \(destination)', or remove the link")
    }

    static func journalExists(_ target: String) -> CLIMessage {
        CLIMessage(.journalExists, "'\(target)' exists already, and 'init' never overwrites a file",
                   hint: "start a journal in another file with 'track init FILE', or add to this one with 'track -f \(target) add'")
    }
}

/// The messages of edits to an `account` directive (goals, savings plans).
extension CLIMessage {
    init(_ failure: AccountDirectiveEdit.Failure) {
        switch failure {
        case .declaredInAnotherFile(let path, let line):
            self = .accountDeclaredElsewhere(path: path, line: line)
        case .invalidTagName(let name):
            self.init(.tagNameNotWritable, "'\(name)' cannot be written as a tag name",
                      hint: "use letters, digits, '-' and '_' only")
        case .invalidTagValue(let name, let value):
            self.init(.tagValueNotWritable, "the value '\(value)' of tag '\(name)' cannot be written in a tag",
                      hint: "a tag's value ends at a comma or the line's end; leave commas and line breaks out")
        case .invalidAccountName(let name):
            self.init(.accountNameNotWritable, "'\(name)' cannot be written as an account name",
                      hint: "an account name has no line breaks, tabs, ';' or two spaces in a row")
        }
    }

    /// The account's directive is in an included file, which a write to the main file does not touch.
    static func accountDeclaredElsewhere(path: String, line: Int) -> CLIMessage {
        CLIMessage(.accountDeclaredElsewhere, "the account is declared in '\(path)' (line \(line)), another file of the journal",
                   hint: "run the command with -f '\(path)' to change it there")
    }

    /// A rewrite of the journal file that would change what it says; nothing was written.
    static func rewriteWouldChangeMeaning(_ difference: String) -> CLIMessage {
        CLIMessage(.rewriteWouldChangeMeaning, "the journal would not read the same after this change: \(difference); nothing was changed",
                   hint: "this is a bug in track's edit; please report it with the journal's lines around the account directive")
    }
}
