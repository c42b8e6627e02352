import Testing
import TrackTestSupport

/// `--infer-market-prices` on the valuing reports (`bal`, `is`, `bs`,
/// `reg -M`...): transactions' costs are prices too, as hledger 1.25 values
/// them; without it a commodity with no `P` price stays unconverted.
@Suite struct InferMarketPricesTests {
    static let journal = """
        commodity 1,000.00 USD

        2026-01-01 buy
            Assets:Broker    10 AAPL @ 150 USD
            Assets:Cash

        2026-02-01 buy more
            Assets:Broker    5 AAPL @ 170 USD
            Assets:Cash

        2026-03-01 sell some
            Assets:Broker    -3 AAPL @@ 540 USD
            Assets:Cash

        """

    @Test(arguments: [
        ["bal", "--flat", "-X", "USD", "--infer-market-prices"],
        ["bal", "--flat", "-M", "-X", "USD", "--infer-market-prices"],
        ["bal", "--flat", "-X", "USD", "--infer-market-prices", "--value", "then"],
        ["is", "-M", "-X", "USD", "--infer-market-prices"],
    ])
    func costsValueAsHledgerValuesThem(_ arguments: [String]) {
        let folder = TemporaryDirectory()
        HledgerOracle.expectSame(path: folder.write("main.journal", Self.journal), arguments)
    }

    /// 12 AAPL at the last price a cost implies (180 USD, from 3 sold for 540).
    @Test func theLatestCostIsThePrice() {
        let folder = TemporaryDirectory()
        let path = folder.write("main.journal", Self.journal)
        let inferred = CLIHarness.run(["-f", path, "bal", "--flat", "-X", "USD", "--infer-market-prices"])
        #expect(inferred.status == 0)
        #expect(inferred.stdout.contains("2,160.00 USD  Assets:Broker"))
        let plain = CLIHarness.run(["-f", path, "bal", "--flat", "-X", "USD"])
        #expect(plain.stdout.contains("12 AAPL*  Assets:Broker"))
    }
}
