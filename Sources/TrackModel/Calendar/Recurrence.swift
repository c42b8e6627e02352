/// When a periodic transaction recurs, as the parser reads it from
/// `~ PERIOD`: `~ monthly`, `~ every 2 weeks from 2026-01-05`,
/// `~ every 15th day of month`, `~ every tue`, `~ every 11/05`, `~ 2026-12-24`.
///
/// Three parts, as hledger 1.25 reads a rule: the unit it repeats by and how
/// many units from one occurrence to the next (`every 2 weeks`), and the day
/// of each unit it falls on (`anchor`: the 15th of each month, Tuesday of
/// each week). Its span may be open on either side, or both (`~ monthly`
/// has no dates): it stays relative here, and `occurrences(in:)` resolves it
/// against a report's span. With no interval the rule happens once, at the
/// span's start, as hledger's.
public struct Recurrence: Sendable, Hashable {
    /// The days the rule is in force; `unbounded` when it names none.
    public var span: DateSpan
    /// The unit it repeats by; nil when it happens once.
    public var interval: Interval?
    /// How many intervals from one occurrence to the next: 2 for
    /// `every 2 weeks` or `biweekly`, 1 otherwise (and always 1 with an
    /// anchor other than `periodStart`, which hledger has no step for).
    public var step: Int
    /// The day or days of each interval it falls on.
    public var anchor: RecurrenceAnchor

    public init(span: DateSpan, interval: Interval?, step: Int = 1, anchor: RecurrenceAnchor = .periodStart) {
        self.span = span
        self.interval = interval
        self.step = step
        self.anchor = anchor
    }
}
