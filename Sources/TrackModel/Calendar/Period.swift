/// A report period as `-p` or `date:` give it: a span and, optionally, an interval.
///
/// `2026`, `2026-11`, `2026/11/05`, `20261105`, `2026q4`, `q4`, `2026-W45`,
/// `nov` (this year's), `today`, `this month`, `last month`, `next year`,
/// `last 3 months` (the three whole months before this one),
/// `from 2026-01 to 2026-07`, `2026-01..2026-07`, `since 2026-03`,
/// `until 2026-06`, `in 2026`, `monthly in 2026`, `weekly from 2026-10`.
/// End dates are exclusive, as in hledger: `to 2026-07` stops before July
/// 1st, and a named period ends where it ends (`to 2026` stops before 2026).
public struct Period: Sendable, Hashable {
    public var span: DateSpan
    public var interval: Interval?

    public init(span: DateSpan, interval: Interval? = nil) {
        self.span = span
        self.interval = interval
    }
}
