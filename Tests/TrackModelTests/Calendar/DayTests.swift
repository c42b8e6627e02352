import Testing
import TrackModel

@Suite struct DayTests {
    @Test(arguments: [
        (1970, 1, 1, Int32(0)),
        (1970, 1, 2, 1),
        (1969, 12, 31, -1),
        (2000, 1, 1, 10957),
        (2000, 3, 1, 11017),
        (1900, 1, 1, -25567),
        (2026, 11, 21, 20778),
        (1, 1, 1, -719_162),
        (9999, 12, 31, 2_932_896),
        (0, 1, 1, -719_528),
        (10000, 1, 1, 2_932_897),
    ])
    func knownDays(year: Int, month: Int, day: Int, days: Int32) throws {
        let d = try #require(Day(year: year, month: month, day: day))
        #expect(d.daysSinceEpoch == days)
        #expect(Day(daysSinceEpoch: days) == d)
        #expect(d.year == year && d.month == month && d.day == day)
    }

    /// Every day from 1900-01-01 to 2100-12-31, counted independently of the
    /// civil algorithms: each is one day after the one before.
    @Test func everyDayFrom1900To2100RoundTrips() {
        var expected: Int32 = -25567
        var failures = 0
        for year in 1900...2100 {
            for month in 1...12 {
                let length = [31, Day.isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
                for dayOfMonth in 1...length {
                    let d = Day(year: year, month: month, day: dayOfMonth)
                    let back = Day(daysSinceEpoch: expected).civil
                    if d?.daysSinceEpoch != expected || back != (year, month, dayOfMonth) { failures += 1 }
                    expected += 1
                }
            }
        }
        #expect(failures == 0)
        #expect(expected == Day(year: 2101, month: 1, day: 1)?.daysSinceEpoch)
    }

    @Test func yearBoundariesRoundTripOverTheWholeRange() {
        var failures = 0
        var previousEnd: Int32?
        for year in Day.years {
            for (month, dayOfMonth) in [(1, 1), (2, 28), (3, 1), (12, 31)] {
                guard let d = Day(year: year, month: month, day: dayOfMonth) else {
                    failures += 1
                    continue
                }
                if d.civil != (year, month, dayOfMonth) { failures += 1 }
            }
            guard let start = Day(year: year, month: 1, day: 1), let end = Day(year: year, month: 12, day: 31) else {
                continue
            }
            if start.distance(to: end) != (Day.isLeap(year) ? 365 : 364) { failures += 1 }
            if let previousEnd, start.daysSinceEpoch != previousEnd + 1 { failures += 1 }
            previousEnd = end.daysSinceEpoch
        }
        #expect(failures == 0)
    }

    @Test(arguments: [
        (2026, 2, 29), (2024, 2, 30), (2100, 2, 29), (1900, 2, 29), (2026, 13, 1), (2026, 0, 1), (2026, 1, 0),
        (2026, 1, 32), (2026, 4, 31), (2026, 6, 31), (2026, 9, 31), (2026, 11, 31), (1_000_000, 1, 1),
        (-1, 1, 1), (2026, -1, 1), (2026, 1, -1), (Int.max, 1, 1), (2026, Int.min, 1),
    ])
    func rejectsInvalidDates(year: Int, month: Int, day: Int) {
        #expect(Day(year: year, month: month, day: day) == nil)
    }

    @Test(arguments: [(2024, 2, 29), (2000, 2, 29), (2026, 12, 31), (2026, 4, 30), (1, 1, 1), (9999, 12, 31),
                            (0, 1, 1), (0, 2, 29), (10000, 1, 1), (99999, 12, 31), (999_999, 12, 31)])
    func acceptsValidEdgeDates(year: Int, month: Int, day: Int) {
        #expect(Day(year: year, month: month, day: day) != nil)
    }

    @Test(arguments: [
        (2024, true), (2000, true), (1600, true), (2400, true), (4, true),
        (2026, false), (1900, false), (2100, false), (1800, false), (1, false), (2023, false),
    ])
    func leapYears(year: Int, leap: Bool) {
        #expect(Day.isLeap(year) == leap)
        #expect(Day.daysIn(month: 2, year: year) == (leap ? 29 : 28))
    }

    @Test func daysInMonth() {
        #expect((1...12).map { Day.daysIn(month: $0, year: 2026) } == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        #expect((1...12).map { Day.daysIn(month: $0, year: 2024) }.reduce(0, +) == 366)
    }

    @Test(arguments: [
        (2026, 11, 21, 6),  // Saturday
        (2026, 11, 22, 7),  // Sunday
        (2026, 11, 23, 1),  // Monday
        (1970, 1, 1, 4),  // Thursday
        (1969, 12, 31, 3),  // Wednesday
        (2000, 1, 1, 6),  // Saturday
        (1900, 1, 1, 1),  // Monday
        (1, 1, 1, 1),  // Monday (proleptic Gregorian)
        (2024, 2, 29, 4),  // Thursday
    ])
    func weekday(year: Int, month: Int, day: Int, expected: Int) throws {
        #expect(try #require(Day(year: year, month: month, day: day)).weekday == expected)
    }

    @Test func weekdaysCycle() throws {
        let start = try #require(Day(year: 1969, month: 12, day: 1))
        for offset in 0..<70 {
            #expect(start.adding(days: offset).weekday == offset % 7 + 1)
        }
    }

    @Test(arguments: [
        ("2026-01-31", 1, "2026-02-28"),
        ("2024-01-31", 1, "2024-02-29"),
        ("2026-01-31", 2, "2026-03-31"),
        ("2026-01-31", 3, "2026-04-30"),
        ("2026-03-31", -1, "2026-02-28"),
        ("2026-01-15", -1, "2025-12-15"),
        ("2026-01-15", -13, "2024-12-15"),
        ("2026-11-30", 3, "2027-02-28"),
        ("2026-12-15", 1, "2027-01-15"),
        ("2024-02-29", 12, "2025-02-28"),
        ("2024-02-29", 48, "2028-02-29"),
        ("2026-05-31", 0, "2026-05-31"),
        ("2026-05-31", 120, "2036-05-31"),
        ("2026-08-31", -6, "2026-02-28"),
    ])
    func addingMonthsClampsToTheMonthEnd(start: String, months: Int, expected: String) throws {
        let d = try #require(Self.parse(start))
        #expect(d.adding(months: months).description == expected)
    }

    /// Past 999999-12 a month step ends at the calendar's end (`afterLast`,
    /// exclusive), before year 0 at its first day: a period ending past the
    /// calendar is clamped, never empty (issue 12, item 12).
    @Test func addingMonthsOutsideTheCalendarClampsToIt() throws {
        let first = try #require(Day(year: 0, month: 1, day: 1))
        #expect(first.adding(months: -1) == first)
        let last = try #require(Day(year: 999_999, month: 12, day: 31))
        #expect(last.adding(months: 1) == Day.afterLast)
        let d = try #require(Day(year: 2026, month: 11, day: 21))
        #expect(d.adding(months: .max) == Day.afterLast)
        #expect(d.adding(months: .min) == first)
        #expect(d.adding(months: -2027 * 12) == first)
        #expect(d.adding(months: -2026 * 12).description == "0000-11-21")
        #expect(d.adding(months: (9999 - 2026) * 12 + 2).description == "10000-01-21")
        #expect(d.adding(months: (999_999 - 2026) * 12 + 1).description == "999999-12-21")
        #expect(d.adding(months: (999_999 - 2026) * 12 + 2) == Day.afterLast)
    }

    @Test func addingDaysAndDistance() throws {
        let d = try #require(Day(year: 2026, month: 2, day: 27))
        #expect(d.adding(days: 2).description == "2026-03-01")
        #expect(d.adding(days: -58).description == "2025-12-31")
        #expect(d.adding(days: 0) == d)
        #expect(d.distance(to: d.adding(days: 365)) == 365)
        #expect(d.adding(days: 365).distance(to: d) == -365)
        let a = try #require(Day(year: 2024, month: 1, day: 1)), b = try #require(Day(year: 2025, month: 1, day: 1))
        #expect(a.distance(to: b) == 366)
        #expect(a.distance(to: a) == 0)
    }

    @Test func ordering() throws {
        let a = try #require(Day(year: 2025, month: 12, day: 31)), b = try #require(Day(year: 2026, month: 1, day: 1))
        #expect(a < b)
        #expect(!(b < a))
        #expect([b, a].sorted() == [a, b])
        #expect(Set([a, b, Day(daysSinceEpoch: a.daysSinceEpoch)]).count == 2)
    }

    @Test(arguments: [
        (2026, 11, 2, "2026-11-02"), (1, 1, 1, "0001-01-01"), (999, 9, 9, "0999-09-09"), (9999, 12, 31, "9999-12-31"),
        (12345, 12, 31, "12345-12-31"), (0, 1, 1, "0000-01-01"), (999_999, 1, 2, "999999-01-02"),
        (2026, 10, 10, "2026-10-10"), (80, 3, 5, "0080-03-05"),
    ])
    func descriptionIsZeroPadded(year: Int, month: Int, day: Int, expected: String) throws {
        let day = try #require(Day(year: year, month: month, day: day))
        #expect(day.description == expected)
        // The byte writers' form, after bytes already written.
        var bytes = Array("x".utf8)
        day.appendISO(to: &bytes)
        #expect(bytes == Array(("x" + expected).utf8))
    }

    static func parse(_ text: String) -> Day? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return Day(year: parts[0], month: parts[1], day: parts[2])
    }
}
