import Testing
import TrackModel
import TrackReports

/// Issue 12, item 18: a figure that does not fit is reported as an overflow,
/// never shown as zero or left blank.
@Suite struct OverflowShownAsZeroTests {
    func report(taxRate: String) -> RequiredIncomeReport {
        let tests = RequiredIncomeReportTests()
        var options = RequiredIncomeReport.Options()
        options.taxRate = Quantity(taxRate)
        return tests.report(options).0
    }

    @Test func aLargeQuotientKeepsFewerDecimalsInsteadOfFailing() {
        // 1.2e6 ÷ 1e-16 is 1.2e22: no room for 22 decimals, but it fits.
        #expect(ReportMath.quotient(Quantity(1_200_000), Quantity("0.0000000000000001")!) == Quantity("12000000000000000000000"))
        #expect(ReportMath.quotient(Quantity(1), Quantity(0)) == nil)
    }

    @Test func aTaxRateCloseToAHundredGivesTheExactBeforeTaxIncome() {
        let report = report(taxRate: "99.9999999999999999")
        #expect(!report.overflowed)
        // Needed a year is 24,960.00 USD; before tax, 24,960 ÷ 1e-18.
        #expect(report.row(.year)?.neededBeforeTax == Quantity("24960000000000000000000"))
    }

    @Test func aBeforeTaxIncomeTooLargeToHoldIsAnOverflow() {
        let report = report(taxRate: "99.9999999999999999999999999999999999")
        #expect(report.overflowed)
    }

    @Test func anOrdinaryReportDoesNotOverflow() {
        #expect(!report(taxRate: "25").overflowed)
    }
}
