import Testing
import TrackModel
@testable import TrackReports

/// The column a day falls in: by table for adjacent columns, by search
/// otherwise, nil outside every column.
@Suite struct PeriodLocatorTests {
    static let months = Interval.monthly.periods(covering: span(date(2026, 1, 1), date(2026, 4, 1)))

    @Test func adjacentColumnsByTable() {
        var locator = PeriodLocator(Self.months)
        #expect(locator.column(of: date(2025, 12, 31)) == nil)
        #expect(locator.column(of: date(2026, 1, 1)) == 0)
        #expect(locator.column(of: date(2026, 1, 31)) == 0)
        #expect(locator.column(of: date(2026, 2, 1)) == 1)
        #expect(locator.column(of: date(2026, 3, 31)) == 2)
        #expect(locator.column(of: date(2026, 4, 1)) == nil, "the last column's end is exclusive")
    }

    @Test func columnsWithGapsOrOpenSidesBySearch() {
        var gaps = PeriodLocator([span(date(2026, 1, 1), date(2026, 2, 1)), span(date(2026, 3, 1), date(2026, 4, 1))])
        #expect(gaps.column(of: date(2026, 1, 15)) == 0)
        #expect(gaps.column(of: date(2026, 2, 15)) == nil)
        #expect(gaps.column(of: date(2026, 3, 1)) == 1)
        #expect(gaps.column(of: date(2026, 3, 2)) == 1, "the column found last")
        #expect(gaps.column(of: date(2026, 1, 2)) == 0)
        var open = PeriodLocator([span(nil, date(2026, 1, 1)), span(date(2026, 1, 1), nil)])
        #expect(open.column(of: date(1999, 5, 5)) == 0)
        #expect(open.column(of: date(2999, 5, 5)) == 1)
        var unbounded = PeriodLocator([.unbounded])
        #expect(unbounded.column(of: date(2026, 6, 1)) == 0)
        var none = PeriodLocator([])
        #expect(none.column(of: date(2026, 6, 1)) == nil)
    }

    /// Past `maximumDays` the locator searches instead of building a table, with the same answers.
    @Test func longSpansSearch() {
        let years = Interval.yearly.periods(covering: span(date(1, 1, 1), date(9999, 1, 1)))
        var locator = PeriodLocator(years)
        #expect(locator.column(of: date(2026, 11, 21)) == 2025)
        #expect(locator.column(of: date(1, 1, 1)) == 0)
    }
}
