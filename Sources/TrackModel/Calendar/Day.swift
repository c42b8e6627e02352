/// A calendar date with no time and no time zone: `2026-11-02`.
///
/// Stored as days since 1970-01-01 in the proleptic Gregorian calendar, so
/// comparing and stepping days is integer arithmetic. Years 0 to 999999 are
/// supported (hledger reads `99999-01-01` and `0000-01-01`); the journal
/// parser rejects others.
public struct Day: Sendable, Hashable, Comparable {
    public let daysSinceEpoch: Int32

    public init(daysSinceEpoch: Int32) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// nil unless the fields name a real date (`2026-02-30` does not).
    public init?(year: Int, month: Int, day: Int) {
        guard Day.years.contains(year), (1...12).contains(month),
              day >= 1, day <= Day.daysIn(month: month, year: year) else { return nil }
        daysSinceEpoch = Int32(Day.daysFromCivil(year: year, month: month, day: day))
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        lhs.daysSinceEpoch < rhs.daysSinceEpoch
    }

    public var year: Int { civil.year }
    public var month: Int { civil.month }
    public var day: Int { civil.day }

    /// Year, month and day (Howard Hinnant's `civil_from_days`).
    public var civil: (year: Int, month: Int, day: Int) {
        let z = Int(daysSinceEpoch) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// 1 = Monday … 7 = Sunday (ISO 8601).
    public var weekday: Int {
        // 1970-01-01 was a Thursday.
        let d = (Int(daysSinceEpoch) % 7 + 7) % 7
        return (d + 3) % 7 + 1
    }

    public func adding(days: Int) -> Day {
        Day(daysSinceEpoch: daysSinceEpoch + Int32(days))
    }

    /// The same day `months` later, clamped to the month's end (Jan 31 + 1 month = Feb 28/29).
    /// Past the last year it is `afterLast`, before year 0 it is `first`: a period
    /// that ends past the calendar is clamped to it, never dropped.
    public func adding(months: Int) -> Day {
        let (y, m, d) = civil
        let (total, overflow) = (y * 12 + (m - 1)).addingReportingOverflow(months)
        if overflow { return months < 0 ? .first : .afterLast }
        if total < 0 { return .first }
        let year = total / 12, month = total % 12 + 1
        return Day(year: year, month: month, day: min(d, Day.daysIn(month: month, year: year))) ?? .afterLast
    }

    /// The years track reads: hledger reads any, but a `Day` is 32 bits.
    public static let years = 0...999_999

    /// 0000-01-01, the first day track reads.
    public static let first = Day(year: 0, month: 1, day: 1)!

    /// 1000000-01-01, the day after the last one track reads (999999-12-31):
    /// the exclusive end of any period that would end later.
    public static let afterLast = Day(daysSinceEpoch: Int32(Day.daysFromCivil(year: years.upperBound + 1, month: 1, day: 1)))

    /// Days from `self` to `other` (positive when `other` is later).
    public func distance(to other: Day) -> Int {
        Int(other.daysSinceEpoch) - Int(daysSinceEpoch)
    }
}

extension Day: CustomStringConvertible {
    /// ISO form, `2026-11-02`: the year in four digits or more (`0999`, `12345`).
    public var description: String {
        String(decoding: isoBytes, as: UTF8.self)
    }
}
