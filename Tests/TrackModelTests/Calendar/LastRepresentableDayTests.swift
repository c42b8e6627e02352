import Testing
import TrackModel

/// Issue 12, item 12: a period that ends past 9999-12-31 is clamped to the
/// calendar's end (`Day.afterLast`, exclusive), never dropped.
@Suite struct LastRepresentableDayTests {
    let afterLast = Day.afterLast

    @Test func theDayAfterTheLastIsTheExclusiveEnd() {
        #expect(afterLast.adding(days: -1) == date(9999, 12, 31))
        #expect(date(9999, 12, 1).adding(months: 1) == afterLast)
        #expect(date(9999, 1, 1).adding(months: 12) == afterLast)
        #expect(date(9999, 12, 31).adding(months: 5) == afterLast)
        #expect(date(1, 3, 1).adding(months: -5) == Day.first)
    }

    @Test func everyIntervalEndsItsLastPeriodOnTheLastDay() {
        let year = span(date(9999, 1, 1), afterLast)
        for interval in Interval.allCases {
            let periods = interval.periods(covering: year)
            #expect(periods.last?.end == afterLast, "\(interval)")
            #expect(periods.last.map { $0.contains(date(9999, 12, 31)) } == true, "\(interval)")
        }
        #expect(Interval.monthly.periods(covering: year).count == 12)
        #expect(Interval.weekly.start(3, after: date(9999, 12, 20)) == afterLast)
    }

    @Test func periodExpressionsOfTheLastYearReachItsEnd() throws {
        let today = date(2026, 11, 21)
        #expect(try PeriodExpression.parse("9999", today: today).span == span(date(9999, 1, 1), afterLast))
        #expect(try PeriodExpression.parse("9999-12", today: today).span == span(date(9999, 12, 1), afterLast))
        #expect(try PeriodExpression.parse("9999q4", today: today).span == span(date(9999, 10, 1), afterLast))
    }

    @Test func theLastWeekKeepsItsWeekLabel() {
        // 9999-12-27 is a Monday; its week is cut at 9999-12-31.
        #expect(PeriodLabel.text(span(date(9999, 12, 27), afterLast)) == "9999-12-27W52")
        #expect(PeriodLabel.text(span(date(9999, 12, 1), afterLast)) == "9999-12")
        #expect(PeriodLabel.text(span(date(9999, 1, 1), afterLast)) == "9999")
        #expect(span(date(9999, 12, 27), afterLast).description == "9999-12-27..9999-12-31")
    }
}
