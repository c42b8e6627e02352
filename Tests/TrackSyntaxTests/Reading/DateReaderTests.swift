import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct DateReaderTests {
    /// Reads a date with 2026 as the default year: `2026-11-02 end=10` or `failure end=N`.
    static func read(_ text: String, defaultYear: Int = 2026) -> String {
        withCursor(text) { cursor in
            switch DateReader.read(&cursor, defaultYear: defaultYear) {
            case .success(let day): return "\(day) end=\(cursor.position)"
            case .failure(let failure): return "\(failure) end=\(cursor.position)"
            }
        }
    }

    @Test(arguments: [
        ("2026-11-02", "2026-11-02 end=10"),
        ("2026/11/02", "2026-11-02 end=10"),
        ("2026.11.02", "2026-11-02 end=10"),
        ("2026/1/2", "2026-01-02 end=8"),
        ("2026-1-02", "2026-01-02 end=9"),
        ("2026.11.2 x", "2026-11-02 end=9"),
        ("0001-01-01", "0001-01-01 end=10"),
        ("9999-12-31", "9999-12-31 end=10"),
        // hledger reads a year of four digits or more, leading zeros too.
        ("0000-01-01", "0000-01-01 end=10"),
        ("0999-06-01", "0999-06-01 end=10"),
        ("12026-01-01", "12026-01-01 end=11"),
        ("99999/1/1", "99999-01-01 end=9"),
        ("00000-02-29", "0000-02-29 end=11"),
        ("999999-12-31", "999999-12-31 end=12"),
        ("2024-02-29", "2024-02-29 end=10"),  // a leap day
        ("2026-11-02=2026-11-05", "2026-11-02 end=10"),  // the secondary date is the caller's
        ("2026-11-02 * shop", "2026-11-02 end=10"),
        ("2026-11-02\r\n", "2026-11-02 end=10"),
    ])
    func readsFullDates(text: String, expected: String) {
        #expect(Self.read(text) == expected)
    }

    @Test func datesWithoutAYearTakeTheDefaultYear() {
        #expect(Self.read("11/02") == "2026-11-02 end=5")
        #expect(Self.read("11-02", defaultYear: 2019) == "2019-11-02 end=5")
        #expect(Self.read("1.2", defaultYear: 2030) == "2030-01-02 end=3")
        #expect(Self.read("02/29", defaultYear: 2024) == "2024-02-29 end=5")
        #expect(Self.read("02/29", defaultYear: 2026) == "noSuchDay(year: 2026, month: 2, day: 29) end=5")
    }

    @Test func theDefaultYearIsOnlyWorkedOutWhenNeeded() {
        var asked = 0
        func year() -> Int {
            asked += 1
            return 2026
        }
        _ = withCursor("2026-11-02") { DateReader.read(&$0, defaultYear: year()) }
        _ = withCursor("2026/1/2") { DateReader.read(&$0, defaultYear: year()) }
        #expect(asked == 0)
        _ = withCursor("1/2") { DateReader.read(&$0, defaultYear: year()) }
        #expect(asked == 1)
    }

    @Test(arguments: [
        ("2026-02-30", "noSuchDay(year: 2026, month: 2, day: 30) end=10"),
        ("2026-13-01", "noSuchDay(year: 2026, month: 13, day: 1) end=10"),
        ("2026-00-10", "noSuchDay(year: 2026, month: 0, day: 10) end=10"),
        ("2026-04-31", "noSuchDay(year: 2026, month: 4, day: 31) end=10"),
        ("2026-01-00", "noSuchDay(year: 2026, month: 1, day: 0) end=10"),
        ("1000000-01-01", "noSuchDay(year: 1000000, month: 1, day: 1) end=13"),
        ("13/01", "noSuchDay(year: 2026, month: 13, day: 1) end=5"),
    ])
    func rejectsDaysThatDoNotExist(text: String, expected: String) {
        #expect(Self.read(text) == expected)
    }

    /// A date of three fields with a year of fewer than four digits: hledger
    /// reads `26/11` as month 26 and refuses it.
    @Test(arguments: ["26/11/02", "999-01-01", "0-1-1", "20.1.1"])
    func refusesShortYears(text: String) {
        #expect(Self.read(text).hasPrefix("shortYear"))
    }

    @Test(arguments: [
        ("2026-11/02", "mixedSeparators end=10"),
        ("2026/11-02", "mixedSeparators end=10"),
        ("2026.11/2", "mixedSeparators end=9"),
    ])
    func rejectsMixedSeparators(text: String, expected: String) {
        #expect(Self.read(text) == expected)
    }

    @Test(arguments: [
        ("", "notADate end=0"),
        ("x", "notADate end=0"),
        ("2026", "notADate end=4"),
        ("2026-11", "notADate end=7"),  // a full year with no day is not month 2026
        ("2026-", "notADate end=4"),
        ("2026-11-", "notADate end=7"),
        ("1234567890-01-01", "notADate end=10"),  // too many digits to be a year
        ("2026-11-02-05", "2026-11-02 end=10"),  // the date ends after three fields
    ])
    func rejectsWhatIsNotShapedLikeADate(text: String, expected: String) {
        #expect(Self.read(text) == expected)
    }
}
