import Testing
import TrackModel

/// `-p` and `date:` periods, with today 2026-11-21 (a Saturday). Ends are
/// exclusive, as hledger's: the expected spans end on the day after.
@Suite struct PeriodExpressionTests {
    let today = date(2026, 11, 21)

    static let forms: [(String, DateSpan)] = [
        ("2026", span(date(2026, 1, 1), date(2027, 1, 1))),
        ("2026-11", span(date(2026, 11, 1), date(2026, 12, 1))),
        ("2026/3", span(date(2026, 3, 1), date(2026, 4, 1))),
        ("2026.03", span(date(2026, 3, 1), date(2026, 4, 1))),
        ("2026-11-05", span(date(2026, 11, 5), date(2026, 11, 6))),
        ("2026/11/5", span(date(2026, 11, 5), date(2026, 11, 6))),
        ("20261105", span(date(2026, 11, 5), date(2026, 11, 6))),
        ("11/05", span(date(2026, 11, 5), date(2026, 11, 6))),
        ("2026q4", span(date(2026, 10, 1), date(2027, 1, 1))),
        ("2026Q1", span(date(2026, 1, 1), date(2026, 4, 1))),
        ("q2", span(date(2026, 4, 1), date(2026, 7, 1))),
        ("2026-W45", span(date(2026, 11, 2), date(2026, 11, 9))),
        ("2026w01", span(date(2025, 12, 29), date(2026, 1, 5))),
        ("2026-W53", span(date(2026, 12, 28), date(2027, 1, 4))),
        ("nov", span(date(2026, 11, 1), date(2026, 12, 1))),
        ("February", span(date(2026, 2, 1), date(2026, 3, 1))),
        ("today", span(date(2026, 11, 21), date(2026, 11, 22))),
        ("yesterday", span(date(2026, 11, 20), date(2026, 11, 21))),
        ("this month", span(date(2026, 11, 1), date(2026, 12, 1))),
        ("last month", span(date(2026, 10, 1), date(2026, 11, 1))),
        ("next month", span(date(2026, 12, 1), date(2027, 1, 1))),
        ("this week", span(date(2026, 11, 16), date(2026, 11, 23))),
        ("last week", span(date(2026, 11, 9), date(2026, 11, 16))),
        ("this quarter", span(date(2026, 10, 1), date(2027, 1, 1))),
        ("last quarter", span(date(2026, 7, 1), date(2026, 10, 1))),
        ("this year", span(date(2026, 1, 1), date(2027, 1, 1))),
        ("last year", span(date(2025, 1, 1), date(2026, 1, 1))),
        ("last 3 months", span(date(2026, 8, 1), date(2026, 11, 1))),
        ("last 2 weeks", span(date(2026, 11, 2), date(2026, 11, 16))),
        ("next 2 years", span(date(2027, 1, 1), date(2029, 1, 1))),
        ("from 2026-01 to 2026-07", span(date(2026, 1, 1), date(2026, 7, 1))),
        ("from 2026/1/5 to 2026/2", span(date(2026, 1, 5), date(2026, 2, 1))),
        ("2026-01 to 2026-07", span(date(2026, 1, 1), date(2026, 7, 1))),
        ("2026-01..2026-07", span(date(2026, 1, 1), date(2026, 7, 1))),
        ("2026-01 .. 2026-07", span(date(2026, 1, 1), date(2026, 7, 1))),
        ("2026-01-05..2026-01-06", span(date(2026, 1, 5), date(2026, 1, 6))),
        ("2026-03..", span(date(2026, 3, 1), nil)),
        ("..2026-03", span(nil, date(2026, 3, 1))),
        ("from 2026-01-15", span(date(2026, 1, 15), nil)),
        ("since 2026-03", span(date(2026, 3, 1), nil)),
        ("to 2026-03-15", span(nil, date(2026, 3, 15))),
        ("until 2026-06", span(nil, date(2026, 6, 1))),
        ("from last month to next month", span(date(2026, 10, 1), date(2026, 12, 1))),
        ("in 2026", span(date(2026, 1, 1), date(2027, 1, 1))),
        ("  2026  ", span(date(2026, 1, 1), date(2027, 1, 1))),
    ]

    @Test(arguments: forms)
    func spans(_ text: String, _ expected: DateSpan) throws {
        let period = try PeriodExpression.parse(text, today: today)
        #expect(period.span == expected)
        #expect(period.interval == nil)
    }

    static let intervals: [(String, Interval, DateSpan)] = [
        ("monthly in 2026", .monthly, span(date(2026, 1, 1), date(2027, 1, 1))),
        ("weekly from 2026-10", .weekly, span(date(2026, 10, 1), nil)),
        ("quarterly from 2026-01 to 2026-07", .quarterly, span(date(2026, 1, 1), date(2026, 7, 1))),
        ("yearly", .yearly, .unbounded),
        ("daily this month", .daily, span(date(2026, 11, 1), date(2026, 12, 1))),
        ("Annually in 2025", .yearly, span(date(2025, 1, 1), date(2026, 1, 1))),
    ]

    @Test(arguments: intervals)
    func periodsWithAnInterval(_ text: String, _ interval: Interval, _ expected: DateSpan) throws {
        let period = try PeriodExpression.parse(text, today: today)
        #expect(period.interval == interval)
        #expect(period.span == expected)
    }

    static let general = "try 2026, 2026-11, 2026q4, 2026-W45, 'this month', 'last 3 months', 'from 2026-01 to 2026-07' or 'monthly in 2026'"

    /// Each bad period with its exact message and hint.
    static let errors: [(String, String, String)] = [
        ("", "the period is empty", general),
        ("foo", "'foo' is neither a date nor a period name", general),
        ("2026 foo", "'2026 foo' is neither a date nor a period name", general),
        ("2026-13", "there is no month 13", "months run from 01 to 12, as in 2026-11"),
        ("2026-02-30", "2026-02 has no day 30", "write a day that exists, as in 2026-11-02"),
        ("1000000", "there is no year 1000000", "years run from 0 to 999999, as in 2026"),
        ("2026q5", "there is no quarter 5", "quarters run from q1 to q4, as in 2026q4"),
        ("2026-W54", "2026 has no week 54", "ISO weeks run from W01 to W52 (W53 in some years), as in 2026-W45"),
        ("2025-W53", "2025 has no week 53", "ISO weeks run from W01 to W52 (W53 in some years), as in 2026-W45"),
        ("last 3 parsecs", "'parsecs' is not a unit of time", "use days, weeks, months, quarters or years, as in 'last 3 months'"),
        ("last many months", "'many' is not a number of periods", "write a whole number from 1, as in 'last 3 months'"),
        ("last 0 months", "'0' is not a number of periods", "write a whole number from 1, as in 'last 3 months'"),
        ("from 2026-01 to", "nothing follows 'to'",
         "give a date or period after it, as in 'from 2026-01 to 2026-07' or 'monthly in 2026'"),
        ("from", "nothing follows 'from'",
         "give a date or period after it, as in 'from 2026-01 to 2026-07' or 'monthly in 2026'"),
        ("monthly in", "nothing follows 'in'",
         "give a date or period after it, as in 'from 2026-01 to 2026-07' or 'monthly in 2026'"),
        ("from 2026-07 to 2026-01", "it ends before it starts",
         "put the earlier date first, as in 'from 2026-01 to 2026-07' (the end is exclusive)"),
        ("2026-03..2026-03", "it ends before it starts",
         "put the earlier date first, as in 'from 2026-01 to 2026-07' (the end is exclusive)"),
        ("from 2026-01 to 2026-07 please", "'2026-07 please' is neither a date nor a period name", general),
    ]

    @Test(arguments: errors)
    func badPeriods(_ text: String, _ message: String, _ hint: String) {
        #expect(throws: PeriodError(text: text, message: message, hint: hint)) {
            try PeriodExpression.parse(text, today: today)
        }
    }

    @Test func datesForBeginAndEnd() throws {
        #expect(try PeriodExpression.parseDate("2026-11-02", today: today) == date(2026, 11, 2))
        #expect(try PeriodExpression.parseDate("2026-11", today: today) == date(2026, 11, 1))
        #expect(try PeriodExpression.parseDate("2026", today: today) == date(2026, 1, 1))
        #expect(try PeriodExpression.parseDate("last month", today: today) == date(2026, 10, 1))
        #expect(throws: PeriodError(text: "soon", message: "'soon' is neither a date nor a period name", hint: Self.general)) {
            try PeriodExpression.parseDate("soon", today: today)
        }
    }
}
