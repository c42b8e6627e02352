import Testing
import TrackModel
import TrackReports

/// Issue 12, item 11 (valuation): a value too large for 38 digits is kept
/// unconverted and recorded, with its commodity and day, for the report's
/// note; never shown unconverted without a word.
@Suite struct SilentOverflowValuationTests {
    static let journal = """
        P 2026-01-01 XX 100 USD

        2026-01-02 x
            a  10000000000000000000000000000000000000 XX
            b

        """

    @Test func aValueTooLargeIsRecordedWithItsDay() throws {
        let journal = ReportTestJournal.read(Self.journal)
        let usd = try #require(journal.commodities.id(of: "USD"))
        let xx = try #require(journal.commodities.id(of: "XX"))
        var rates = RateCache(CurrencyConverter(journal: journal, target: usd))
        let day = Day(year: 2026, month: 1, day: 2)!
        let amount = Amount(Quantity("10000000000000000000000000000000000000")!, xx)
        #expect(rates.convert(amount, on: day) == amount)
        #expect(rates.convert(Amount(Quantity(2), xx), on: day) == Amount(Quantity(200), usd))
        let summary = rates.summary(moment: .on(day))
        #expect(summary.tooLarge.map(\.commodity) == [xx])
        #expect(summary.tooLarge.map(\.day) == [day])
        #expect(summary.unpriced.isEmpty)
    }

    @Test func convertedAmountsWhoseSumOverflowsAreRecorded() throws {
        let journal = ReportTestJournal.read(Self.journal)
        let usd = try #require(journal.commodities.id(of: "USD"))
        let xx = try #require(journal.commodities.id(of: "XX"))
        var rates = RateCache(CurrencyConverter(journal: journal, target: usd))
        let day = Day(year: 2026, month: 1, day: 2)!
        // 9e35 XX is 9e37 USD, which fits; with 9e37 USD beside it, the sum does not.
        let mixed = MixedAmount([Amount(Quantity("900000000000000000000000000000000000")!, xx),
                                 Amount(Quantity("90000000000000000000000000000000000000")!, usd)])
        let converted = rates.convert(mixed, on: day)
        #expect(converted.amounts.count == 2)
        #expect(rates.summary(moment: .on(day)).tooLarge.map(\.commodity) == [xx])
    }
}
