/// When a periodic transaction recurs, as the parser reads it from
/// `~ PERIOD`: `~ monthly`, `~ every 2 weeks from 2026-01`, `~ 2026-12-24`.
///
/// Its span may be open on either side, or both (`~ monthly` has no dates):
/// it stays relative here, and a report resolves it against its own span.
/// With no interval the rule happens once, at the span's start, as hledger's.
public struct Recurrence: Sendable, Hashable {
    /// The days the rule is in force; `unbounded` when it names none.
    public var span: DateSpan
    /// The unit it repeats by; nil when it happens once.
    public var interval: Interval?
    /// How many intervals from one occurrence to the next: 2 for
    /// `every 2 weeks` or `biweekly`, 1 otherwise.
    public var step: Int

    public init(span: DateSpan, interval: Interval?, step: Int = 1) {
        self.span = span
        self.interval = interval
        self.step = step
    }

}
