/// ISO 8601 weeks, for weekly periods (`2026-W45`) and their labels.
extension Day {
    /// The ISO 8601 week-numbering year and week (1...53).
    public var isoWeek: (year: Int, week: Int) {
        // The week's Thursday decides its year.
        let thursday = adding(days: 4 - weekday)
        let year = thursday.year
        let jan1 = Day(year: year, month: 1, day: 1)!
        return (year, jan1.distance(to: thursday) / 7 + 1)
    }

    /// The Monday of ISO week `week` of `year`, if it exists.
    public static func isoWeekStart(year: Int, week: Int) -> Day? {
        guard let jan4 = Day(year: year, month: 1, day: 4), (1...53).contains(week) else { return nil }
        let monday = jan4.adding(days: -(jan4.weekday - 1)).adding(days: (week - 1) * 7)
        return monday.isoWeek.year == year ? monday : nil
    }
}
