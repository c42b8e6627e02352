import Foundation
import Testing
import TrackCLI

/// Each command's output on the example journals, compared with golden files
/// in `Golden/` (one scenario per file; see `Golden` for re-recording).
struct GoldenTests {
    struct Scenario: Sendable, CustomTestStringConvertible {
        /// The golden file for standard output (with no extension when the
        /// scenario expects none); `NAME.stderr` holds standard error when the
        /// scenario expects any.
        var file: String
        var arguments: [String]
        var status: Int32 = 0
        var expectsErrors = false
        var expectsOutput: Bool { file.contains(".") }
        /// In-memory journals by path, instead of the real file system.
        var files: [String: String]?
        var environment: [String: String] = [:]

        var testDescription: String { file }

        var stderrFile: String {
            String(file.prefix { $0 != "." }) + ".stderr"
        }
    }

    static let household = CLIHarness.example("household.journal")
    static let taiwan = CLIHarness.example("taiwan.journal")

    static func on(_ journal: String, _ file: String, _ arguments: String...) -> Scenario {
        Scenario(file: file, arguments: ["-f", journal] + arguments)
    }

    static func inline(_ file: String, _ journal: String, _ arguments: String...) -> Scenario {
        Scenario(file: file, arguments: ["-f", "test.journal"] + arguments, files: ["test.journal": journal])
    }

    static let check: [Scenario] = [
        on(household, "check-household.txt", "check"),
        on(taiwan, "check-taiwan.txt", "check"),
        inline("check-broken", broken, "check").failing(),
        inline("check-broken-errors.jsonl", broken, "check", "--errors", "json").exiting(1),
        inline("check-broken-with-parse-error", brokenWithParseError, "check").failing(),
    ]

    static let balance: [Scenario] = [
        on(household, "balance-household-tree.txt", "balance"),
        on(household, "balance-household-flat.txt", "bal", "--flat"),
        on(household, "balance-household-flat.csv", "bal", "--flat", "-O", "csv"),
        on(household, "balance-household-tree.json", "bal", "-O", "json"),
        on(household, "balance-household-depth-2.txt", "bal", "--depth", "2"),
        on(household, "balance-household-flat-depth-2.csv", "bal", "--flat", "--depth", "2", "-O", "csv"),
        on(household, "balance-household-no-total.txt", "bal", "--flat", "--no-total"),
        on(household, "balance-household-expenses-not-rent.txt", "bal", "expenses", "not:rent"),
        on(household, "balance-household-2026-03.txt", "bal", "-p", "2026-03"),
        on(household, "balance-household-lisbon-trip.txt", "bal", "--flat", "tag:trip=lisbon"),
        inline("balance-empty.txt", zeroBalance, "bal", "--empty"),
        inline("balance-without-empty.txt", zeroBalance, "bal"),
        on(taiwan, "balance-taiwan-tree.txt", "bal"),
        on(taiwan, "balance-taiwan-flat.csv", "bal", "--flat", "-O", "csv"),
        on(taiwan, "balance-taiwan-flat.json", "bal", "--flat", "-O", "json"),
        on(taiwan, "balance-taiwan-expenses-q2.txt", "bal", "支出", "-b", "2026-04", "-e", "2026-07"),
    ]

    static let register: [Scenario] = [
        on(household, "register-household.txt", "register"),
        on(household, "register-household-dining-2026-03.txt", "reg", "dining", "-p", "2026-03"),
        on(household, "register-household-depth-1-width-100.txt", "reg", "--depth", "1", "-w", "100", "-p", "2026-02"),
        on(household, "register-household-posting-date.txt", "reg", "-b", "2026-06-29", "-e", "2026-07-05"),
        on(household, "register-household-2026-01.csv", "reg", "-p", "2026-01", "-O", "csv"),
        on(household, "register-household-groceries-2026-01.json", "reg", "groceries", "-p", "2026-01", "-O", "json"),
        on(taiwan, "register-taiwan.txt", "reg"),
        on(taiwan, "register-taiwan-japan-trip.txt", "reg", "支出:旅遊", "tag:trip=日本"),
        on(taiwan, "register-taiwan-width-60.txt", "reg", "-w", "60", "-p", "2026-01"),
        on(taiwan, "register-taiwan-description-width-30.txt", "reg", "-w", "120,30", "-p", "2026-03"),
        on(taiwan, "register-taiwan-2026-03.csv", "reg", "-p", "2026-03", "-O", "csv"),
        inline("register-features.txt", features, "reg"),
    ]

    static let print: [Scenario] = [
        on(household, "print-household-first-5.txt", "print", "-e", "2026-01-03"),
        on(household, "print-household-lisbon-trip.txt", "print", "tag:trip=lisbon"),
        on(household, "print-household-lisbon-trip-explicit.txt", "print", "-x", "tag:trip=lisbon"),
        on(taiwan, "print-taiwan-2026-03.txt", "print", "-p", "2026-03"),
        on(taiwan, "print-taiwan-2026-03-explicit.txt", "print", "-x", "-p", "2026-03"),
        on(taiwan, "print-taiwan-yen-exchange.json", "print", "desc:換日圓", "-O", "json"),
        inline("print-features.txt", features, "print"),
        inline("print-features-explicit.txt", features, "print", "--explicit"),
        inline("print-features.json", features, "print", "-O", "json"),
    ]

    static let accounts: [Scenario] = [
        on(household, "accounts-household-flat.txt", "accounts"),
        on(household, "accounts-household-tree.txt", "accounts", "--tree"),
        on(household, "accounts-household-types.txt", "accounts", "--types"),
        on(household, "accounts-household-depth-2.txt", "accounts", "--depth", "2"),
        on(household, "accounts-household-bills.txt", "accounts", "expenses:bills"),
        on(household, "accounts-household-used.txt", "accounts", "--used"),
        on(household, "accounts-household-salary-declared.txt", "accounts", "--declared", "desc:salary"),
        on(household, "accounts-household.csv", "accounts", "-O", "csv"),
        on(household, "accounts-household-tree.json", "accounts", "--tree", "-O", "json"),
        on(taiwan, "accounts-taiwan-tree-types.txt", "accounts", "--tree", "--types"),
        inline("accounts-features-used.txt", features, "accounts", "--used"),
    ]

    static let stats: [Scenario] = [
        on(household, "stats-household.txt", "stats"),
        on(household, "stats-household.json", "stats", "-O", "json"),
        on(taiwan, "stats-taiwan.txt", "stats"),
        inline("stats-empty-journal.txt", "; nothing yet\n", "stats"),
    ]

    static let help: [Scenario] = [
        Scenario(file: "help-general.txt", arguments: ["--help"]),
        Scenario(file: "help-register.txt", arguments: ["register", "--help"]),
        Scenario(file: "help-print.txt", arguments: ["help", "print"]),
        Scenario(file: "help-accounts.txt", arguments: ["accounts", "-h"]),
        Scenario(file: "help-stats.txt", arguments: ["stats", "--help"]),
    ]

    static let errors: [Scenario] = [
        Scenario(file: "error-unknown-command", arguments: ["regster"]).failing(),
        on(household, "error-unknown-option", "reg", "--dpth", "2").failing(),
        Scenario(file: "error-missing-journal", arguments: ["-f", "/nonexistent/household.journal", "bal"]).failing(),
        Scenario(file: "error-missing-journal-from-environment", arguments: ["reg"],
                 environment: ["TRACK_FILE": "/nonexistent/money.journal"]).failing(),
        inline("error-broken-journal-register", broken, "reg").failing(),
        on(household, "error-print-html", "print", "-O", "html").failing(),
        on(household, "error-register-width", "reg", "-w", "wide").failing(),
        on(household, "error-accounts-declared-and-used", "accounts", "--declared", "--used").failing(),
        on(household, "error-stats-csv", "stats", "-O", "csv").failing(),
    ]

    static let all = check + balance + register + print + accounts + stats + help + errors
        + fmt + reports + htmlReports + periods + writing + git + budget + forecast + rollover + cashflow + goals + rates

    @Test(arguments: all)
    func matchesGolden(_ scenario: Scenario) {
        let result = CLIHarness.run(scenario.arguments, files: scenario.files, environment: scenario.environment)
        #expect(result.status == scenario.status)
        if scenario.expectsOutput {
            Golden.check(result.stdout, against: scenario.file)
        } else {
            #expect(result.stdout == "")
        }
        if scenario.expectsErrors {
            Golden.check(result.stderr, against: scenario.stderrFile)
        } else {
            #expect(result.stderr == "")
        }
    }

    /// A golden file no scenario writes is left over from a renamed or removed one.
    @Test func everyGoldenFileBelongsToAScenario() throws {
        var expected = Set<String>()
        for scenario in Self.all {
            if scenario.expectsOutput { expected.insert(scenario.file) }
            if scenario.expectsErrors { expected.insert(scenario.stderrFile) }
        }
        expected.formUnion(Self.fileScenarioGoldens)
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Golden.sourceDirectory))
        #expect(present.subtracting(expected).sorted() == [], "golden files without a scenario")
        #expect(Self.all.count == Set(Self.all.map(\.file)).count, "two scenarios share a golden file")
    }

    /// Two problems: an unbalanced transaction and a failing balance assertion.
    static let broken = """
        2026-11-01 * Corner Market
            Expenses:Groceries         84.20 USD
            Assets:Checking           -80.00 USD

        2026-11-02 Salary
            Assets:Checking         4,200.00 USD = 4,000.00 USD
            Income:Salary

        """

    /// `broken` with a date that does not exist: a transaction is then
    /// missing, so assertion failures are not reported (they would mislead).
    static let brokenWithParseError = broken + """

        2026-13-01 Typo
            Expenses:Food               5.00 USD
            Assets:Cash

        """

    /// An account whose postings sum to zero.
    static let zeroBalance = """
        2026-01-01 Lend
            Assets:Loans:Alex           50 USD
            Assets:Checking

        2026-01-20 Repaid
            Assets:Checking             50 USD
            Assets:Loans:Alex

        2026-01-21 Lunch
            Expenses:Food               12 USD
            Assets:Checking

        """

    /// What print and register must keep: secondary date, status, code,
    /// comments on every level, a posting date, virtual postings, a lot with a
    /// cost, a conversion left to inference, a balance assignment, and an
    /// amount left out in two commodities.
    static let features = """
        commodity 1,000.00 USD

        2026-01-01=2026-01-05 * (1042) Corner Market | weekly shop  ; receipt:yes
            ; second comment line
            Expenses:Groceries          84.20 USD  ; aisle:3
              ; posting note
            ! Assets:Checking

        2026-01-02 Exchange
            Assets:EUR                   -100 EUR
            Assets:USD                 110.00 USD

        2026-01-03 Shares
            Assets:Broker             10 AAPL {50 USD} [2026-01-03] @ 55.125 USD
            Assets:Checking

        2026-01-04 Budget
            (Budget:Food)              -84.20 USD
            [Savings:Goal]              50.00 USD
            [Assets:Checking]

        2026-01-05 Card payment
            Liabilities:Visa          120.00 USD  ; date:2026-01-09
            Assets:Checking

        2026-01-06 Cash count
            Assets:Cash                = 200.00 USD
            Assets:Checking

        2026-01-07 Trip
            Expenses:Travel                20 EUR
            Expenses:Fees                2.00 USD
            Assets:Checking

        """
}

extension GoldenTests.Scenario {
    /// Exits 1 with a message on standard error.
    func failing() -> Self {
        var copy = exiting(1)
        copy.expectsErrors = true
        return copy
    }

    func exiting(_ status: Int32) -> Self {
        var copy = self
        copy.status = status
        return copy
    }
}
