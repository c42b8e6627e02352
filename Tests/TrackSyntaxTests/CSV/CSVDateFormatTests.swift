import Testing
import TrackModel
@testable import TrackSyntax

/// Each case checked against hledger 1.25 reading the same date with the same `date-format`.
@Suite struct CSVDateFormatTests {
    static let readable: [(format: String, text: String, date: String)] = [
        ("%d/%m/%Y", "05/01/2026", "2026-01-05"),
        ("%-d/%-m/%Y", "5/1/2026", "2026-01-05"),
        ("%-d/%-m/%Y", "05/01/2026", "2026-01-05"),
        ("%d/%Y/%m", "10/2009/09", "2009-09-10"),
        ("%b %-d, %Y", "Jan 5, 2026", "2026-01-05"),
        ("%b %d, %Y", "jan 05, 2026", "2026-01-05"),
        ("%B %d %Y", "January 05 2026", "2026-01-05"),
        ("%d/%m/%y", "05/01/26", "2026-01-05"),
        ("%d/%m/%y", "05/01/96", "1996-01-05"),
        ("%d/%m/%Y", "05/01/26", "0026-01-05"),
        ("%Y-%m-%d %H:%M", "2026-01-05 08:26", "2026-01-05"),
        ("%Y-%m-%d %H:%M:%S", "2020-01-23 08:26:29", "2020-01-23"),
        ("%Y%m%d", "20260105", "2026-01-05"),
        ("%e/%-m/%Y", " 5/1/2026", "2026-01-05"),
        ("%Y-%m-%dT%H:%M:%SZ", "2026-01-05T10:00:00Z", "2026-01-05"),
        ("%-m/%-d/%Y %l:%M %p", "1/5/2026 3:04 PM", "2026-01-05"),
        ("%F", "2026-01-05", "2026-01-05"),
        ("%D", "01/05/26", "2026-01-05"),
        ("%d.%m.%Y junk", "05.01.2026 junk", "2026-01-05"),
        ("%-d %-m %Y", "5  1 2026", "2026-01-05"),
        ("%a, %d %b %Y %T %z", "Mon, 05 Jan 2026 10:00:00 +0100", "2026-01-05"),
        ("%Y-%j", "2026-032", "2026-02-01"),
        ("%%%Y", "%2026", "2026-01-01"),
    ]

    @Test(arguments: readable)
    func reads(_ format: String, _ text: String, _ expected: String) throws {
        let reading = try CSVDateFormat(format).read(text)
        guard case .date(let day) = reading else {
            Issue.record("'\(text)' with '\(format)' gave \(reading)")
            return
        }
        #expect(day.description == expected)
    }

    static let unreadable: [(format: String, text: String)] = [
        ("%d/%m/%Y", "5/1/2026"),
        ("%Y-%m-%d %H:%M", "2026-01-05 8:26"),
        ("%Y-%m-%d", "2026-1-5"),
        ("%Y-%m-%d", "2026-01-05x"),
        ("%d/%m/%Y", ""),
    ]

    @Test(arguments: unreadable)
    func rejects(_ format: String, _ text: String) throws {
        #expect(try CSVDateFormat(format).read(text) == .mismatch)
    }

    @Test func aDayThatDoesNotExist() throws {
        #expect(try CSVDateFormat("%Y-%m-%d").read("2026-02-30") == .noSuchDay(year: 2026, month: 2, day: 30))
    }

    @Test(arguments: ["2026-1-5", "2026/01/05", "2026.1.05"])
    func theDefaultFormats(_ text: String) {
        let days = CSVDateFormat.defaults.compactMap { format -> Day? in
            if case .date(let day) = format.read(text) { return day }
            return nil
        }
        #expect(days == [Day(year: 2026, month: 1, day: 5)!])
    }

    @Test func unknownDirectivesAreRejectedWithTheirPlace() {
        #expect(throws: CSVDateFormat.Invalid(directive: "%K", offset: 3)) { try CSVDateFormat("%d/%K") }
        #expect(throws: CSVDateFormat.Invalid(directive: "%", offset: 2)) { try CSVDateFormat("%d%") }
    }
}
