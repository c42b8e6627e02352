import Testing
import TrackModel
import TrackReports

@Suite struct ReportMathTests {
    typealias J = HouseholdReportJournal

    @Test(arguments: [
        ("1", "3", "0.333333"),
        ("3790.06", "1", "3790.06"),
        ("11370.18", "3", "3790.06"),
        ("2", "3", "0.666667"),
        ("-1", "8", "-0.125"),
    ])
    func quotientKeepsSixMorePlaces(_ a: String, _ b: String, _ expected: String) {
        #expect(ReportMath.quotient(J.quantity(a), J.quantity(b))?.description == expected)
    }

    /// The one-division path gives what `Quantity.divided(by:scale:)` gives,
    /// ties rounded to even, signs and all.
    @Test(arguments: [
        ("1", "3"), ("2", "3"), ("-2", "3"), ("2", "-3"), ("-2", "-3"), ("0.0000005", "1"), ("0.0000015", "1"),
        ("-0.0000025", "1"), ("4623.96", "11"), ("100", "0.07"), ("123456789012345678.9", "7"), ("0", "5"),
    ])
    func quickQuotientAgreesWithLongDivision(_ a: String, _ b: String) {
        let (x, y) = (J.quantity(a), J.quantity(b))
        let scale = max(x.scale, y.scale) + ReportMath.extraDigits
        let long = x.divided(by: y, scale: scale)?.normalized
        #expect(ReportMath.quotient(x, y) == long)
        #expect(ReportMath.quotient(x, y)?.scale == long?.scale)
    }

    @Test func percentages() {
        #expect(ReportMath.percent(J.quantity("250"), of: J.quantity("2050"))?.description == "12.195122")
        #expect(ReportMath.percent(J.quantity("1"), of: Quantity(0)) == nil)
    }

    @Test func percentagesOfMixedAmountsNeedOneCommodity() {
        let usd = CommodityID(rawValue: 1), eur = CommodityID(rawValue: 2)
        let whole = MixedAmount(Amount(J.quantity("200"), usd))
        #expect(ReportMath.percent(MixedAmount(Amount(J.quantity("50"), usd)), of: whole) == Quantity(25))
        #expect(ReportMath.percent(MixedAmount(), of: whole) == Quantity(0))
        #expect(ReportMath.percent(MixedAmount(Amount(J.quantity("50"), eur)), of: whole) == nil)
        let mixed = MixedAmount([Amount(J.quantity("50"), usd), Amount(J.quantity("5"), eur)])
        #expect(ReportMath.percent(MixedAmount(Amount(J.quantity("50"), usd)), of: mixed) == nil)
    }

    @Test func changesBetweenPeriods() {
        let usd = CommodityID(rawValue: 1), eur = CommodityID(rawValue: 2)
        let up = PeriodChange(from: MixedAmount(Amount(J.quantity("80"), usd)), to: MixedAmount(Amount(J.quantity("100"), usd)))
        #expect(up.amount == MixedAmount(Amount(J.quantity("20"), usd)))
        #expect(up.percent == Quantity(25))
        let same = PeriodChange(from: MixedAmount(Amount(J.quantity("80"), usd)), to: MixedAmount(Amount(J.quantity("80.00"), usd)))
        #expect(same.amount.amounts.isEmpty)
        #expect(same.percent == Quantity(0))
        let gone = PeriodChange(from: MixedAmount(Amount(J.quantity("80"), usd)), to: MixedAmount())
        #expect(gone.percent == Quantity(-100))
        let new = PeriodChange(from: MixedAmount(), to: MixedAmount(Amount(J.quantity("80"), usd)))
        #expect(new.percent == nil)
        let other = PeriodChange(from: MixedAmount(Amount(J.quantity("80"), usd)), to: MixedAmount(Amount(J.quantity("80"), eur)))
        #expect(other.percent == nil)
    }
}
