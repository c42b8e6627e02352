/// How hledger names a span of days in report titles and column headings:
/// the shortest name of the period it is exactly (`2026`, `2026Q4`,
/// `2026-11`, `2026-11-02W45`, `2026-11-02`), else its first and last day
/// (`2026-01-01..2026-11-30`), an open side left empty (`2026-06-01..`).
public enum PeriodLabel {
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public static func text(_ span: DateSpan) -> String {
        guard let start = span.start, let end = span.end else {
            return "\(span.start.map(String.init(describing:)) ?? "")..\(span.lastDay.map(String.init(describing:)) ?? "")"
        }
        let (y, m, d) = start.civil
        if d == 1 {
            if m == 1, end == start.adding(months: 12) { return Day.yearText(y) }
            if (m - 1) % 3 == 0, end == start.adding(months: 3) { return "\(Day.yearText(y))Q\((m - 1) / 3 + 1)" }
            if end == start.adding(months: 1) { return "\(Day.yearText(y))-\(pad(m))" }
        }
        // The last week of the calendar may end early, with it: still a week.
        if start.weekday == 1, end == min(start.adding(days: 7), .afterLast) {
            return "\(start)W\(pad(start.isoWeek.week))"
        }
        if end == start.adding(days: 1) { return start.description }
        return "\(start)..\(span.lastDay.map(String.init(describing:)) ?? "")"
    }

    /// As `text`, but a month is its abbreviated name (`Jan`): hledger's
    /// column headings when every column starts in the same year.
    public static func abbreviatingMonth(_ span: DateSpan) -> String {
        if let start = span.start, let end = span.end, start.day == 1, end == start.adding(months: 1) {
            return monthNames[start.month - 1]
        }
        return text(span)
    }

    /// hledger's headings for columns of changes: `abbreviatingMonth` when
    /// all columns start in one year, else `text`.
    public static func changeHeadings(_ columns: [DateSpan]) -> [String] {
        let years = Set(columns.compactMap { $0.start?.year })
        return columns.map { years.count > 1 ? text($0) : abbreviatingMonth($0) }
    }

    /// hledger's headings for columns of balances (cumulative or
    /// historical): each column's last day, or empty when it has no end.
    public static func endHeadings(_ columns: [DateSpan]) -> [String] {
        columns.map { $0.lastDay.map(String.init(describing:)) ?? "" }
    }

    private static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
