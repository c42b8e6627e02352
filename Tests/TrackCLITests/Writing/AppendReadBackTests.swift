import Foundation
import Testing
import TrackCLI
import TrackTestSupport

/// Appends that would change meaning on reading (issue 12, item 2): what
/// the end of a journal leaves open (a `comment` block, `apply account`,
/// aliases) is closed before the new entries, so that they read back as
/// composed, by `add`, `reconcile` and `import` alike.
@Suite struct AppendReadBackTests {
    static let opening = """
        2026-11-01 Opening
            Assets:Cash        $100.00
            Equity:Opening

        2026-11-02 Food
            Expenses:Food       $10.00
            Assets:Cash

        """

    static let add = ["add", "expense", "5", "Lunch", "--category", "Expenses:Food", "--account", "Assets:Cash"]

    /// `track -f FILE ARGUMENTS` on a journal of `text`; the file afterwards.
    static func run(_ text: String, _ arguments: [String], files: [String: String] = [:]) -> (CLIHarness.Result, String, TemporaryDirectory) {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", text)
        for (name, content) in files { dir.write(name, content) }
        let result = CLIHarness.run(["-f", path] + arguments.map { $0.hasSuffix(".csv") ? dir.path + "/" + $0 : $0 })
        return (result, dir.read("track.journal") ?? "", dir)
    }

    static func balance(_ dir: TemporaryDirectory) -> String {
        CLIHarness.run(["-f", dir.path + "/track.journal", "bal", "--flat", "--no-total"]).stdout
    }

    @Test func anUnclosedCommentBlockIsClosedBeforeTheAppend() {
        let (result, text, dir) = Self.run(Self.opening + "\ncomment\nnotes to self\n", Self.add)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("Assets:Cash: $85.00\n"))
        #expect(text == Self.opening + "\ncomment\nnotes to self\n\nend comment\n\n2026-11-21 Lunch\n    Expenses:Food     $5.00\n    Assets:Cash\n")
        #expect(Self.balance(dir).contains("$15.00  Expenses:Food"))
    }

    @Test func aRegexAliasIsNotAppliedTwice() {
        let journal = "alias /^expenses/ = Expenses:Personal\n\n" + Self.opening.replacingOccurrences(of: "Expenses:Food", with: "expenses:food")
        let (result, text, dir) = Self.run(journal, ["add", "expense", "5", "Lunch", "--category", "Expenses:Personal:food",
                                                     "--account", "Assets:Cash"])
        #expect(result.status == 0)
        #expect(text.hasSuffix("\nend aliases\n\n2026-11-21 Lunch\n    Expenses:Personal:food    $5.00\n    Assets:Cash\n"))
        #expect(Self.balance(dir).contains("$15.00  Expenses:Personal:food"))
        #expect(!Self.balance(dir).contains("Personal:Personal"))
    }

    @Test func aTrailingAliasDoesNotBookAnExpenseAsIncome() {
        let (result, _, dir) = Self.run(Self.opening + "\nalias Expenses:Food = Income:Salary\n", Self.add)
        #expect(result.status == 0)
        #expect(Self.balance(dir).contains("$15.00  Expenses:Food"))
        #expect(!Self.balance(dir).contains("Income:Salary"))
    }

    @Test func aTrailingApplyAccountDoesNotMoveTheNewPostings() {
        let (result, text, dir) = Self.run(Self.opening + "\napply account Household\n", Self.add)
        #expect(result.status == 0)
        #expect(text.hasSuffix("\napply account Household\n\nend apply account\n\n2026-11-21 Lunch\n    Expenses:Food     $5.00\n    Assets:Cash\n"))
        #expect(!Self.balance(dir).contains("Household"))
    }

    @Test func anAliasThatChangesNothingNewIsLeftOpen() {
        let (result, text, _) = Self.run(Self.opening + "\nalias Expenses:Rent = Expenses:Housing\n", Self.add)
        #expect(result.status == 0)
        #expect(!text.contains("end aliases"))
    }

    @Test func aReconciliationAfterAnUnclosedCommentIsRead() {
        let (result, text, dir) = Self.run(Self.opening + "\ncomment\n", ["reconcile", "Assets:Cash", "$90", "--assert"])
        #expect(result.status == 0)
        #expect(text.hasSuffix("\ncomment\n\nend comment\n\n2026-11-21 Reconciliation\n    Assets:Cash       $0.00 = $90.00\n"))
        #expect(CLIHarness.run(["-f", dir.path + "/track.journal", "check"]).stdout.hasPrefix("ok: 3 transactions"))
    }

    @Test func anImportAfterApplyAccountKeepsItsAccounts() {
        let (result, _, dir) = Self.run(Self.opening + "\napply account Household\n", ["import", "bank.csv"],
                                        files: ["bank.csv": "2026-11-20,Corner Market,-8.40\n",
                                                "bank.csv.rules": "fields date, description, amount\naccount1 Assets:Cash\ncurrency $\n"])
        #expect(result.status == 0, "\(result.stderr)")
        let balance = Self.balance(dir)
        #expect(balance.contains("$81.60  Assets:Cash"))
        #expect(!balance.contains("Household"))
    }
}
