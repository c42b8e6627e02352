import TrackModel

/// The days a report covers, as hledger works them out: each side of the
/// requested span (from `-p`, `-b`, `-e` and `date:` terms) when given, else
/// the journal's own first or last day; with an interval, widened to whole
/// periods, so `-M -p 2026-02-15..2026-04-10` has the columns February,
/// March and April, each whole.
public enum ReportSpan {
    /// From the first to the day after the last date a posting counts on
    /// (a posting's own `date:` included, as hledger); nil for a journal
    /// with no transactions.
    public static func dates(of journal: Journal) -> DateSpan? {
        journal.postingDates()
    }

    /// The report's span: the requested sides, the journal's where none is
    /// requested, widened to whole periods of `interval`.
    public static func resolve(_ requested: DateSpan, interval: Interval?, journal: Journal) -> DateSpan {
        resolve(requested, interval: interval, journalDates: dates(of: journal))
    }

    public static func resolve(_ requested: DateSpan, interval: Interval?, journalDates: DateSpan?) -> DateSpan {
        var span = DateSpan(start: requested.start ?? journalDates?.start, end: requested.end ?? journalDates?.end)
        if let interval, let start = span.start, let end = span.end, start < end {
            span.start = interval.periodStart(containing: start)
            let lastStart = interval.periodStart(containing: end.adding(days: -1))
            span.end = interval.next(after: lastStart)
        }
        return span
    }

    /// The report's columns: one per period of `interval` across the
    /// resolved span, or the resolved span alone. A span with an open side
    /// (a journal with no transactions) is one column; an empty span (start
    /// on or after end) has none.
    public static func columns(_ requested: DateSpan, interval: Interval?, journal: Journal) -> [DateSpan] {
        columns(resolve(requested, interval: interval, journal: journal), interval: interval)
    }

    /// The columns of an already resolved span.
    public static func columns(_ span: DateSpan, interval: Interval?) -> [DateSpan] {
        guard let start = span.start, let end = span.end else { return [span] }
        guard start < end else { return [] }
        guard let interval else { return [span] }
        return interval.periods(covering: span)
    }

    /// The last day anything in the journal is dated, prices included: the
    /// day hledger values amounts at for a report with no end (`-X` with no
    /// period), so a price dated after the last transaction is used.
    public static func lastDay(of journal: Journal) -> Day? {
        lastDay(of: journal, dates: dates(of: journal))
    }

    /// `lastDay(of:)` when the journal's `dates(of:)` are already known (one walk over the postings, not two).
    public static func lastDay(of journal: Journal, dates: DateSpan?) -> Day? {
        var last = dates?.lastDay
        for price in journal.prices where last.map({ price.date > $0 }) ?? true {
            last = price.date
        }
        return last
    }
}
