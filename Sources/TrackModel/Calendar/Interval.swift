/// How a report splits time into columns or rows.
public enum Interval: String, Sendable, Hashable, CaseIterable {
    case daily, weekly, monthly, quarterly, yearly

    /// The start of the period containing `day`: weeks start on Monday (ISO),
    /// quarters in January, April, July and October.
    public func periodStart(containing day: Day) -> Day {
        let (y, m, _) = day.civil
        switch self {
        case .daily: return day
        case .weekly: return day.adding(days: -(day.weekday - 1))
        case .monthly: return Day(year: y, month: m, day: 1)!
        case .quarterly: return Day(year: y, month: (m - 1) / 3 * 3 + 1, day: 1)!
        case .yearly: return Day(year: y, month: 1, day: 1)!
        }
    }

    /// The start of the period after the one starting at `start`; at most
    /// `Day.afterLast`, so the calendar's last week ends with it.
    public func next(after start: Day) -> Day {
        switch self {
        case .daily: return min(start.adding(days: 1), .afterLast)
        case .weekly: return min(start.adding(days: 7), .afterLast)
        case .monthly: return start.adding(months: 1)
        case .quarterly: return start.adding(months: 3)
        case .yearly: return start.adding(months: 12)
        }
    }

    /// The start of the period `n` periods after the one starting at `start`
    /// (before it when `n` is negative): `every 2 weeks` steps by `start(2, after:)`.
    public func start(_ n: Int, after start: Day) -> Day {
        switch self {
        case .daily: return min(start.adding(days: n), .afterLast)
        case .weekly: return min(start.adding(days: 7 * n), .afterLast)
        case .monthly: return start.adding(months: n)
        case .quarterly: return start.adding(months: 3 * n)
        case .yearly: return start.adding(months: 12 * n)
        }
    }

    /// The periods covering `span`, each a whole interval (the first starts
    /// at the interval boundary on or before the span's start, as hledger).
    public func periods(covering span: DateSpan) -> [DateSpan] {
        guard let first = span.start, let end = span.end, first < end else { return [] }
        var result: [DateSpan] = []
        var start = periodStart(containing: first)
        while start < end {
            let next = next(after: start)
            result.append(DateSpan(start: start, end: next))
            start = next
        }
        return result
    }

    /// A short label for the period starting at `start`: `2026-11`, `2026Q4`, `2026-W45`, `2026`.
    public func label(for start: Day) -> String {
        let (y, m, _) = start.civil
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        switch self {
        case .daily: return start.description
        case .weekly:
            let (isoYear, week) = start.isoWeek
            return "\(Day.yearText(isoYear))-W\(pad(week))"
        case .monthly: return "\(Day.yearText(y))-\(pad(m))"
        case .quarterly: return "\(Day.yearText(y))Q\((m - 1) / 3 + 1)"
        case .yearly: return Day.yearText(y)
        }
    }
}
