import Testing
import TrackModel
import TrackReports

/// Issue 12, item 13: a value through `P` prices is multiplied (and divided,
/// for an inverted price) at full precision and rounded once, as hledger
/// 1.25 values it; no rate is rounded to 18 places on the way.
@Suite struct RatesAtFullPrecisionTests {
    static let journal = """
        P 2026-01-01 XX 0.0000000000000000001 USD
        P 2026-01-01 YY 0.123456789012345678901234567 USD
        P 2026-01-01 ZZ 3 XX
        P 2026-01-01 USD 7 WW

        2026-01-02 x
            a  1 USD
            b

        """

    func value(_ text: String) throws -> String? {
        let journal = ReportTestJournal.read(Self.journal)
        let usd = try #require(journal.commodities.id(of: "USD"))
        let parts = text.split(separator: " ")
        let commodity = try #require(journal.commodities.id(of: String(parts[1])))
        let converter = CurrencyConverter(journal: journal, target: usd)
        let amount = Amount(try #require(Quantity(parts[0])), commodity)
        return converter.convert(amount, on: Day(year: 2026, month: 1, day: 2)!).map { $0.quantity.normalized.description }
    }

    @Test func aRateBelowEighteenPlacesKeepsTheHolding() throws {
        // 1e20 × 1e-19 is 10 USD; rounded to 18 places the rate was 0.
        #expect(try value("100000000000000000000 XX") == "10")
    }

    @Test func aLongRateIsMultipliedAtFullPrecision() throws {
        // hledger 1.25: 123456789012345678901.234567 USD (rounded at 18 places: off by 98.77).
        #expect(try value("1000000000000000000000 YY") == "123456789012345678901.234567")
    }

    @Test func aChainMultipliesEveryPriceExactly() throws {
        #expect(try value("100000000000000000000 ZZ") == "30")
    }

    @Test func anInvertedPriceIsDividedOnceAtTheValueScale() throws {
        // USD's finest precision here is 27 places (the YY price): hledger shows 0.142857142857142857142857143.
        #expect(try value("1 WW") == "0.142857142857142857142857143")
    }

    @Test func productRoundsOnceHalfToEven() {
        let q = { (text: String) in Quantity(text)! }
        #expect(Quantity.product([q("1"), q("2")], dividedBy: [q("3")], scale: 2) == q("0.67"))
        #expect(Quantity.product([q("0.125")], dividedBy: [], scale: 2) == q("0.12"))
        #expect(Quantity.product([q("-1")], dividedBy: [q("8")], scale: 2) == q("-0.12"))
        #expect(Quantity.product([q("1")], dividedBy: [q("0")], scale: 2) == nil)
        // Wider than 256 bits on the way: (1e37)^3 ÷ (1e37)^2.
        let big = q("10000000000000000000000000000000000000")
        #expect(Quantity.product([big, big, big], dividedBy: [big, big], scale: 0) == big)
        #expect(Quantity.product([big, big], dividedBy: [], scale: 0) == nil)
        #expect(Quantity.product([q("1")], dividedBy: [q("3")], atMost: 37) == q("0.3333333333333333333333333333333333333"))
        #expect(Quantity.product([big, q("10")], dividedBy: [q("3")], atMost: 37) == q("33333333333333333333333333333333333333"))
    }
}
