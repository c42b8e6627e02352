#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel
import TrackSyntax

/// `track init [FILE]`: starts a new journal (onboarding). Asks on a
/// terminal for what the flags did not give; never overwrites a file.
enum InitCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "init",
        summary: "Start a new journal: base currency, accounts and cards, starting balance, categories.",
        usage: "track init [FILE] [--name NAME] [--currency CUR] [--account NAME]... [--starting-balance AMOUNT] [--date DATE]",
        options: [
            OptionSpec(names: ["--name"], valueName: "NAME", help: "your name, for the journal's first line"),
            OptionSpec(names: ["--currency"], valueName: "CUR", values: .text,
                       help: "the base currency: a code (USD, EUR, TWD, JPY…), a symbol ($, €, NT$) or a form ('1,000.00 USD'); default USD"),
            OptionSpec(names: ["--account"], valueName: "NAME", repeatable: true,
                       help: "an account or card, under Assets or Liabilities (repeatable); default Assets:Bank:Checking"),
            OptionSpec(names: ["--starting-balance"], valueName: "AMOUNT", help: "the first account's balance to start from; default 0"),
            OptionSpec(names: ["--date"], valueName: "DATE", help: "the day of the starting balance (YYYY-MM-DD); default today"),
        ],
        discussion: """
            Writes a new journal at FILE (or -f FILE, else $TRACK_FILE, $LEDGER_FILE,
            ./track.journal) and never overwrites one: an existing file is refused.
            On a terminal it asks for what the options did not give (Enter takes the
            default in brackets); otherwise it takes the options and the defaults,
            and asks nothing.

            The journal starts with the base currency as a 'commodity' directive in
            its usual form and a 'D' directive (USD is $1,000.00, EUR 1.000,00 €,
            GBP £1,000.00, JPY ¥1,000., TWD NT$1,000., KRW ₩1,000., HKD HK$1,000.00,
            INR ₹1,000.00; CNY, CHF, CAD, AUD, NZD, SGD and any other three-letter
            code 1,000.00 CODE); 'account' directives with their types for your
            accounts and cards (under Assets, type Cash; under Liabilities, such as
            a credit card, type Liability), Assets:Savings and Equity:Opening Balances;
            and the six default categories: Expenses:Essentials, Expenses:Leisure,
            Expenses:Bills, Expenses:Other, Income (category income) and
            Assets:Savings (category savings). A starting balance becomes an
            'Opening balance' transaction from Equity:Opening Balances into the first
            account. It is written in canonical form (track fmt), with mode 0600, and
            reads in hledger and ledger too.
            """,
        arguments: [.file],
        examples: [
            CommandExample("track init", "ask for a name, a currency and accounts, and write ./track.journal"),
            CommandExample("track init home.journal --currency EUR --account Assets:Bank:Giro", "a journal in euros, asking nothing on a pipe"),
        ])

    /// The answers the options give, as typed: they are read as the answers
    /// to init's questions are, once the new journal's file is known not to
    /// exist (an existing file is the first thing to say).
    struct Options: CommandOptions {
        /// FILE, when given.
        var files: [String]
        var name, currency, date, startingBalance: String?
        var accounts: [String]

        init(_ arguments: ParsedArguments, _ context: OptionContext) {
            files = arguments.positionals
            name = arguments.value("name")
            currency = arguments.value("currency")
            accounts = arguments.values("account")
            date = arguments.value("date")
            startingBalance = arguments.value("starting-balance")
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let target = try target(options.files, invocation)
        var info = stat()
        if let destination = WriteError.danglingDestination(of: target) {
            throw .message(.initThroughDanglingLink(target, to: destination))
        }
        if PathBytes.withCString(target, { lstat($0, &info) }) == 0 { throw exists(target) }
        var journal = StarterJournal(currency: CurrencyTable.defaultCurrency, date: invocation.today, today: invocation.today)
        // Every option is read before any question, so that a typo is reported at once.
        if let text = options.name { journal.name = try OnboardingAnswer.name(text) }
        if let text = options.currency { journal.currency = try CurrencyTable.currency(text) }
        var accounts: [String] = []
        for given in options.accounts {
            let account = try OnboardingAnswer.account(given)
            if !accounts.contains(account) { accounts.append(account) }
        }
        if !accounts.isEmpty { journal.accounts = accounts }
        if let text = options.date {
            journal.date = try DateArgument.parse(text, option: "--date", today: invocation.today)
        }
        let balance = options.startingBalance
        if let balance { journal.startingBalance = try startingBalance(balance, journal) }

        if invocation.console.isInputTerminal {
            let console = invocation.console
            let prompter = OnboardingPrompter(readLine: console.readLine) { question in
                console.errors.write(question)
                console.errors.flush()
            }
            try ask(prompter, into: &journal, name: options.name == nil, currency: options.currency == nil,
                    accounts: accounts.isEmpty, balance: balance == nil)
            // The currency may have been chosen since: the amount is read in it.
            if let balance { journal.startingBalance = try startingBalance(balance, journal) }
        }
        try write(journal, to: target, invocation)
        invocation.output.write(summary(journal, target: target, invocation))
        return 0
    }

    /// The new journal's path: FILE, or the journal `-f` and the environment name.
    private static func target(_ positionals: [String], _ invocation: Invocation) throws(CLIError) -> String {
        guard positionals.count <= 1 else {
            throw .message(.initOneJournal(positionals.count))
        }
        let given = invocation.files
        if let file = positionals.first, !given.isEmpty && given != [file] {
            throw .message(.initTwoJournals(file, given: given))
        }
        let paths = positionals.isEmpty ? invocation.journalPaths : positionals
        guard paths.count == 1, let target = paths.first else {
            throw .message(.initOneJournal(paths.count))
        }
        if target == "-" {
            throw .message(.initStandardOutput())
        }
        return target
    }

    private static func exists(_ target: String) -> CLIError {
        .message(.journalExists(target))
    }

    private static func startingBalance(_ text: String, _ journal: StarterJournal) throws(CLIError) -> Quantity {
        let currency = journal.currency
        return try AmountArgument(symbol: currency.symbol, aliases: [currency.code] + currency.aliases, style: currency.style,
                                  purpose: "the starting balance").parse(text)
    }

    /// Asks for what the options did not give.
    private static func ask(_ prompter: OnboardingPrompter, into journal: inout StarterJournal,
                            name: Bool, currency: Bool, accounts: Bool, balance: Bool) throws(CLIError) {
        if name {
            journal.name = try prompter.ask("Your name (for the journal's first line)", defaultAnswer: "", OnboardingAnswer.name)
        }
        if currency {
            journal.currency = try prompter.ask("Base currency: a code or symbol such as USD, EUR, TWD, JPY",
                                                defaultAnswer: journal.currency.code, CurrencyTable.currency)
        }
        if accounts {
            journal.accounts = try prompter.ask("Accounts and cards, separated by commas (credit cards under Liabilities)",
                                                defaultAnswer: journal.accounts.joined(separator: ", ")) { text throws(CLIError) in
                let accounts = try OnboardingAnswer.accounts(text)
                guard !accounts.isEmpty else { return [StarterJournal.defaultAccount] }
                return accounts
            }
        }
        if balance {
            let snapshot = journal
            journal.startingBalance = try prompter.ask("Starting balance of \(journal.accounts[0]) on \(journal.date.description)",
                                                       defaultAnswer: "0") { text throws(CLIError) in
                try startingBalance(text, snapshot)
            }
        }
    }

    /// Reads the new journal back as it would be in the file, refusing one
    /// that would not read without errors; then creates the file (mode
    /// 0600) under its lock, refusing one that appeared meanwhile, and
    /// writes the journal atomically.
    private static func write(_ journal: StarterJournal, to target: String, _ invocation: Invocation) throws(CLIError) {
        let bytes = Array(journal.text.utf8)
        let readBack = invocation.reread.read([target], replacing: [target: bytes])
        if readBack.hasErrors {
            invocation.printDiagnostics(readBack)
            throw .message(.initWouldNotReadBack(target))
        }
        let created: Bool
        do {
            created = try JournalWriter.create(bytes, at: target)
        } catch {
            throw CLIError(error)
        }
        guard created else { throw exists(target) }
    }

    /// What was written, and the commands to try next.
    private static func summary(_ journal: StarterJournal, target: String, _ invocation: Invocation) -> String {
        let defaults = Invocation(console: invocation.console, files: [], today: invocation.today, style: invocation.style)
        let file = defaults.journalPaths == [target] ? "" : "-f \(shellQuoted(target)) "
        let style = journal.currency.style
        let zeros = style.precision ?? 2
        let first = shellQuoted(journal.accounts[0])
        let (small, large) = zeros == 0 ? ("1200", "250000") : ("12\(style.decimalMark.character)50", "2500")
        let accounts = journal.accounts.count == 1 ? "account " + journal.accounts[0]
            : "accounts " + journal.accounts.dropLast().joined(separator: ", ") + " and " + journal.accounts.last!
        var balance = ""
        if !journal.startingBalance.isZero {
            balance = ", starting balance \(journal.formatted(journal.startingBalance)) on \(journal.date.description)"
        }
        return """
            Started \(target): base currency \(journal.currency.symbol), \(accounts)\(balance).

            Next, try:
              track \(file)add expense \(small) "Noodle Bar" --category leisure --account \(first)
              track \(file)add income \(large) "Salary" --account \(first)
              track \(file)overview
              track \(file)report monthly

            """
    }

    /// `path`, in single quotes when a shell would split or expand it.
    private static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "._/-+:@%".unicodeScalars.contains($0)
        }
        return plain ? path : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
