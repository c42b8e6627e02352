import TrackModel

/// One all-day event of an iCalendar file, with a reminder: what
/// `ICalendarEncoder` writes as a `VEVENT` with a `VALARM`.
public struct ICalendarEvent: Sendable, Equatable {
    /// Stable across runs, so a calendar that imports the file again updates the event instead of adding a copy.
    public var uid: String
    /// When the event was made: a day from the data (the plan's start), never the clock, so the file is deterministic.
    public var stamp: Day
    public var day: Day
    public var summary: String
    public var description: String
    /// Minutes after the start of the day the reminder shows (540: 9 am).
    public var alarmMinutes: Int

    public init(uid: String, stamp: Day, day: Day, summary: String, description: String, alarmMinutes: Int = 540) {
        self.uid = uid
        self.stamp = stamp
        self.day = day
        self.summary = summary
        self.description = description
        self.alarmMinutes = alarmMinutes
    }
}
