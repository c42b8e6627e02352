/// The day or days of each interval a `~` rule falls on: `~ monthly` on the
/// first day of each month, `~ every 15th day of month` on the 15th.
///
/// Where a day does not exist in a period, the rule falls where hledger 1.25
/// puts it, so that forecasts agree: the 31st of a short month is its last
/// day, the 29th of February in a common year is the 1st of March, and a 5th
/// Friday in a month with four runs into the next month (4 weeks after its
/// first Friday). Each period still holds exactly one occurrence.
public enum RecurrenceAnchor: Sendable, Hashable {
    /// The first day of each period: `monthly`, `every 2 weeks`, `every day`.
    case periodStart
    /// `every 15th day of month`, `every 31st day`: 1...31 of each month.
    case dayOfMonth(Int)
    /// `every 3rd friday of month`: the `nth` (1...5) `weekday` (1 = Monday
    /// … 7 = Sunday) of each month.
    case weekdayOfMonth(nth: Int, weekday: Int)
    /// `every tue`, `every 2nd day of week`, `every weekday`, `every mon,wed,fri`:
    /// these weekdays (1 = Monday … 7 = Sunday, ascending, no repeats) of each week.
    case weekdays([Int])
    /// `every 11/05`, `every 5th nov`, `every nov 5th`: one day of each year.
    case dayOfYear(month: Int, day: Int)

    /// The interval an anchor belongs to: a day of the month recurs monthly.
    /// nil for `periodStart`, which takes the rule's own interval.
    public var interval: Interval? {
        switch self {
        case .periodStart: return nil
        case .dayOfMonth, .weekdayOfMonth: return .monthly
        case .weekdays: return .weekly
        case .dayOfYear: return .yearly
        }
    }

    /// The days it falls on in the period starting at `start`, a boundary of
    /// `interval` (a Monday for weeks, the 1st for months, January 1st for years).
    func days(inPeriodStartingAt start: Day) -> [Day] {
        switch self {
        case .periodStart:
            return [start]
        case .dayOfMonth(let n):
            let (y, m, _) = start.civil
            return [Day(year: y, month: m, day: min(n, Day.daysIn(month: m, year: y))) ?? start]
        case .weekdayOfMonth(let nth, let weekday):
            return [start.adding(days: (weekday - start.weekday + 7) % 7 + (nth - 1) * 7)]
        case .weekdays(let weekdays):
            return weekdays.map { start.adding(days: $0 - 1) }
        case .dayOfYear(let month, let day):
            let year = start.year
            return [Day(year: year, month: month, day: day) ?? Day(year: year, month: month, day: 1)!.adding(days: day - 1)]
        }
    }
}
