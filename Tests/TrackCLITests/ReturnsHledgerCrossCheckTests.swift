import Foundation
import Testing
import TrackModel
import TrackTestSupport

/// `track portfolio --returns` against `hledger roi`: the IRR within 0.1
/// percentage point on the same journal and period, hledger valuing at each
/// date's prices (`--value=then`: with `-X` it values the period's opening
/// balance at the end's prices). Skipped, saying so,
/// where hledger is not installed. (The TWRs differ by design: see
/// `InvestmentReturns`.)
@Suite struct ReturnsHledgerCrossCheckTests {
    static let handCase = """
        2026-01-01 Buy
            Assets:Broker      10 ACME @ 100 USD
            Assets:Cash

        2026-04-01 Buy
            Assets:Broker      10 ACME @ 110 USD
            Assets:Cash

        2026-07-01 Sell
            Assets:Broker      -5 ACME @ 95 USD
            Assets:Cash

        P 2026-12-31 ACME 130 USD

        """

    static let twoYears = """
        2024-03-01 Buy
            Assets:Broker      20 ACME @ 50 USD
            Assets:Cash

        P 2024-12-31 ACME 58 USD

        2025-02-15 Buy
            Assets:Broker      10 ACME @ 61 USD
            Assets:Cash

        2025-08-20 Sell
            Assets:Broker     -12 ACME @ 70 USD
            Assets:Cash

        P 2025-12-31 ACME 66 USD

        """

    @Test(arguments: [(handCase, "2026"), (twoYears, "2024-03-01..2026-01-01"), (twoYears, "2025")])
    func irrIsHledgerRois(_ journal: String, _ period: String) throws {
        let result = CLIHarness.run(["-f", "test.journal", "portfolio", "--returns", "Assets:Broker", "-p", period, "-O", "json"],
                                    files: ["test.journal": journal])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let track = try #require((object["irrPercent"] as? NSNumber).flatMap { Quantity($0.stringValue) })
        guard let hledger = HledgerCompat.hledger else {
            print("ReturnsHledgerCrossCheckTests skipped: hledger is not installed (apt-get install hledger)")
            return
        }
        let directory = TemporaryDirectory()
        directory.write("test.journal", journal)
        let output = try NetWorthHledgerCrossCheckTests.run(hledger, [
            "-f", directory.path + "/test.journal", "roi", "--inv", "Assets:Broker", "--pnl", "Income", "-p", period,
            "--value=then,USD", "--infer-market-prices"])
        let row = try #require(output.split(separator: "\n").last { $0.hasPrefix("| 1 ") })
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let irrText = try #require(cells.dropLast().last).replacingOccurrences(of: "%", with: "")
        let irr = try #require(Quantity(irrText))
        let difference = try #require(track.subtracting(irr)?.magnitude)
        #expect(difference <= Quantity(mantissa: 1, scale: 1), "track \(track)%, hledger \(irr)%")
    }
}
