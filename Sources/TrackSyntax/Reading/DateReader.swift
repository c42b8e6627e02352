import TrackModel

/// Reads journal dates: `2026-11-02`, `2026/11/02`, `2026.11.02`, `2026/1/2`,
/// and `11/02` (the year from a `Y` directive, else the current year). As in
/// hledger a year has four digits or more (`0999`, `99999`), within `Day.years`.
enum DateReader {
    enum Failure: Error, Equatable {
        /// Not shaped like a date at all.
        case notADate
        /// Shaped like one, but no such day (`2026-02-30`, month 13).
        case noSuchDay(year: Int, month: Int, day: Int)
        /// `2026-11/02`.
        case mixedSeparators
        /// `26/11/02`: a year has four digits or more (hledger reads `26/11`
        /// as month 26, day 11, and then fails).
        case shortYear
    }

    /// The common `2026-11-02` (or with `/` or `.`), read without loops;
    /// nil leaves the cursor for the general reader.
    private static func readISO(_ cursor: inout Cursor) -> Day? {
        let p = cursor.position
        guard p + 10 <= cursor.bytes.count else { return nil }
        let b = cursor.bytes
        @inline(__always) func digit(_ i: Int) -> Int? {
            let d = b[p + i] &- 0x30
            return d < 10 ? Int(d) : nil
        }
        let separator = b[p + 4]
        guard isSeparator(separator), b[p + 7] == separator,
              let y0 = digit(0), let y1 = digit(1), let y2 = digit(2), let y3 = digit(3),
              let m0 = digit(5), let m1 = digit(6), let d0 = digit(8), let d1 = digit(9)
        else { return nil }
        if p + 10 < b.count, b[p + 10] &- 0x30 < 10 { return nil }
        guard let day = Day(year: y0 * 1000 + y1 * 100 + y2 * 10 + y3, month: m0 * 10 + m1, day: d0 * 10 + d1)
        else { return nil }
        cursor.position = p + 10
        return day
    }

    static func isSeparator(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "-") || b == UInt8(ascii: "/") || b == UInt8(ascii: ".")
    }

    /// Reads a date at the cursor. On failure the cursor is past what looked
    /// like a date, so the caret can underline it.
    static func read(_ cursor: inout Cursor, defaultYear: @autoclosure () -> Int) -> Result<Day, Failure> {
        if let day = readISO(&cursor) { return .success(day) }
        var fields = (0, 0, 0)
        var firstFieldDigits = 0
        var count = 0
        var separator: UInt8?
        while true {
            let start = cursor.position
            var value = 0
            while cursor.peek.isDigit && cursor.position - start < 9 {
                value = value * 10 + Int(cursor.peek - 0x30)
                cursor.advance()
            }
            if cursor.position == start || cursor.peek.isDigit {
                cursor.advance(while: \.isDigit)
                return .failure(.notADate)
            }
            switch count {
            case 0:
                fields.0 = value
                firstFieldDigits = cursor.position - start
            case 1: fields.1 = value
            default: fields.2 = value
            }
            count += 1
            guard count < 3, isSeparator(cursor.peek), cursor.peek(at: 1).isDigit else { break }
            if let s = separator, s != cursor.peek {
                cursor.advance()
                cursor.advance(while: \.isDigit)
                return .failure(.mixedSeparators)
            }
            separator = cursor.peek
            cursor.advance()
        }
        let (year, month, day): (Int, Int, Int)
        switch count {
        case 3 where firstFieldDigits < 4: return .failure(.shortYear)
        case 3: (year, month, day) = fields
        // `11/02` is month and day; `2026-11` is a date missing its day, not month 2026.
        case 2 where firstFieldDigits <= 2: (year, month, day) = (defaultYear(), fields.0, fields.1)
        default: return .failure(.notADate)
        }
        guard let date = Day(year: year, month: month, day: day) else {
            return .failure(.noSuchDay(year: year, month: month, day: day))
        }
        return .success(date)
    }
}
