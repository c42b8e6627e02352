import Testing
import TrackModel

/// Names of spans (hledger's), the periods of each interval, and ISO weeks.
@Suite struct PeriodLabelTests {
    static let labels: [(DateSpan, String, String)] = [
        (span(date(2026, 1, 1), date(2027, 1, 1)), "2026", "2026"),
        (span(date(2026, 10, 1), date(2027, 1, 1)), "2026Q4", "2026Q4"),
        (span(date(2026, 11, 1), date(2026, 12, 1)), "2026-11", "Nov"),
        (span(date(2026, 9, 28), date(2026, 10, 5)), "2026-09-28W40", "2026-09-28W40"),
        (span(date(2026, 11, 2), date(2026, 11, 3)), "2026-11-02", "2026-11-02"),
        (span(date(2026, 1, 1), date(2026, 12, 1)), "2026-01-01..2026-11-30", "2026-01-01..2026-11-30"),
        (span(date(2026, 11, 3), date(2026, 11, 10)), "2026-11-03..2026-11-09", "2026-11-03..2026-11-09"),
        (span(date(2026, 6, 1), nil), "2026-06-01..", "2026-06-01.."),
        (span(nil, date(2026, 6, 1)), "..2026-05-31", "..2026-05-31"),
        (.unbounded, "..", ".."),
    ]

    @Test(arguments: labels)
    func names(_ span: DateSpan, _ text: String, _ abbreviated: String) {
        #expect(PeriodLabel.text(span) == text)
        #expect(PeriodLabel.abbreviatingMonth(span) == abbreviated)
    }

    @Test func headingsAbbreviateMonthsWithinOneYear() {
        let months = Interval.monthly.periods(covering: span(date(2026, 11, 1), date(2027, 2, 1)))
        #expect(PeriodLabel.changeHeadings(Array(months.prefix(2))) == ["Nov", "Dec"])
        #expect(PeriodLabel.changeHeadings(months) == ["2026-11", "2026-12", "2027-01"])
        #expect(PeriodLabel.endHeadings(months) == ["2026-11-30", "2026-12-31", "2027-01-31"])
    }

    @Test func intervalsStartOnTheirBoundaries() {
        let day = date(2026, 11, 21)
        #expect(Interval.daily.periodStart(containing: day) == day)
        #expect(Interval.weekly.periodStart(containing: day) == date(2026, 11, 16))
        #expect(Interval.monthly.periodStart(containing: day) == date(2026, 11, 1))
        #expect(Interval.quarterly.periodStart(containing: day) == date(2026, 10, 1))
        #expect(Interval.yearly.periodStart(containing: day) == date(2026, 1, 1))
        #expect(Interval.monthly.next(after: date(2026, 12, 1)) == date(2027, 1, 1))
        #expect(Interval.weekly.periods(covering: span(date(2026, 10, 1), date(2026, 10, 6))) == [
            span(date(2026, 9, 28), date(2026, 10, 5)), span(date(2026, 10, 5), date(2026, 10, 12)),
        ])
        #expect(Interval.quarterly.periods(covering: span(date(2026, 2, 15), date(2026, 4, 2))).count == 2)
        #expect(Interval.monthly.periods(covering: .unbounded) == [])
    }

    @Test func isoWeeks() {
        #expect(date(2026, 1, 1).isoWeek == (2026, 1))
        #expect(date(2027, 1, 3).isoWeek == (2026, 53))
        #expect(date(2024, 12, 30).isoWeek == (2025, 1))
        #expect(Day.isoWeekStart(year: 2026, week: 45) == date(2026, 11, 2))
        #expect(Day.isoWeekStart(year: 2025, week: 53) == nil)
    }
}
