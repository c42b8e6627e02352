import Foundation
import Testing
import TrackTestSupport

/// Golden scenarios that write real files, `track init` and `track
/// reconcile`: each runs in a fresh temporary folder (shown as `$DIR` in
/// the golden files), and the journal it leaves is a golden file too
/// (`NAME.journal`), or must be exactly as it was.
extension GoldenTests {
    struct FileScenario: Sendable, CustomTestStringConvertible {
        /// The golden files' name: `NAME.txt` (standard output), `NAME.stderr`, `NAME.journal`.
        var name: String
        /// `$DIR` stands for the folder.
        var arguments: [String]
        /// Files in the folder before the run.
        var files: [String: String] = [:]
        var status: Int32 = 0
        var expectsOutput = true
        var expectsErrors = false
        /// The journal the scenario writes (compared with `NAME.journal`),
        /// or leaves as it was (when it is in `files`, or missing), unless nil.
        var journal: String? = "track.journal"
        var writes = true

        var testDescription: String { name }

        /// Exits 1 with only a message on standard error, writing nothing.
        func failing() -> Self {
            var copy = self
            copy.status = 1
            copy.expectsOutput = false
            copy.expectsErrors = true
            copy.writes = false
            return copy
        }

        func unchanged() -> Self {
            var copy = self
            copy.writes = false
            return copy
        }

        var goldenFiles: [String] {
            (expectsOutput ? [name + ".txt"] : []) + (expectsErrors ? [name + ".stderr"] : [])
                + (writes && journal != nil ? [name + ".journal"] : [])
        }
    }

    static let fileScenarios = initScenarios + reconcileScenarios

    static var fileScenarioGoldens: Set<String> { Set(fileScenarios.flatMap(\.goldenFiles)) }

    @Test(arguments: fileScenarios)
    func writesAsGolden(_ scenario: FileScenario) {
        let dir = TemporaryDirectory()
        for (name, text) in scenario.files { dir.write(name, text) }
        let arguments = scenario.arguments.map { $0.replacingOccurrences(of: "$DIR", with: dir.path) }
        let result = CLIHarness.run(arguments)
        let shown = { (text: String) in text.replacingOccurrences(of: dir.path, with: "$DIR") }
        #expect(result.status == scenario.status)
        if scenario.expectsOutput {
            Golden.check(shown(result.stdout), against: scenario.name + ".txt")
        } else {
            #expect(result.stdout == "")
        }
        if scenario.expectsErrors {
            Golden.check(shown(result.stderr), against: scenario.name + ".stderr")
        } else {
            #expect(result.stderr == "")
        }
        guard let journal = scenario.journal else { return }
        if scenario.writes {
            Golden.check(dir.read(journal) ?? "(no file)\n", against: scenario.name + ".journal")
            #expect(dir.mode(journal) == (scenario.files[journal] == nil ? 0o600 : 0o644))
        } else {
            #expect(dir.read(journal) == scenario.files[journal], "the journal changed")
        }
        // No temporary or lock file is left behind.
        #expect(dir.contents == Set(scenario.files.keys).union(scenario.writes ? [journal] : []).sorted())
    }

    static func initializing(_ name: String, _ arguments: String..., files: [String: String] = [:]) -> FileScenario {
        FileScenario(name: name, arguments: ["-f", "$DIR/track.journal", "init"] + arguments, files: files)
    }

    static let initScenarios: [FileScenario] = [
        initializing("init-defaults"),
        FileScenario(name: "init-all-options-euro",
                     arguments: ["init", "$DIR/money.journal", "--name", "Lena", "--currency", "EUR",
                                 "--account", "Assets:Bank:Girokonto", "--account", "liabilities:Cards:Visa",
                                 "--account", "Assets:Cash", "--starting-balance", "1.234,56", "--date", "2026-11-01"],
                     journal: "money.journal"),
        initializing("init-taiwan-dollar", "--currency", "TWD", "--starting-balance", "52,000", "--name", "小美"),
        initializing("init-yen-symbol", "--currency", "¥", "--starting-balance", "¥250,000", "--account", "Assets:Cash"),
        initializing("init-credit-card-first", "--account", "Liabilities:Cards:Visa", "--starting-balance", "-320.50"),
        initializing("init-currency-form", "--currency", "1,000.00 USD", "--starting-balance", "2500"),
        initializing("init-other-currency-code", "--currency", "sek", "--starting-balance", "10,000"),
        initializing("init-error-exists", files: ["track.journal": "; my journal\n"]).failing(),
        initializing("init-error-currency", "--currency", "dollars").failing(),
        initializing("init-error-currency-form", "--currency", "1000 USD").failing(),
        initializing("init-error-starting-balance", "--starting-balance", "lots").failing(),
        initializing("init-error-starting-balance-currency", "--starting-balance", "100 EUR").failing(),
        initializing("init-error-starting-balance-decimals", "--currency", "JPY", "--starting-balance", "1500.5").failing(),
        initializing("init-error-date", "--date", "2026-02-30").failing(),
        initializing("init-error-account-not-money", "--account", "Cards:Visa").failing(),
        initializing("init-error-account-two-spaces", "--account", "Assets:My  Bank").failing(),
        initializing("init-error-account-empty-part", "--account", "Assets::Visa").failing(),
        initializing("init-error-name", "--name", "Sam\nJo").failing(),
        FileScenario(name: "init-error-two-journals", arguments: ["-f", "$DIR/a.journal", "init", "$DIR/b.journal"],
                     journal: nil).failing(),
        FileScenario(name: "init-error-two-files", arguments: ["init", "$DIR/a.journal", "$DIR/b.journal"], journal: nil)
            .failing(),
        FileScenario(name: "init-error-standard-input", arguments: ["-f", "-", "init"], journal: nil).failing(),
        FileScenario(name: "help-init", arguments: ["init", "--help"], journal: nil).unchanged(),
    ]

    static func reconciling(_ name: String, _ arguments: String..., journal: String = reconcileJournal) -> FileScenario {
        FileScenario(name: name, arguments: ["-f", "$DIR/track.journal", "reconcile"] + arguments,
                     files: ["track.journal": journal])
    }

    static let reconcileScenarios: [FileScenario] = [
        reconciling("reconcile-agrees", "Assets:Bank:Checking", "1,115.80").unchanged(),
        reconciling("reconcile-differs", "Assets:Bank:Checking", "1100", "--date", "2026-11-21").failing().showing(),
        reconciling("reconcile-assert", "Assets:Bank:Checking", "$1,115.80", "--assert").noting(),
        reconciling("reconcile-assert-differs", "Assets:Bank:Checking", "1100", "--assert").failing().showing(),
        reconciling("reconcile-adjust", "Assets:Bank:Checking", "1100", "--adjust").noting(),
        reconciling("reconcile-adjust-and-assert", "Assets:Bank:Checking", "1,130.00", "--adjust", "--assert").noting(),
        reconciling("reconcile-adjust-to", "Assets:Bank:Checking", "1,112.80", "--adjust", "--to", "expenses:fees").noting(),
        reconciling("reconcile-adjust-agrees", "Assets:Bank:Checking", "1115.8", "--adjust").unchanged().noting(),
        reconciling("reconcile-end-of-month", "Assets:Bank:Checking", "215.80", "--date", "2026-11-30", "--assert").noting(),
        reconciling("reconcile-with-subaccounts", "Assets:Bank", "1,115.80", "--assert").noting(),
        reconciling("reconcile-error-unknown-account", "Assets:Bank:Chequing", "1100").failing(),
        reconciling("reconcile-error-amount", "Assets:Bank:Checking", "11OO").failing(),
        reconciling("reconcile-error-commodity", "Assets:Bank:Checking", "1100 EUR").failing(),
        reconciling("reconcile-error-date", "Assets:Bank:Checking", "1100", "--date", "2026-11").failing(),
        reconciling("reconcile-error-missing-balance", "Assets:Bank:Checking").failing(),
        reconciling("reconcile-error-to-without-adjust", "Assets:Bank:Checking", "1100", "--to", "Expenses:Fees").failing(),
        reconciling("reconcile-error-unknown-to", "Assets:Bank:Checking", "1100", "--adjust", "--to", "Expenses:Fes").failing(),
        reconciling("reconcile-error-to-itself", "Assets:Bank:Checking", "1100", "--adjust", "--to", "Assets:Bank:Checking")
            .failing(),
        reconciling("reconcile-error-two-commodities", "Assets:Wallet", "20", journal: reconcileJournal + """

            2026-11-06 Change
                Assets:Wallet                  20 EUR
                Assets:Wallet                 $-5.00
                Equity:Opening Balances

            """).failing(),
        reconciling("reconcile-error-broken-journal", "Assets:Bank:Checking", "1100", "--assert",
                    journal: reconcileJournal + "\n2026-11-07 Typo\n    Expenses:Fees  $1\n    Assets:Bank:Checking  $1\n")
            .failing(),
        FileScenario(name: "help-reconcile", arguments: ["reconcile", "--help"], journal: nil).unchanged(),
    ]

    /// $1,200 opened, $84.20 spent before the statement (2026-11-21), rent after it; in canonical form.
    static let reconcileJournal = """
        commodity $1,000.00

        account Assets:Bank:Checking   ; type: Cash
        account Expenses:Fees
        account Expenses:Other

        2026-11-01 Opening balance
            Assets:Bank:Checking  $1,200.00
            Equity:Opening Balances

        2026-11-05 Corner Market
            Expenses:Groceries       $84.20
            Assets:Bank:Checking

        2026-11-25 Rent
            Expenses:Rent           $900.00
            Assets:Bank:Checking

        """
}

extension GoldenTests.FileScenario {
    /// Also prints the table on standard output.
    func showing() -> Self {
        var copy = self
        copy.expectsOutput = true
        return copy
    }

    /// Notes on standard error what became of the file (`appended to FILE`).
    func noting() -> Self {
        var copy = self
        copy.expectsErrors = true
        return copy
    }
}
