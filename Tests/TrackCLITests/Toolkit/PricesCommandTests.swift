import Testing
import TrackModel

/// `prices` lists the `P` directives as hledger 1.25 does, and with
/// `--infer-market-prices` the prices costs imply, at the same values.
@Suite struct PricesCommandTests {
    @Test(arguments: [["prices"], ["prices", "-p", "2026-03"]])
    func pDirectivesAreHledgers(_ arguments: [String]) {
        HledgerOracle.expectSame("taiwan.journal", arguments)
    }

    /// hledger shows an inferred price with more zeros (`NT$0.21100`); the values are the same.
    @Test func inferredPricesHaveHledgersValues() throws {
        guard let expected = HledgerOracle.output("taiwan.journal", ["prices", "--infer-market-prices"]) else { return }
        let result = CLIHarness.run(["-f", CLIHarness.example("taiwan.journal"), "prices", "--infer-market-prices"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.values(result.stdout) == Self.values(expected))
        #expect(Self.values(result.stdout).count > 21, "the costs add prices to the 21 P directives")
    }

    /// `P DATE SYMBOL PRICE` lines as (date, symbol, price symbol, value) with the value normalized.
    static func values(_ text: String) -> [String] {
        text.split(separator: "\n").map { line in
            let parts = line.split(separator: " ")
            guard parts.count == 4 else { return "unreadable: \(line)" }
            let price = parts[3]
            let symbol = price.prefix { !$0.isNumber && $0 != "-" }
            let number = price.dropFirst(symbol.count).replacingOccurrences(of: ",", with: "")
            let value = Quantity(number).map { "\($0.normalized)" } ?? "?"
            return "\(parts[1]) \(parts[2]) \(symbol)\(value)"
        }
    }

    @Test func aCommodityAndCSV() {
        let result = CLIHarness.run(["-f", CLIHarness.example("taiwan.journal"), "prices", "USD", "-p", "2026-01", "-O", "csv"])
        #expect(result.stdout == "\"date\",\"commodity\",\"price\"\n\"2026-01-01\",\"USD\",\"NT$32.15\"\n")
    }
}
