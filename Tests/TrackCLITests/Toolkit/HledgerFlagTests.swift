import Testing
import TrackTestSupport

/// The flags hledger users type every week answer as hledger 1.25 does on
/// the example journals.
@Suite struct HledgerFlagTests {
    static let household = "household.journal"

    @Test(arguments: [
        ["bal", "--flat", "-1"], ["bal", "--flat", "-2", "expenses"], ["bal", "--flat", "-M", "-2"],
        ["bal", "--flat", "-3", "-O", "csv"],
    ])
    func depthShorthand(_ arguments: [String]) {
        HledgerOracle.expectSame(Self.household, arguments)
    }

    @Test func depthShorthandIsTheDepthOption() {
        let short = CLIHarness.run(["-f", CLIHarness.example(Self.household), "bal", "-2"])
        let long = CLIHarness.run(["-f", CLIHarness.example(Self.household), "bal", "--depth", "2"])
        #expect(short.status == 0)
        #expect(!short.stdout.isEmpty)
        #expect(short.stdout == long.stdout)
    }

    @Test(arguments: [
        ["bal", "--flat", "-S"], ["bal", "--flat", "-S", "-2"], ["bal", "--tree", "-S", "-2"],
        ["bal", "--tree", "-S", "income"], ["bal", "--flat", "-M", "-S", "-2"],
        ["bal", "--flat", "--invert", "income"], ["bal", "--flat", "--invert", "-S", "income"],
        ["bal", "--flat", "-M", "--invert", "income"],
    ])
    func sortAndInvert(_ arguments: [String]) {
        HledgerOracle.expectSame(Self.household, arguments)
    }

    @Test func ignoreAssertionsReadsPastAFailedAssertion() {
        let folder = TemporaryDirectory()
        let path = folder.write("wrong.journal", """
            2026-01-01 Opening
                Assets:Checking      100.00 USD = 90.00 USD
                Equity:Opening

            2026-01-02 Lunch
                Expenses:Food         12.50 USD
                Assets:Checking

            """)
        let refused = CLIHarness.run(["-f", path, "bal"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("balance assertion failed"))
        HledgerOracle.expectSame(path: path, ["bal", "--flat", "-I"])
        let long = CLIHarness.run(["-f", path, "bal", "--flat", "--ignore-assertions"])
        #expect(long.status == 0)
        #expect(long.stdout.contains("87.50 USD  Assets:Checking"))
    }

    @Test(arguments: [
        ["reg", "-r", "expenses:leisure", "-O", "csv"], ["reg", "--related", "income", "-O", "csv"],
        ["reg", "-r", "assets:bank:savings", "-p", "2026-03", "-O", "csv"], ["reg", "-r", "desc:lisbon", "-O", "csv"],
    ])
    func related(_ arguments: [String]) {
        HledgerOracle.expectSame(Self.household, arguments)
    }

    @Test func relatedOnATransactionWithTwoMatchingPostings() {
        HledgerOracle.expectSame("taiwan.journal", ["reg", "-r", "-O", "csv", "支出"])
    }

    /// `transactions --count` is the number of transactions `print` shows for the query.
    @Test(arguments: [["expenses:leisure"], ["cat:leisure"], ["-p", "2026-10"], []])
    func transactionsCount(_ query: [String]) {
        let result = CLIHarness.run(["-f", CLIHarness.example(Self.household), "transactions", "--count"] + query)
        #expect(result.status == 0, "\(result.stderr)")
        let hledgerQuery = query.map { $0 == "cat:leisure" ? "expenses:leisure" : $0 }
        guard let printed = HledgerOracle.output(Self.household, ["print"] + hledgerQuery) else { return }
        let count = printed.split(separator: "\n").filter { $0.first?.isNumber == true }.count
        #expect(result.stdout == "\(count)\n")
    }

    @Test(arguments: [
        ["bal", "--flat", "-B"], ["bal", "--flat", "-B", "-M", "-O", "csv"], ["bal", "--flat", "--cost", "資產"],
        ["bal", "--flat", "-B", "-X", "NT$"],
    ])
    func atCost(_ arguments: [String]) {
        HledgerOracle.expectSame("taiwan.journal", arguments)
    }

    @Test(arguments: [
        ["bal", "--flat", "-%", "expenses", "-2"], ["bal", "--flat", "-%", "expenses", "-2", "-O", "csv"],
        ["bal", "--flat", "-%", "expenses", "-2", "-M"], ["bal", "--tree", "--percent", "expenses"],
        ["bal", "--flat", "-%", "-S", "expenses", "-3"],
    ])
    func percent(_ arguments: [String]) {
        HledgerOracle.expectSame(Self.household, arguments)
    }

    @Test(arguments: [
        ["bal", "--pivot", "trip"], ["bal", "--flat", "--pivot", "trip", "expenses"], ["bal", "--flat", "--pivot", "type"],
        ["bal", "--flat", "--pivot", "receipt", "-M"], ["reg", "--pivot", "trip", "expenses:leisure:travel", "-O", "csv"],
        ["reg", "--pivot", "trip", "-M", "expenses", "-O", "csv"],
    ])
    func pivot(_ arguments: [String]) {
        HledgerOracle.expectSame(Self.household, arguments)
    }

    @Test func pivotOnATaiwanTag() {
        HledgerOracle.expectSame("taiwan.journal", ["bal", "--flat", "--pivot", "trip"])
    }

    @Test(arguments: [["reg", "-E", "expenses:leisure", "-O", "csv"], ["bal", "--flat", "-E"], ["reg", "-E", "-M", "expenses", "-O", "csv"]])
    func empty(_ arguments: [String]) {
        HledgerOracle.expectSame(Self.household, arguments)
    }

    @Test(arguments: [["is", "-S"], ["is", "-S", "-M"], ["bs", "-S"], ["is", "-S", "--tree"], ["bs", "-S", "-O", "csv"]])
    func statementsSortedByAmount(_ arguments: [String]) {
        HledgerOracle.expectSame(Self.household, arguments)
    }

    @Test(arguments: [["reg", "--invert", "income", "-O", "csv"], ["reg", "--invert", "-M", "income", "-O", "csv"]])
    func registerInverted(_ arguments: [String]) {
        HledgerOracle.expectSame(Self.household, arguments)
    }
}
