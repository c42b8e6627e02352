/// A range of days, start inclusive and end exclusive, either side open:
/// `2026-11` is 2026-11-01 up to (not including) 2026-12-01.
public struct DateSpan: Sendable, Hashable {
    public var start: Day?
    public var end: Day?

    public init(start: Day? = nil, end: Day? = nil) {
        self.start = start
        self.end = end
    }

    public static let unbounded = DateSpan()

    public var isUnbounded: Bool { start == nil && end == nil }

    public func contains(_ day: Day) -> Bool {
        if let start, day < start { return false }
        if let end, day >= end { return false }
        return true
    }

    /// The overlap of two spans (empty spans have start ≥ end).
    public func intersection(_ other: DateSpan) -> DateSpan {
        let s: Day? = switch (start, other.start) {
        case let (a?, b?): max(a, b)
        case let (a, b): a ?? b
        }
        let e: Day? = switch (end, other.end) {
        case let (a?, b?): min(a, b)
        case let (a, b): a ?? b
        }
        return DateSpan(start: s, end: e)
    }

    /// The last day inside the span, when it has an end.
    public var lastDay: Day? { end.map { $0.adding(days: -1) } }
}

extension DateSpan: CustomStringConvertible {
    /// `2026-01-01..2026-11-30`, with an open side left empty.
    public var description: String {
        "\(start.map(String.init(describing:)) ?? "")..\(lastDay.map(String.init(describing:)) ?? "")"
    }
}
