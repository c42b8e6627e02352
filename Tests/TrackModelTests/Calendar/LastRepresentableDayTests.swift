import Testing
import TrackModel

/// Issue 12, item 12: a period that ends past the calendar's last day
/// (999999-12-31) is clamped to its end (`Day.afterLast`, exclusive), never
/// dropped. Issue 20: the calendar runs from year 0 to 999999, as hledger
/// reads `99999-01-01` and `0000-01-01`.
@Suite struct LastRepresentableDayTests {
    let afterLast = Day.afterLast

    @Test func theDayAfterTheLastIsTheExclusiveEnd() {
        #expect(afterLast.adding(days: -1) == date(999_999, 12, 31))
        #expect(date(999_999, 12, 1).adding(months: 1) == afterLast)
        #expect(date(999_999, 1, 1).adding(months: 12) == afterLast)
        #expect(date(999_999, 12, 31).adding(months: 5) == afterLast)
        #expect(date(0, 3, 1).adding(months: -5) == Day.first)
        #expect(Day.first == date(0, 1, 1))
    }

    @Test func yearsPast9999AreOrdinaryYears() {
        #expect(date(9999, 12, 1).adding(months: 1) == date(10000, 1, 1))
        #expect(date(9999, 12, 31).adding(days: 1) == date(10000, 1, 1))
        #expect(date(99999, 1, 1).description == "99999-01-01")
        #expect(date(0, 2, 29).description == "0000-02-29")
        #expect(Day(year: 100_000, month: 2, day: 29) != nil)
        #expect(Day(year: 1_000_000, month: 1, day: 1) == nil)
    }

    @Test func everyIntervalEndsItsLastPeriodOnTheLastDay() {
        let year = span(date(999_999, 1, 1), afterLast)
        for interval in Interval.allCases {
            let periods = interval.periods(covering: year)
            #expect(periods.last?.end == afterLast, "\(interval)")
            #expect(periods.last.map { $0.contains(date(999_999, 12, 31)) } == true, "\(interval)")
        }
        #expect(Interval.monthly.periods(covering: year).count == 12)
        #expect(Interval.weekly.start(3, after: date(999_999, 12, 20)) == afterLast)
    }

    @Test func periodExpressionsOfTheLastYearReachItsEnd() throws {
        let today = date(2026, 11, 21)
        #expect(try PeriodExpression.parse("999999", today: today).span == span(date(999_999, 1, 1), afterLast))
        #expect(try PeriodExpression.parse("999999-12", today: today).span == span(date(999_999, 12, 1), afterLast))
        #expect(try PeriodExpression.parse("12345", today: today).span == span(date(12345, 1, 1), date(12346, 1, 1)))
        #expect(try PeriodExpression.parse("12345-06-07", today: today).span == span(date(12345, 6, 7), date(12345, 6, 8)))
        #expect(try PeriodExpression.parse("0999..12345", today: today).span == span(date(999, 1, 1), date(12345, 1, 1)))
    }

    @Test func labelsWriteTheYearInFourDigitsOrMore() {
        // 999999-12-27 is a Monday; its week is cut at 999999-12-31.
        #expect(date(999_999, 12, 27).weekday == 1)
        #expect(PeriodLabel.text(span(date(999_999, 12, 27), afterLast)) == "999999-12-27W52")
        #expect(PeriodLabel.text(span(date(999_999, 12, 1), afterLast)) == "999999-12")
        #expect(PeriodLabel.text(span(date(999_999, 1, 1), afterLast)) == "999999")
        #expect(span(date(999_999, 12, 27), afterLast).description == "999999-12-27..999999-12-31")
        #expect(PeriodLabel.text(span(date(1, 1, 1), date(2, 1, 1))) == "0001")
        #expect(PeriodLabel.text(span(date(999, 4, 1), date(999, 7, 1))) == "0999Q2")
        #expect(Interval.monthly.label(for: date(12, 3, 1)) == "0012-03")
        #expect(Interval.yearly.label(for: date(12345, 1, 1)) == "12345")
    }
}
