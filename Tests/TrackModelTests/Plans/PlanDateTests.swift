import Testing
import TrackModel

/// Checkpoint k falls on start + (k − 1) intervals, computed from the start:
/// month ends clamp without drifting, leap days and 53-week ISO years
/// cross cleanly. Expected days were computed independently with Python's
/// `datetime` (month arithmetic clamped to the month's end).
struct PlanDateTests {
    static let cases: [(start: String, every: String, checkpoint: Int, expected: String)] = [
        ("2026-01-31", "month", 2, "2026-02-28"),
        ("2026-01-31", "month", 3, "2026-03-31"),
        ("2026-01-31", "month", 4, "2026-04-30"),
        ("2028-01-31", "month", 2, "2028-02-29"),
        ("2028-02-29", "month", 2, "2028-03-29"),
        ("2028-02-29", "year", 2, "2029-02-28"),
        ("2028-02-29", "year", 5, "2032-02-29"),
        ("2028-02-29", "quarter", 2, "2028-05-29"),
        ("2028-02-29", "week", 2, "2028-03-07"),
        ("2028-02-29", "day", 2, "2028-03-01"),
        ("2026-11-30", "quarter", 2, "2027-02-28"),
        ("2026-11-30", "quarter", 3, "2027-05-30"),
        ("2026-08-31", "quarter", 3, "2027-02-28"),
        ("2026-12-31", "month", 2, "2027-01-31"),
        ("2026-12-31", "week", 2, "2027-01-07"),
        ("2026-12-28", "week", 52, "2027-12-20"),
        ("2020-12-28", "week", 53, "2021-12-27"),
        ("2026-01-01", "week", 53, "2026-12-31"),
        ("2026-01-05", "2 weeks", 27, "2027-01-04"),
        ("2026-03-31", "month", 12, "2027-02-28"),
        ("2024-03-31", "month", 12, "2025-02-28"),
        ("2027-03-31", "month", 12, "2028-02-29"),
        ("2026-05-31", "month", 2, "2026-06-30"),
        ("2026-05-31", "month", 3, "2026-07-31"),
        ("2026-10-31", "2 months", 2, "2026-12-31"),
        ("2026-10-31", "2 months", 3, "2027-02-28"),
        ("2026-12-31", "day", 2, "2027-01-01"),
        ("2099-12-31", "year", 2, "2100-12-31"),
        ("2096-02-29", "year", 5, "2100-02-28"),
        ("2000-02-29", "year", 2, "2001-02-28"),
        ("2026-01-29", "month", 3, "2026-03-29"),
        ("2026-01-30", "month", 2, "2026-02-28"),
        ("2028-02-29", "month", 13, "2029-02-28"),
        ("2028-02-29", "month", 49, "2032-02-29"),
        ("2026-12-31", "quarter", 2, "2027-03-31"),
        ("2026-12-31", "quarter", 3, "2027-06-30"),
        ("2026-12-28", "week", 1, "2026-12-28"),
        ("2032-12-27", "week", 2, "2033-01-03"),
    ]

    @Test(arguments: cases)
    func checkpointDay(_ row: (start: String, every: String, checkpoint: Int, expected: String)) throws {
        let start = try #require(planDay(row.start))
        let every = try #require(PlanInterval(row.every))
        let plan = Plan(name: "t", method: .byDate, start: start, length: .count(row.checkpoint), every: every,
                        target: Amount(Quantity(1000), .none))
        let days = try plan.nominalDates()
        #expect(days.count == row.checkpoint)
        #expect(days.last?.description == row.expected)
        #expect(days.first == start)
    }

    @Test func monthlyFromJanuary31NeverDrifts() throws {
        let plan = Plan(name: "t", method: .byDate, start: date(2026, 1, 31), length: .count(5),
                        every: try #require(PlanInterval("month")), target: Amount(Quantity(5), .none))
        #expect(try plan.nominalDates().map(\.description) == ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"])
    }

    @Test func isoWeekOfCheckpointsIn53WeekYears() throws {
        // 2026 and 2032 have 53 ISO weeks: a weekly plan passes through W53 and into W01.
        let plan = Plan(name: "t", method: .byDate, start: date(2026, 12, 21), length: .count(3),
                        every: try #require(PlanInterval("week")), target: Amount(Quantity(3), .none))
        #expect(try plan.nominalDates().map { "\($0.isoWeek.year)-W\($0.isoWeek.week)" } == ["2026-W52", "2026-W53", "2027-W1"])
    }

    @Test func untilStopsOnOrBeforeTheDay() throws {
        let plan = Plan(name: "t", method: .byDate, start: date(2028, 2, 29), length: .until(date(2029, 2, 28)),
                        every: try #require(PlanInterval("quarter")), target: Amount(Quantity(100), .none))
        #expect(try plan.nominalDates().map(\.description) == ["2028-02-29", "2028-05-29", "2028-08-29", "2028-11-29", "2029-02-28"])
    }

    @Test(arguments: [
        (WeekendRule.keep, "2026-11-28", "2026-11-28"), (.before, "2026-11-28", "2026-11-27"), (.after, "2026-11-28", "2026-11-30"),
        (.before, "2026-11-29", "2026-11-27"), (.after, "2026-11-29", "2026-11-30"), (.after, "2026-11-27", "2026-11-27"),
        (.before, "2026-11-30", "2026-11-30"),
    ])
    func weekendRule(_ rule: WeekendRule, _ day: String, _ expected: String) throws {
        #expect(rule.apply(to: try #require(planDay(day))).description == expected)
    }

    @Test func weekendRuleIsNotFedBackIntoTheNextCheckpoint() throws {
        // Saturdays every week, moved to Friday: each stays a Friday, none drifts a day earlier each week.
        let plan = Plan(name: "t", method: .byDate, start: date(2026, 11, 28), length: .count(3),
                        every: try #require(PlanInterval("week")), weekend: .before, target: Amount(Quantity(3), .none))
        let checkpoints = try plan.schedule(flows: [])
        #expect(checkpoints.map(\.date.description) == ["2026-11-27", "2026-12-04", "2026-12-11"])
        #expect(checkpoints.map(\.nominal.description) == ["2026-11-28", "2026-12-05", "2026-12-12"])
    }

    @Test(arguments: ["day", "week", "2 weeks", "fortnight", "month", "quarter", "year", "weekly", "3 months"])
    func intervalsRead(_ text: String) {
        #expect(PlanInterval(text) != nil)
    }

    @Test(arguments: ["0 weeks", "-1 week", "weeks", "hour", "", "2", "two weeks", "1 2 weeks"])
    func badIntervalsAreRefused(_ text: String) {
        #expect(PlanInterval(text) == nil)
    }
}

/// A `YYYY-MM-DD` day for these tests.
func planDay(_ text: String) -> Day? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    return Day(year: parts[0], month: parts[1], day: parts[2])
}
