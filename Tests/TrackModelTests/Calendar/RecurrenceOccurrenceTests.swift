import Foundation
import Testing
import TrackModel

/// The days a rule falls on, per form, and how often it falls a year; and,
/// where hledger is installed, the same days as `hledger print --forecast`.
@Suite struct RecurrenceOccurrenceTests {
    static let today = date(2026, 11, 21)
    static let year2026 = span(date(2026, 1, 1), date(2027, 1, 1))

    static func days(_ period: String, in window: DateSpan = year2026) throws -> [String] {
        try PeriodExpression.parseRecurrence(period, today: today).occurrences(in: window).map(\.description)
    }

    static let firstDays: [(String, DateSpan, [String])] = [
        ("monthly", span(date(2026, 1, 1), date(2026, 4, 1)), ["2026-01-01", "2026-02-01", "2026-03-01"]),
        ("every 15th day of month", span(date(2026, 1, 1), date(2026, 3, 1)), ["2026-01-15", "2026-02-15"]),
        ("every 31st day", span(date(2026, 1, 1), date(2026, 5, 1)), ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]),
        ("every 3rd friday of month", span(date(2026, 1, 1), date(2026, 3, 1)), ["2026-01-16", "2026-02-20"]),
        // A month with four Mondays has its 5th in the next month, as hledger puts it.
        ("every 5th monday", span(date(2026, 1, 1), date(2026, 4, 1)), ["2026-02-02", "2026-03-02", "2026-03-30"]),
        ("every tue", span(date(2026, 1, 1), date(2026, 1, 21)), ["2026-01-06", "2026-01-13", "2026-01-20"]),
        ("every mon,wed,fri", span(date(2026, 1, 1), date(2026, 1, 10)), ["2026-01-02", "2026-01-05", "2026-01-07", "2026-01-09"]),
        ("every weekendday", span(date(2026, 1, 1), date(2026, 1, 12)), ["2026-01-03", "2026-01-04", "2026-01-10", "2026-01-11"]),
        ("every 11/05", span(date(2025, 1, 1), date(2027, 1, 1)), ["2025-11-05", "2026-11-05"]),
        ("every 29th feb", span(date(2027, 1, 1), date(2029, 1, 1)), ["2027-03-01", "2028-02-29"]),
        // Without a start, steps count from the interval containing the window's start.
        ("biweekly", span(date(2026, 1, 1), date(2026, 2, 1)), ["2026-01-12", "2026-01-26"]),
        ("every 3 days", span(date(2026, 1, 1), date(2026, 1, 8)), ["2026-01-01", "2026-01-04", "2026-01-07"]),
        // With one, from it, inside the window.
        ("every 2 weeks from 2026-01-05", span(date(2026, 1, 10), date(2026, 2, 10)), ["2026-01-19", "2026-02-02"]),
        ("every 15th day of month from 2026-03-20 to 2026-06", year2026, ["2026-04-15", "2026-05-15"]),
        ("2026-12-24", year2026, ["2026-12-24"]),
        ("2026-12-24", span(date(2027, 1, 1), date(2028, 1, 1)), []),
        ("monthly to 2026-01", year2026, []),
    ]

    @Test(arguments: firstDays)
    func occurrences(_ period: String, _ window: DateSpan, _ expected: [String]) throws {
        #expect(try Self.days(period, in: window) == expected)
    }

    @Test func anOpenWindowHasNoOccurrences() throws {
        let monthly = try PeriodExpression.parseRecurrence("monthly", today: Self.today)
        #expect(monthly.occurrences(in: .unbounded).isEmpty)
        #expect(monthly.occurrences(in: span(date(2026, 1, 1), nil)).isEmpty)
    }

    static let frequencies: [(String, Int, Int)] = [
        ("monthly", 12, 1), ("every 15th day of month", 12, 1), ("every 3rd fri", 12, 1), ("bimonthly", 6, 1),
        ("quarterly", 4, 1), ("yearly", 1, 1), ("every 11/05", 1, 1), ("every 2 years", 1, 2),
        ("weekly", 20_871, 400), ("every tue", 20_871, 400), ("every 2 weeks", 20_871, 800),
        ("every weekday", 20_871, 80), ("daily", 146_097, 400),
    ]

    /// The average a year is what listing the days of 400 whole years gives
    /// (400 per step, so that a rule every 2 weeks comes back in phase).
    @Test(arguments: frequencies)
    func averageOccurrences(_ period: String, _ count: Int, _ years: Int) throws {
        let recurrence = try PeriodExpression.parseRecurrence(period, today: Self.today)
        let average = try #require(recurrence.averageOccurrences)
        #expect(average.count == count && average.years == years)
        let cycleYears = 400 * recurrence.step
        let cycle = recurrence.occurrences(in: span(date(2001, 1, 1), date(2001 + cycleYears, 1, 1))).count
        #expect(cycle * years == count * cycleYears)
    }

    @Test func aRuleThatHappensOnceHasNoAverage() throws {
        #expect(try PeriodExpression.parseRecurrence("2026-12-24", today: Self.today).averageOccurrences == nil)
    }

    /// hledger 1.25 puts an anchored rule's first occurrence on the anchor
    /// before its `from` date (`every 15th day of month from 2026-03` posts
    /// on 2026-02-15); track keeps to the rule's span, so such starts are
    /// left out here.
    static let hledgerForms = [
        "daily", "weekly", "biweekly", "fortnightly", "monthly", "bimonthly", "quarterly", "yearly",
        "every 3 days", "every 2 weeks", "every 3 months", "every 2 quarters", "every 2 years",
        "every day", "every week", "every month", "every quarter", "every year",
        "every 15th day of month", "every 15th day", "every 31st day of month", "every 3rd friday of month",
        "every 5th monday", "every 2nd tue of month", "every tue", "every 2nd day of week", "every 0th day of week",
        "every 11/05", "every 5th nov", "every nov 5th", "every 29th feb", "every weekday", "every weekendday",
        "every mon,wed,fri", "every 15th day of month from 2026-01-15 to 2026-09", "every tue to 2026-03",
        "monthly from 2026-03 to 2026-05", "every 2 weeks from 2026-01-05", "every 3 months from 2026-02",
        "monthly 2026q2", "2026-03-04", "2026-01..2026-03",
    ]

    @Test(.enabled(if: Hledger.path != nil, "hledger is not installed: occurrences are not compared with its forecast"),
          arguments: hledgerForms)
    func sameDaysAsHledgersForecast(_ period: String) throws {
        #expect(try Self.days(period) == Hledger.forecast(period, in: "2026-01-01..2027-01-01"), "~ \(period)")
    }
}

/// hledger, found on PATH, run on a one-rule journal.
enum Hledger {
    static let path: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").map { $0 + "/hledger" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        if found == nil { print("hledger is not installed: occurrences are not compared with its forecast") }
        return found
    }()

    /// The days `hledger print --forecast=WINDOW` posts `~ PERIOD` on.
    static func forecast(_ period: String, in window: String) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("track-recurrence-\(UUID().uuidString).journal")
        try "~ \(period)  rule\n    Expenses:Rent  1 USD\n    Assets:Cash\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = ["-f", file.path, "print", "--forecast=\(window)"]
        process.environment = ["LC_ALL": "C.UTF-8", "TZ": "UTC"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "hledger rejected ~ \(period)")
        return output.split(separator: "\n").filter { $0.first?.isNumber == true }.map { String($0.prefix(10)) }
    }
}
