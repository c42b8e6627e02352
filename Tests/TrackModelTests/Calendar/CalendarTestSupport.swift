import TrackModel

/// A day for expectations: `date(2026, 11, 2)`.
func date(_ year: Int, _ month: Int, _ day: Int) -> Day { Day(year: year, month: month, day: day)! }

/// A span from its first day up to (not including) `end`.
func span(_ start: Day?, _ end: Day?) -> DateSpan { DateSpan(start: start, end: end) }
