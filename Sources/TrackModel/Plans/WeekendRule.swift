/// What a checkpoint that falls on a Saturday or Sunday does: stays there,
/// moves to the Friday before, or to the Monday after (`plan-weekend:`).
/// The move is applied to each checkpoint's calendar date, never fed back
/// into the next one, so the schedule does not drift.
public enum WeekendRule: String, Sendable, Hashable, CaseIterable {
    case keep, before, after

    public func apply(to day: Day) -> Day {
        let weekday = day.weekday
        guard weekday >= 6 else { return day }
        switch self {
        case .keep: return day
        case .before: return day.adding(days: 5 - weekday)
        case .after: return day.adding(days: 8 - weekday)
        }
    }
}
