import TrackModel
import TrackSyntax

/// `track import FILE.csv --rules FILE.rules [--dry-run]`: a bank's CSV into
/// the journal, with an hledger rules file, adding nothing twice.
enum ImportCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "import",
        summary: "Add the transactions of a CSV file to the journal, with an hledger rules file.",
        usage: "track import FILE.csv [--rules FILE.rules] [--dry-run] [OPTIONS]",
        options: [
            OptionSpec(names: ["--rules"], valueName: "RULES", help: "the rules file (default: FILE.csv.rules, as hledger)"),
            OptionSpec(names: ["-n", "--dry-run"], help: "print the transactions that would be added; change nothing"),
        ],
        discussion: """
            Reads FILE.csv with hledger's CSV rules (skip, fields, separator,
            date-format, decimal-mark, newest-first, balance-type, include, field
            assignments with %N and %name, if blocks and tables, end), as hledger reads
            it: the same dates, descriptions, accounts and amounts, and
            expenses:unknown or income:unknown where the rules give no account. One
            rule is track's own: 'group-by %FIELD' makes one transaction of
            consecutive records that share FIELD (see Examples/export.csv.rules).

            Each transaction gets a tag with the fingerprint of its record
            (import:5f0c2a9e81d4b763: date, description, first account and amount), so
            importing the file again, or a later download that overlaps it, adds only
            the records not in the journal yet, whatever their dates.

            The new transactions are appended to the journal (-f FILE, created if
            missing) in canonical form, after one blank line, in the file's line
            endings, with an atomic write under the journal's lock. A journal with
            errors, rules with errors, a record the rules cannot read, or transactions
            that would not pass the journal's checks: nothing is written.
            """,
        arguments: [.file],
        examples: [
            CommandExample("track import bank.csv", "add the records not in the journal yet, with bank.csv.rules"),
            CommandExample("track import -n card.csv --rules visa.rules", "show what would be added, with other rules"),
        ])

    struct Options: CommandOptions {
        var csv: String
        /// `--rules`, else the CSV file's name with `.rules` added, as hledger.
        var rules: String
        var dryRun: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            guard let csv = arguments.positionals.first else {
                throw .message(.importNeedsFile())
            }
            guard arguments.positionals.count == 1 else {
                throw .message(.importOneFile(arguments.positionals.count))
            }
            self.csv = csv
            rules = arguments.value("rules") ?? csv + ".rules"
            dryRun = arguments.has("dry-run")
        }
    }

    /// The journal is read by `JournalWriter`, under the journal's lock.
    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let csv = options.csv, rules = options.rules, dryRun = options.dryRun
        let writer = try invocation.journalWriter(command: "import", createIfMissing: true, dryRun: dryRun)
        let target = writer.target
        // What is printed after the write; the journal read with the entries only when a dry run warns with it.
        var imported: (count: String, already: String, bytes: [UInt8], broken: LoadedJournal?)?
        let outcome = try invocation.append(entriesWith: writer) { base throws(CLIError) in
            var journal = base.journal
            let (ruleSet, entries, problems) = CSVImporter.read(
                csv: csv, rules: rules, into: &journal.sources, fileSystem: invocation.console.fileSystem,
                homeDirectory: invocation.console.environment["HOME"])
            try report(problems, in: journal, invocation)
            let known = ImportFingerprint.counts(in: journal)
            // What follows needs the journal's names and files, not its transactions: this copy lets them go,
            // so that the journal read with the new entries takes them over instead of copying them.
            journal.transactions = []
            let (new, duplicates) = ImportFingerprint.newEntries(entries, known: known)
            let newEntries = new.map(\.entry)
            var transactions = CSVTransactionBuilder(balanceType: ruleSet.balanceType).transactions(
                newEntries, tags: new.map { (ImportFingerprint.tagName, $0.fingerprint) }, into: &journal)
            try report(CSVImporter.balance(&transactions, entries: newEntries, in: &journal), in: journal, invocation)
            guard !transactions.isEmpty else {
                invocation.errors.write(entries.isEmpty
                    ? "\(csv) has no records to import\n"
                    : "nothing to import: the \(entries.count) \(plural(entries.count, "record")) of \(csv) \(entries.count == 1 ? "is" : "are") in \(target) already\n")
                return nil
            }
            var text = AppendedEntries(draft: TransactionPrinter.entries(transactions, in: journal), to: base)
            imported = ("\(transactions.count) \(plural(transactions.count, "transaction"))",
                        duplicates == 0 ? "" : " (\(duplicates) already in \(target))", text.bytes,
                        text.check.hasErrors ? text.check : nil)
            let bytes = text.bytes
            if !dryRun {
                // A CSV balance assertion that the journal does not reach, say.
                try invocation.refuseIfBroken(text, adding: "the imported transactions", undone: "imported")
                // Checked: the journal read with the draft goes, so that reading it with the text as written
                // takes the transactions back rather than copying them (`JournalBeforeAppend`).
                text.check = LoadedJournal(Journal(), reporting: [])
                try verify(bytes, base, adding: transactions, from: journal)
            }
            return text
        }
        guard let imported else { return 0 }
        let into = PathBytes.display(target) + (outcome.isNewFile ? " (a new file)" : "")
        if dryRun {
            invocation.output.write(imported.bytes)
            if let broken = imported.broken { warnIfBroken(broken, invocation) }
            invocation.errors.write("would import \(imported.count) from \(PathBytes.display(csv)) into \(into)\(imported.already)\n")
        } else {
            invocation.errors.write("imported \(imported.count) from \(PathBytes.display(csv)) into \(into)\(imported.already)\n")
            invocation.recordChange([target], command: "import",
                                    message: "import: \(imported.count) from \(GitRepository.name(of: csv))")
        }
        return 0
    }

    /// Prints the problems; stops when one is an error.
    private static func report(_ diagnostics: [Diagnostic], in journal: Journal, _ invocation: Invocation) throws(CLIError) {
        guard !diagnostics.isEmpty else { return }
        invocation.printDiagnostics(LoadedJournal(journal, reporting: diagnostics))
        if diagnostics.contains(where: \.isError) {
            invocation.errors.write("nothing was imported\n")
            throw .reported
        }
    }

    /// A dry run shows the transactions whatever the journal says of them
    /// (as hledger reads a CSV file, without its balance assertions), and
    /// warns that the import itself would refuse to write them: `check`,
    /// the journal read with them, has errors.
    private static func warnIfBroken(_ check: LoadedJournal, _ invocation: Invocation) {
        invocation.errors.write("track: warning: the journal would not pass its checks with these transactions, "
                                + "so importing them would write nothing (lines as they would be in the file):\n")
        let warnings = check.errors.map {
            Diagnostic($0.id, severity: .warning, range: $0.range, context: $0.context, message: $0.message,
                       hint: $0.hint, notes: $0.notes)
        }
        invocation.printDiagnostics(LoadedJournal(check.journal, reporting: warnings))
    }

    /// Reads the file as it would be written with `text` appended: it must
    /// read without errors, and its last transactions must be the new ones, as built.
    private static func verify(_ text: [UInt8], _ base: JournalWriter.Base, adding transactions: [Transaction],
                               from journal: Journal) throws(CLIError) {
        let reread = base.read(appending: text)
        let added = Array(reread.journal.transactions.suffix(transactions.count))
        if let error = reread.diagnostics.first(where: \.isError) {
            throw .message(.importWouldNotReadBack(transactions.count, record: nil, cause: "the journal would have an error: " + error.message))
        }
        guard added.count == transactions.count else {
            throw .message(.importWouldNotReadBack(transactions.count, record: nil,
                                                   cause: "it would read \(added.count) of them"))
        }
        for (read, built) in zip(added, transactions) {
            let (a, b) = (summary(read, reread.journal), summary(built, journal))
            guard a != b else { continue }
            let record = "\(built.date) \(journal.string(built.description))"
            let field = zip(a, b).first { $0 != $1 }.map { "'\($0.1)' would read as '\($0.0)'" }
                ?? "its postings would read back otherwise"
            throw .message(.importWouldNotReadBack(transactions.count, record: record, cause: field))
        }
    }

    /// What must survive the write: dates, status, code, description, and each posting's account and written amount.
    private static func summary(_ t: Transaction, _ journal: Journal) -> [String] {
        [t.date.description, t.secondaryDate?.description ?? "", t.status.mark, journal.string(t.code),
         journal.string(t.description)]
            + t.postings.map { p in
                "\(p.kind) \(journal.accounts.name(p.account)) "
                    + (p.amountOrigin == .written ? "\(p.amount.quantity.normalized) \(journal.commodities.symbol(p.amount.commodity))" : "")
            }
    }

    private static func plural(_ n: Int, _ word: String) -> String { n == 1 ? word : word + "s" }
}
