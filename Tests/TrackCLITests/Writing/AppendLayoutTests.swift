import Foundation
import Testing
import TrackCLI
import TrackTestSupport

/// What `add`, `import` and `reconcile` append is laid out as `track fmt`
/// lays out the file: after any of them, `fmt --check` on a canonical
/// journal still passes (the pre-commit hook's check), whatever the file's
/// amount column, line endings, decimal mark or last item. An appended
/// posting wider than the file's column (within `fmt`'s cap of 40) moves
/// the column of the whole file: a canonical file is then written whole,
/// realigned; one that was not canonical is only appended to.
@Suite struct AppendLayoutTests {
    struct Layout: CustomStringConvertible, Sendable {
        var description: String
        var journal: String
        /// The account paid from, reconciled and imported into.
        var cash = "Assets:Cash"
    }

    static let layouts: [Layout] = [
        Layout(description: "a narrow column", journal: """
            2026-11-01 Opening
              Assets:Cash  $100.00
              Equity:Opening
            2026-11-02 Food
              Expenses:Food  $10.00
              Assets:Cash

            """),
        Layout(description: "the column at the cap", journal: """
            2026-11-01 Opening
                Assets:Bank:Checking:Joint:Household      1,000.00 USD
                Assets:Cash      100.00 USD
                Equity:Opening

            """),
        Layout(description: "a posting past the cap", journal: """
            2026-11-01 Opening
                Assets:Cash   100.00 USD
                Equity:Opening:Balances:From:The:Old:Spreadsheet:Year   -100.00 USD

            """),
        Layout(description: "wide characters", journal: """
            2026-11-01 開帳
                資產:現金   NT$1,000
                權益:期初

            """, cash: "資產:現金"),
        Layout(description: "CRLF line endings", journal: "2026-11-01 Opening\r\n    Assets:Cash  100.00 EUR\r\n    Equity:Opening\r\n"),
        Layout(description: "a decimal comma", journal: """
            decimal-mark ,

            2026-11-01 Opening
                Assets:Cash   1.000,00 EUR
                Equity:Opening

            """),
        Layout(description: "a price directive last", journal: """
            2026-11-01 Opening
                Assets:Cash  100.00 USD
                Equity:Opening

            P 2026-11-01 EUR 1.08 USD

            """),
        Layout(description: "a periodic rule and a comment last", journal: """
            2026-11-01 Opening
                Assets:Cash  100.00 USD  ; counted
                Equity:Opening

            ~ monthly
                Expenses:Food  50.00 USD
                Assets:Cash
            ; the end

            """),
    ]

    /// The journal made canonical, then `arguments` run on it; `fmt --check`'s status after.
    static func checkAfter(_ layout: Layout, _ arguments: (String) -> [String], files: [String: String] = [:]) -> (Int32, Int32, String) {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", layout.journal)
        for (name, content) in files { dir.write(name, content) }
        #expect(CLIHarness.run(["-f", path, "fmt", "-i"]).status == 0)
        let command = CLIHarness.run(["-f", path] + arguments(dir.path))
        let check = CLIHarness.run(["-f", path, "fmt", "--check"])
        return (command.status, check.status, (dir.read("track.journal") ?? "") + command.stderr)
    }

    /// A posting wider than every layout's column but the capped one: it moves the column.
    static let wide = ["add", "Rent", "Expenses:Housing:Rent", "1000", "Assets:Cash", "--new-account", "--date", "2026-11-03"]

    @Test(arguments: layouts)
    func aWiderPostingRealignsACanonicalFile(_ layout: Layout) {
        let (added, check, text) = Self.checkAfter(layout) { _ in
            Self.wide.map { $0 == "Assets:Cash" ? layout.cash : $0 }
        }
        #expect(added == 0, "\(text)")
        #expect(check == 0, "\(text)")
    }

    @Test func aWiderPostingRealignsTheOlderLines() {
        let dir = TemporaryDirectory()
        // Canonical, at column 24; the rent's posting needs 32.
        let path = dir.write("track.journal", "2026-11-01 Opening\n    Assets:Cash     $100.00\n    Equity:Opening\n")
        #expect(CLIHarness.run(["-f", path, "fmt", "--check"]).status == 0)
        let result = CLIHarness.run(["-f", path] + Self.wide)
        #expect(result.status == 0)
        #expect(dir.read("track.journal") == """
            2026-11-01 Opening
                Assets:Cash             $100.00
                Equity:Opening

            2026-11-03 Rent
                Expenses:Housing:Rent  $1000.00
                Assets:Cash

            """)
        // What is printed is the entry, as before.
        #expect(result.stdout.hasPrefix("2026-11-03 Rent\n    Expenses:Housing:Rent  $1000.00\n    Assets:Cash\n"))
    }

    @Test func aFileThatWasNotCanonicalIsOnlyAppendedTo() {
        let dir = TemporaryDirectory()
        let journal = "2026-11-01 Opening\n  Assets:Cash  $100.00\n  Equity:Opening\n"
        let path = dir.write("track.journal", journal)
        #expect(CLIHarness.run(["-f", path] + Self.wide).status == 0)
        #expect(dir.read("track.journal")?.hasPrefix(journal + "\n2026-11-03 Rent\n") == true)
    }

    @Test func reconcileWithAWideAmountRealigns() {
        let (reconciled, check, text) = Self.checkAfter(Self.layouts[0]) { _ in
            ["reconcile", "Assets:Cash", "100000", "--adjust", "--to", "Equity:Opening", "--date", "2026-11-04"]
        }
        #expect(reconciled == 0, "\(text)")
        #expect(check == 0, "\(text)")
    }

    @Test(arguments: layouts)
    func addKeepsTheJournalCanonical(_ layout: Layout) {
        let (added, check, text) = Self.checkAfter(layout) { _ in
            ["add", "Lunch", layout.cash, "-5", "Expenses:Food", "--new-account", "--date", "2026-11-03"]
        }
        #expect(added == 0, "\(text)")
        #expect(check == 0, "\(text)")
    }

    @Test(arguments: layouts)
    func reconcileKeepsTheJournalCanonical(_ layout: Layout) {
        let (reconciled, check, text) = Self.checkAfter(layout) { _ in
            ["reconcile", layout.cash, "90", "--assert", "--adjust", "--date", "2026-11-04"]
        }
        #expect(reconciled == 0, "\(text)")
        #expect(check == 0, "\(text)")
    }

    @Test(arguments: layouts)
    func importKeepsTheJournalCanonical(_ layout: Layout) {
        let rules = "skip 1\nfields date, description, amount\naccount1 \(layout.cash)\naccount2 Expenses:Food\n"
        let (imported, check, text) = Self.checkAfter(layout, { dir in ["import", dir + "/bank.csv", "--rules", dir + "/bank.csv.rules"] },
                                                      files: ["bank.csv": "date,description,amount\n2026-11-05,Market,-12\n2026-11-06,Refund,3\n",
                                                              "bank.csv.rules": rules])
        #expect(imported == 0, "\(text)")
        #expect(check == 0, "\(text)")
    }
}
