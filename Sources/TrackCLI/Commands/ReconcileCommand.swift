import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track reconcile ACCOUNT STATEMENT_BALANCE [--date D] [--assert] [--adjust [--to ACCOUNT]]`:
/// the journal's balance of an account beside a statement's (monthly reconciliation).
enum ReconcileCommand: OptionsCommand {
    /// Where `--adjust` books a difference by default: the journal's own "other" expense category.
    static func defaultCounterpart(_ journal: Journal) -> String {
        OtherCategory.account(for: .expense, in: journal, fallbackRoot: "Expenses")
    }

    static let spec = CommandSpec(
        name: "reconcile",
        summary: "Compare an account's balance with a statement; record it, or book the difference.",
        usage: "track reconcile ACCOUNT STATEMENT_BALANCE [--date DATE] [--assert] [--adjust [--to ACCOUNT]]",
        options: [
            OptionSpec(names: ["--date"], valueName: "DATE", help: "the statement's day (YYYY-MM-DD); default today"),
            OutputFormatOption.textOrJSON,
            OptionSpec(names: ["--assert"], help: "append a balance assertion of the statement's balance on DATE"),
            OptionSpec(names: ["--adjust"], help: "append a transaction booking the difference, so that the two agree"),
            OptionSpec(names: ["--to"], valueName: "ACCOUNT", help: "with --adjust: the account the difference goes to (default the journal's other category)"),
        ],
        discussion: """
            Shows the journal's balance of ACCOUNT at the end of DATE (postings dated
            on or before it, in subaccounts too), the statement's balance, and the
            difference (statement - journal). STATEMENT_BALANCE is read in the
            account's commodity: 1234.56, 1,234.56 or $1,234.56. Exits 1 when they
            differ and neither --assert nor --adjust is given.

            --assert appends a transaction dated DATE with a zero-amount posting and a
            balance assertion, which hledger and track check from then on:
                2026-11-21 Reconciliation
                    Assets:Bank:Checking          $0.00 = $1,234.56
            (=* when postings go to subaccounts). It is refused while the two differ,
            unless --adjust is given too.

            --adjust appends a transaction dated DATE that books the difference
            between ACCOUNT and the journal's own "other" expense category (Expenses:Other,
            支出:其他, or the one it has) or --to ACCOUNT; with --assert, its posting
            carries the assertion. ACCOUNT may be written as for 'track add': in any
            case, or by its last part when only one account ends so (Visa).

            The journal is read and checked first and never written with errors; the
            new transaction comes after one blank line in canonical form, under the
            journal's lock, with an atomic write. It is printed after the report;
            'appended to FILE' goes to standard error, as add's and import's notes do.
            """,
        arguments: [.account, .text],
        examples: [
            CommandExample("track reconcile Checking 1234.56", "compare the journal with a statement's balance today"),
            CommandExample("track reconcile Assets:Bank:Checking 1234.56 --date 2026-11-30 --assert", "and record it as a balance assertion"),
            CommandExample("track reconcile Visa 512.30 --adjust --to Expenses:Fees", "book the difference to fees"),
        ])

    struct Options: CommandOptions {
        /// `ACCOUNT STATEMENT_BALANCE`, as typed.
        var positionals: [String]
        var assert, adjust: Bool
        /// `--to ACCOUNT`, given only with `--adjust`.
        var to: String?
        var date: Day
        /// `-O json`: the comparison as one JSON object on standard output (what a
        /// write appends then goes to standard error).
        var json: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            json = try OutputFormatOption(arguments).format(allowed: [.text, .json]) == .json
            let positionals = arguments.positionals
            guard positionals.count == 2 else {
                throw positionals.count < 2
                    ? .message(.reconcileNeedsArguments())
                    : .message(.reconcileTooManyArguments(positionals.count))
            }
            self.positionals = positionals
            assert = arguments.has("assert")
            adjust = arguments.has("adjust")
            to = arguments.value("to")
            if let to, !adjust {
                throw .message(.toWithoutAdjust(to))
            }
            date = try arguments.value("date").map { text throws(CLIError) in
                try DateArgument.parse(text, option: "--date", today: context.today)
            } ?? context.today
        }

        /// With `--assert` or `--adjust`, `JournalWriter` reads the journal under its lock.
        var readsJournal: Bool { !assert && !adjust }
    }

    static func run(_ options: Options, _ journal: Journal?, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let positionals = options.positionals, date = options.date
        let assert = options.assert, adjust = options.adjust
        if let journal {
            let report = try reconcile(positionals, date: date, in: journal, invocation)
            return try show(report, journal: journal, invocation, exitOnDifference: true, json: options.json)
        }
        let writer = try invocation.journalWriter(command: "reconcile", createIfMissing: false, dryRun: false)
        let outcome = try invocation.append(entriesWith: writer) { base throws(CLIError) in
            let report = try reconcile(positionals, date: date, in: base.journal, invocation)
            let counterpart = try counterpartAccount(adjust ? options.to : nil, report: report, journal: base.journal)
            _ = try show(report, journal: base.journal, invocation, exitOnDifference: false, json: options.json)
            if assert && !adjust && !report.agrees {
                throw .message(.assertWithDifference(amount(report.difference, report, base.journal), counterpart: counterpart))
            }
            if !assert && report.agrees { return nil }
            let text = ReconciliationEntry.appended(report, assert: assert, adjustTo: report.agrees ? nil : counterpart, to: base)
            if let misreading = text.misreading {
                throw .message(.appendWouldReadDifferently(misreading, undone: "written"))
            }
            if text.check.hasErrors {
                invocation.printDiagnostics(LoadedJournal(text.check.journal, reporting: text.check.errors))
                throw .message(.reconciliationWouldNotCheck())
            }
            return text
        }
        // As add and import: the report and the entry on stdout (on stderr under -O json, whose
        // stdout is the JSON), what became of the file on stderr.
        let entry = options.json ? invocation.errors : invocation.output
        if outcome.written {
            entry.write("\n")
            entry.write(outcome.text)
            invocation.errors.write("appended to \(PathBytes.display(writer.target))\n")
            invocation.recordChange([writer.target], command: "reconcile",
                                    message: "reconcile: " + options.positionals.joined(separator: " "))
        } else {
            invocation.errors.write("nothing to adjust: the journal agrees with the statement\n")
        }
        return 0
    }

    /// The report for `ACCOUNT BALANCE` on `date`.
    private static func reconcile(_ positionals: [String], date: Day, in journal: Journal,
                                  _ invocation: Invocation) throws(CLIError) -> ReconciliationReport {
        let account = try account(positionals[0], in: journal, for: nil)
        let (commodity, statement) = try statementBalance(positionals[1], account: account, in: journal)
        guard let report = ReconciliationReport(journal: journal, account: account, commodity: commodity, date: date,
                                                statementBalance: statement) else {
            throw .message(.balanceTooLarge(positionals[0]))
        }
        return report
    }

    /// The account named `name`: exactly, ignoring case, or by its last part
    /// (`Visa`, `checking`) when only one account ends so, as `add` reads it.
    private static func account(_ name: String, in journal: Journal, for option: String?) throws(CLIError) -> AccountID {
        if let id = journal.accounts.id(of: name), journal.namedAccounts.contains(id) || option == nil { return id }
        let names = journal.namedAccounts.map { journal.accounts.name($0) }
        let sameLetters = names.filter { $0.lowercased() == name.lowercased() }
        if sameLetters.count == 1, let id = journal.accounts.id(of: sameLetters[0]) { return id }
        if !name.contains(":") {
            let byLeaf = names.filter { $0.split(separator: ":").last.map { $0.lowercased() == name.lowercased() } ?? false }
            if byLeaf.count == 1, let id = journal.accounts.id(of: byLeaf[0]) { return id }
        }
        let suggestion = Suggestion.closest(to: name, among: names)
        throw .message(.unknownReconcileAccount(name, option: option, suggestion: suggestion))
    }

    /// Where `--adjust` books the difference: `--to`, which must be in the
    /// journal (a typo would start an account), else the journal's other category.
    private static func counterpartAccount(_ given: String?, report: ReconciliationReport,
                                           journal: Journal) throws(CLIError) -> String {
        guard let given else { return defaultCounterpart(journal) }
        let id = try account(given, in: journal, for: "--to")
        guard id != report.account else {
            throw .message(.adjustToItself(defaultCounterpart(journal)))
        }
        return journal.accounts.name(id)
    }

    /// The statement's balance, in the account's commodity.
    private static func statementBalance(_ text: String, account: AccountID,
                                         in journal: Journal) throws(CLIError) -> (CommodityID, Quantity) {
        let used = ReconciliationReport.commodities(of: account, in: journal)
        let candidates: [CommodityID]
        if used.isEmpty {
            let declared = journal.commodities.allIDs.filter { journal.commodities[$0].declaration != nil }
            candidates = journal.defaultCommodity.map { [$0] } ?? (declared.count == 1 ? declared : [.none])
        } else {
            candidates = used
        }
        let name = journal.accounts.name(account)
        var chosen = candidates[0]
        if candidates.count > 1 {
            let named = candidates.filter { id in names(of: id, in: journal).contains { text.uppercased().contains($0.uppercased()) } }
            guard named.count == 1 else {
                let symbols = candidates.map { journal.commodities.symbol($0) }
                throw .message(.whichCommodity(text, account: name, symbols: symbols))
            }
            chosen = named[0]
        }
        let style = AmountFormatter(commodities: journal.commodities).style(of: chosen)
        let symbol = journal.commodities.symbol(chosen)
        let all = names(of: chosen, in: journal)
        let argument = AmountArgument(symbol: symbol, aliases: Array(all.dropFirst()), style: style,
                                      purpose: "the statement balance of \(name)")
        return (chosen, try argument.parse(text))
    }

    /// The commodity's symbol, then the code and other names of its currency (`$`, `USD`, `US$`).
    private static func names(of commodity: CommodityID, in journal: Journal) -> [String] {
        let symbol = journal.commodities.symbol(commodity)
        guard !symbol.isEmpty else { return [] }
        let currency = CurrencyTable.known.first { $0.symbol == symbol || $0.code == symbol }
        return [symbol] + (currency.map { [$0.code, $0.symbol] + $0.aliases } ?? []).filter { $0 != symbol }
    }

    private static func amount(_ quantity: Quantity, _ report: ReconciliationReport, _ journal: Journal) -> String {
        AmountFormatter(commodities: journal.commodities).formatExact(quantity.normalized, commodity: report.commodity)
    }

    /// Prints the table; with `exitOnDifference`, a difference is an error (exit 1).
    private static func show(_ report: ReconciliationReport, journal: Journal, _ invocation: Invocation,
                             exitOnDifference: Bool, json: Bool) throws(CLIError) -> Int32 {
        let renderer = ReconciliationRenderer(report: report, journal: journal)
        invocation.output.write(json ? renderer.json : renderer.text)
        if exitOnDifference && report.agrees && !json { invocation.output.write("\nThe journal agrees with the statement.\n") }
        guard exitOnDifference, !report.agrees else { return 0 }
        let name = journal.accounts.name(report.account)
        throw .message(.statementDiffers(amount(report.difference, report, journal), account: name, date: report.date,
                                         counterpart: defaultCounterpart(journal)))
    }
}
