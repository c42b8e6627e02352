import Testing
import TrackTestSupport

/// The first steps a new user takes, each as it should answer: `add` with
/// a commodity word, a mistyped amount, a refund; `init`'s accounts; and
/// `reconcile` writing in the journal's own style, names and categories.
@Suite struct NewUserRoughEdgeTests {
    static let twoCurrencies = """
        2026-11-01 Salary
            Assets:Cash          100.00 USD
            Income:Salary

        2026-11-02 Lunch in Paris
            Expenses:Food         12.00 EUR
            Assets:Cash           -12.00 EUR

        """

    @Test func aCommodityTheJournalUsesAfterTheAmountIsTheAmountsCommodity() {
        let result = CLIHarness.run(["-f", "track.journal", "add", "expense", "12.50", "EUR", "Lunch", "-n"],
                                    files: ["track.journal": Self.twoCurrencies])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("2026-11-21 Lunch\n"), "\(result.stdout)")
        #expect(result.stdout.contains("12.50 EUR"))
    }

    @Test func aNewCurrencyWithNewCommodityIsTheCommodity() {
        let result = CLIHarness.run(["-f", "track.journal", "add", "expense", "500", "JPY", "Ramen", "--new-commodity", "-n"],
                                    files: ["track.journal": Self.twoCurrencies])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("2026-11-21 Ramen\n"))
        #expect(result.stdout.contains("500 JPY"))
    }

    @Test func anOrdinaryWordStaysInTheDescription() {
        let result = CLIHarness.run(["-f", "track.journal", "add", "expense", "3", "ATM", "fee", "-n"],
                                    files: ["track.journal": Self.twoCurrencies])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("2026-11-21 ATM fee\n"))
    }

    @Test func aLetterForADigitIsAMalformedAmount() {
        let result = CLIHarness.run(["-f", "track.journal", "add", "expense", "12,5O", "Lunch", "-n"],
                                    files: ["track.journal": Self.twoCurrencies])
        #expect(result.status == 1)
        #expect(result.stderr == """
            track: error: '12,5O' is not an amount for the expense
            hint: write a number such as 1500.00, in USD

            """)
    }

    @Test func aRefundIsANegativeExpense() {
        let result = CLIHarness.run(["-f", "track.journal", "add", "expense", "5", "Lunch", "--refund", "-n"],
                                    files: ["track.journal": Self.twoCurrencies])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("-5.00 USD"))
    }

    @Test func initDeclaresEveryAccountItsDefaultsUse() throws {
        let folder = TemporaryDirectory()
        let path = folder.path + "/track.journal"
        let started = CLIHarness.run(["-f", path, "init", "--currency", "USD", "--name", "Sam"])
        #expect(started.status == 0, "\(started.stderr)")
        let journal = try #require(folder.read("track.journal"))
        #expect(journal.contains("account Income:Other"))
        let income = CLIHarness.run(["-f", path, "add", "income", "50", "Gift"])
        #expect(income.status == 0, "\(income.stderr)")
        #expect(income.stdout.contains("Income:Other"))
        let strict = CLIHarness.run(["-f", path, "check", "--strict"])
        #expect(strict.status == 0, "\(strict.stdout)\(strict.stderr)")
        #expect(!strict.stderr.contains("undeclared"), "\(strict.stderr)")
        let savings = CLIHarness.run(["-f", path, "reg", "cat:savings"])
        #expect(savings.status == 0, "\(savings.stderr)")
    }

    static let taiwan = """
        commodity NT$1,000

        account 資產:銀行:台新活存     ; type: C
        account 支出:餐飲

        2026-10-01 薪水
            資產:銀行:台新活存       NT$50,000
            收入:薪資

        2026-10-02 午餐
            支出:餐飲                  NT$120.5
            資產:銀行:台新活存

        2026-10-03 晚餐
            支出:餐飲                  NT$0.5
            資產:銀行:台新活存

        """

    @Test func reconcileWritesInTheJournalsStyleNamesAndCategories() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("tw.journal", Self.taiwan)
        let result = CLIHarness.run(["-f", path, "reconcile", "台新活存", "NT$48,000", "--adjust", "--date", "2026-10-31"])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try #require(folder.read("tw.journal"))
        #expect(written.hasSuffix("支出:其他\n"), "\(written)")
        #expect(written.contains("2026-10-31 Reconciliation adjustment\n    資產:銀行:台新活存         NT$-1,879\n"), "\(written)")
        #expect(!result.stdout.contains(".0000"))
    }
}
