import Testing
import TrackModel

/// The periods of `~` periodic transactions, with today 2026-11-21: every
/// form hledger 1.25 reads in a rule, one per line.
@Suite struct RecurrenceTests {
    let today = date(2026, 11, 21)

    static let forms: [(String, Recurrence)] = [
        ("monthly", Recurrence(span: .unbounded, interval: .monthly)),
        ("monthly from 2026-01", Recurrence(span: span(date(2026, 1, 1), nil), interval: .monthly)),
        ("Weekly from 2026-01-05", Recurrence(span: span(date(2026, 1, 5), nil), interval: .weekly)),
        ("yearly from 2021 to 2023", Recurrence(span: span(date(2021, 1, 1), date(2023, 1, 1)), interval: .yearly)),
        ("monthly this month", Recurrence(span: span(date(2026, 11, 1), date(2026, 12, 1)), interval: .monthly)),
        ("every day", Recurrence(span: .unbounded, interval: .daily)),
        ("every month from 2026-01", Recurrence(span: span(date(2026, 1, 1), nil), interval: .monthly)),
        ("every 2 weeks", Recurrence(span: .unbounded, interval: .weekly, step: 2)),
        ("every 3 months in 2026", Recurrence(span: span(date(2026, 1, 1), date(2027, 1, 1)), interval: .monthly, step: 3)),
        ("every 2 quarters", Recurrence(span: .unbounded, interval: .quarterly, step: 2)),
        ("every 2 days", Recurrence(span: .unbounded, interval: .daily, step: 2)),
        ("every 2 years", Recurrence(span: .unbounded, interval: .yearly, step: 2)),
        ("every week", Recurrence(span: .unbounded, interval: .weekly)),
        ("every quarter", Recurrence(span: .unbounded, interval: .quarterly)),
        ("every year", Recurrence(span: .unbounded, interval: .yearly)),
        ("daily", Recurrence(span: .unbounded, interval: .daily)),
        ("quarterly", Recurrence(span: .unbounded, interval: .quarterly)),
        ("every 15th day of month", Recurrence(span: .unbounded, interval: .monthly, anchor: .dayOfMonth(15))),
        ("every 15th day", Recurrence(span: .unbounded, interval: .monthly, anchor: .dayOfMonth(15))),
        ("every 31st day of month from 2026-02", Recurrence(span: span(date(2026, 2, 1), nil), interval: .monthly,
                                                            anchor: .dayOfMonth(31))),
        ("every 3rd Friday of month", Recurrence(span: .unbounded, interval: .monthly, anchor: .weekdayOfMonth(nth: 3, weekday: 5))),
        ("every 1st mon", Recurrence(span: .unbounded, interval: .monthly, anchor: .weekdayOfMonth(nth: 1, weekday: 1))),
        ("every tue", Recurrence(span: .unbounded, interval: .weekly, anchor: .weekdays([2]))),
        ("every sunday to 2027", Recurrence(span: span(nil, date(2027, 1, 1)), interval: .weekly, anchor: .weekdays([7]))),
        ("every 2nd day of week", Recurrence(span: .unbounded, interval: .weekly, anchor: .weekdays([2]))),
        ("every 0th day of week", Recurrence(span: .unbounded, interval: .weekly, anchor: .weekdays([7]))),
        ("every 8th day of week", Recurrence(span: .unbounded, interval: .weekly, anchor: .weekdays([1]))),
        ("every weekday", Recurrence(span: .unbounded, interval: .weekly, anchor: .weekdays([1, 2, 3, 4, 5]))),
        ("every weekendday", Recurrence(span: .unbounded, interval: .weekly, anchor: .weekdays([6, 7]))),
        ("every fri,mon,wed,mon", Recurrence(span: .unbounded, interval: .weekly, anchor: .weekdays([1, 3, 5]))),
        ("every 11/05", Recurrence(span: .unbounded, interval: .yearly, anchor: .dayOfYear(month: 11, day: 5))),
        ("every 11-5", Recurrence(span: .unbounded, interval: .yearly, anchor: .dayOfYear(month: 11, day: 5))),
        ("every 5th Nov", Recurrence(span: .unbounded, interval: .yearly, anchor: .dayOfYear(month: 11, day: 5))),
        ("every november 5th", Recurrence(span: .unbounded, interval: .yearly, anchor: .dayOfYear(month: 11, day: 5))),
        ("every 29th feb", Recurrence(span: .unbounded, interval: .yearly, anchor: .dayOfYear(month: 2, day: 29))),
        ("every tue in 2026-02", Recurrence(span: span(date(2026, 2, 1), date(2026, 3, 1)), interval: .weekly,
                                            anchor: .weekdays([2]))),
        ("every 15th day of month from 2026-01-20 to 2026-06", Recurrence(
            span: span(date(2026, 1, 20), date(2026, 6, 1)), interval: .monthly, anchor: .dayOfMonth(15))),
        ("monthly until 2026-03", Recurrence(span: span(nil, date(2026, 3, 1)), interval: .monthly)),
        ("monthly 2026-02..2026-04", Recurrence(span: span(date(2026, 2, 1), date(2026, 4, 1)), interval: .monthly)),
        ("every 2 weeks from 2026-01-05", Recurrence(span: span(date(2026, 1, 5), nil), interval: .weekly, step: 2)),
        ("every 3 months from 2026-02", Recurrence(span: span(date(2026, 2, 1), nil), interval: .monthly, step: 3)),
        ("every 3 days from 2026-01-07", Recurrence(span: span(date(2026, 1, 7), nil), interval: .daily, step: 3)),
        ("last month", Recurrence(span: span(date(2026, 10, 1), date(2026, 11, 1)), interval: nil)),
        ("biweekly", Recurrence(span: .unbounded, interval: .weekly, step: 2)),
        ("fortnightly until 2027", Recurrence(span: span(nil, date(2027, 1, 1)), interval: .weekly, step: 2)),
        ("bimonthly", Recurrence(span: .unbounded, interval: .monthly, step: 2)),
        ("9999-01-01", Recurrence(span: span(date(9999, 1, 1), date(9999, 1, 2)), interval: nil)),
    ]

    @Test(arguments: forms)
    func recurrences(_ text: String, _ expected: Recurrence) throws {
        #expect(try PeriodExpression.parseRecurrence(text, today: today) == expected)
    }

    static let everyMessage = "'every' takes a unit (month, 2 weeks), a day (15th day of month, 3rd friday, tue, 11/05) "
        + "or weekdays (weekday, mon,wed), not "
    static let everyHint = "write a period as hledger does, as in 'every month', 'every 2 weeks', 'every 15th day of month' or 'every tue'"
    static let missingHint = "give a date or period after it, as in 'from 2026-01 to 2026-07' or 'monthly in 2026'"
    static let pluralHint = "write the unit in the plural, as in 'every 2 weeks'"
    static let nthHint = "write it as in 'every 15th day of month', 'every 3rd friday' or 'every 5th nov'"

    /// Each bad period with its exact message and hint: what hledger 1.25
    /// rejects in a rule, or reads but cannot generate (`every 32nd day`).
    static let errors: [(String, String, String)] = [
        ("", "the period is empty", PeriodError.generalHint),
        ("every full moon", everyMessage + "'full'", everyHint),
        ("every", "nothing follows 'every'", missingHint),
        ("every 2", "nothing follows 'every 2'", missingHint),
        ("every 0 weeks", "'0' is not a number of periods", "write a whole number from 1, as in 'every 2 weeks'"),
        ("every 1 quarter", "'every 1' takes days, weeks, months, quarters or years, not 'quarter'", pluralHint),
        ("every 3 fri", "'every 3' takes days, weeks, months, quarters or years, not 'fri'", pluralHint),
        ("every days", everyMessage + "'days'", everyHint),
        ("every 2nd", "'2' needs 'day', a weekday or a month after it", nthHint),
        ("every 2nd moon", "'moon' is neither 'day', a weekday nor a month", nthHint),
        ("every 32nd day of month", "a month has no day 32",
         "write a day from 1st to 31st (the 31st falls on a shorter month's last day)"),
        ("every 0th day", "a month has no day 0", "write a day from 1st to 31st (the 31st falls on a shorter month's last day)"),
        ("every 6th fri", "a month has no 6th fri", "write 1st to 5th, as in 'every 3rd fri of month'"),
        ("every 3rd fri of week", "'of week' follows only 'day'", "write it as in 'every 2nd day of week'"),
        ("every 15th day of the month", "'of' takes 'month' or 'week'",
         "write it as in 'every 15th day of month' or 'every 2nd day of week'"),
        ("every nov", "'every nov' needs a day of the month after it", "write it as in 'every nov 5th' or 'every 5th nov'"),
        ("every november 5", "'every november' needs a day of the month after it",
         "write it as in 'every november 5th' or 'every 5th november'"),
        ("every 13/05", "there is no day 5 in month 13", "write a day that exists, as in 'every 11/05' or 'every 5th nov'"),
        ("every 31st nov", "there is no day 31 in month 11", "write a day that exists, as in 'every 11/05' or 'every 5th nov'"),
        ("every mon, wed", everyMessage + "'mon,'", everyHint),
        ("weekly in 2026", "2026-01-01 is not the first day of a week (a Monday), where this rule's periods start",
         "start it on one, or name the day it falls on, as in 'every thu from 2026-01-01'"),
        ("every weekdays", everyMessage + "'weekdays'", everyHint),
        ("annually", "hledger does not read 'annually' in a periodic transaction", "write 'yearly'"),
        ("monthly during 2026", "hledger does not read 'during' in a periodic transaction", "write 'in', as in 'monthly in 2026'"),
        ("monthly since 2026-02", "hledger does not read 'since' in a periodic transaction",
         "write 'from', as in 'monthly from 2026-01'"),
        ("monthly from 2026-01-15", "2026-01-15 is not the first day of a month, where this rule's periods start",
         "start it on one, or name the day it falls on, as in 'every 15th day of month from 2026-01-15'"),
        ("weekly from 2026-01-07", "2026-01-07 is not the first day of a week (a Monday), where this rule's periods start",
         "start it on one, or name the day it falls on, as in 'every wed from 2026-01-07'"),
        ("every 2 weeks from 2026-01-07", "2026-01-07 is not the first day of a week (a Monday), where this rule's periods start",
         "start it on one, or name the day it falls on, as in 'every wed from 2026-01-07'"),
        ("quarterly from 2026-02", "2026-02-01 is not the first day of a quarter, where this rule's periods start",
         "start it on one, or name the day it falls on, as in 'every 3 months from 2026-02'"),
        ("yearly from 2026-03", "2026-03-01 is not the first day of a year, where this rule's periods start",
         "start it on one, or name the day it falls on, as in 'every 03-01 from 2026-03-01'"),
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
