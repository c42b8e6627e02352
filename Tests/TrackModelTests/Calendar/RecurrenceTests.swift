import Testing
import TrackModel

/// The periods of `~` periodic transactions, with today 2026-11-21: the
/// forms `-p` takes, and hledger's rule intervals (`every 2 weeks`).
@Suite struct RecurrenceTests {
    let today = date(2026, 11, 21)

    static let forms: [(String, Recurrence)] = [
        ("monthly", Recurrence(span: .unbounded, interval: .monthly)),
        ("monthly from 2026-01", Recurrence(span: span(date(2026, 1, 1), nil), interval: .monthly)),
        ("Weekly in 2026", Recurrence(span: span(date(2026, 1, 1), date(2027, 1, 1)), interval: .weekly)),
        ("yearly from 2021 to 2023", Recurrence(span: span(date(2021, 1, 1), date(2023, 1, 1)), interval: .yearly)),
        ("monthly this month", Recurrence(span: span(date(2026, 11, 1), date(2026, 12, 1)), interval: .monthly)),
        ("every day", Recurrence(span: .unbounded, interval: .daily)),
        ("every month from 2026-01", Recurrence(span: span(date(2026, 1, 1), nil), interval: .monthly)),
        ("every 2 weeks", Recurrence(span: .unbounded, interval: .weekly, step: 2)),
        ("every 3 months in 2026", Recurrence(span: span(date(2026, 1, 1), date(2027, 1, 1)), interval: .monthly, step: 3)),
        ("every 1 quarter", Recurrence(span: .unbounded, interval: .quarterly)),
        ("biweekly", Recurrence(span: .unbounded, interval: .weekly, step: 2)),
        ("fortnightly until 2027", Recurrence(span: span(nil, date(2027, 1, 1)), interval: .weekly, step: 2)),
        ("bimonthly", Recurrence(span: .unbounded, interval: .monthly, step: 2)),
        ("9999-01-01", Recurrence(span: span(date(9999, 1, 1), date(9999, 1, 2)), interval: nil)),
    ]

    @Test(arguments: forms)
    func recurrences(_ text: String, _ expected: Recurrence) throws {
        #expect(try PeriodExpression.parseRecurrence(text, today: today) == expected)
    }

    static let everyHint = "write an interval, as in 'every month', 'every 2 weeks' or 'monthly from 2026-01'"

    /// Each bad period with its exact message and hint.
    static let errors: [(String, String, String)] = [
        ("", "the period is empty", PeriodError.generalHint),
        ("every full moon", "'every' takes days, weeks, months, quarters or years, not 'full'", everyHint),
        ("every 15th day of month", "'every' takes days, weeks, months, quarters or years, not '15th'", everyHint),
        ("every", "nothing follows 'every'",
         "give a date or period after it, as in 'from 2026-01 to 2026-07' or 'monthly in 2026'"),
        ("every 2", "nothing follows 'every 2'",
         "give a date or period after it, as in 'from 2026-01 to 2026-07' or 'monthly in 2026'"),
        ("every 0 weeks", "'0' is not a number of periods", "write a whole number from 1, as in 'every 2 weeks'"),
        ("monthly from 2026-13", "there is no month 13", "months run from 01 to 12, as in 2026-11"),
        ("full moon", "'full moon' is neither a date nor a period name", PeriodError.generalHint),
    ]

    @Test(arguments: errors)
    func badRecurrences(_ text: String, _ message: String, _ hint: String) {
        #expect(throws: PeriodError(text: text, message: message, hint: hint)) {
            try PeriodExpression.parseRecurrence(text, today: today)
        }
    }

    /// `-p` keeps its own grammar: a rule's `every` is not a report period.
    @Test func reportPeriodsDoNotTakeRuleIntervals() {
        #expect(throws: PeriodError.self) { try PeriodExpression.parse("every 2 weeks", today: today) }
        #expect(throws: PeriodError.self) { try PeriodExpression.parse("biweekly", today: today) }
    }
}
