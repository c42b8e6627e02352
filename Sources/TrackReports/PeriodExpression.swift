import TrackModel

/// A report period as `-p` or `date:` give it: a span and, optionally, an interval.
///
/// `2026`, `2026-11`, `2026/11/05`, `2026q4`, `q4`, `2026-W45`, `today`,
/// `this month`, `last month`, `next year`, `last 3 months`,
/// `from 2026-01 to 2026-07`, `2026-01..2026-07`, `since 2026-03`, `until 2026-06`,
/// `monthly in 2026`, `weekly from 2026-10`. End dates are exclusive, as in
/// hledger: `to 2026-07` stops before July 1st.
public struct Period: Sendable, Hashable {
    public var span: DateSpan
    public var interval: Interval?

    public init(span: DateSpan, interval: Interval? = nil) {
        self.span = span
        self.interval = interval
    }
}

public struct PeriodError: Error, Sendable, Equatable {
    public let text: String
    public let message: String
    public let hint: String

    static func invalid(_ text: String, _ message: String) -> PeriodError {
        PeriodError(text: text, message: message,
                    hint: "try 2026, 2026-11, 2026q4, 2026-W45, 'this month', 'last 3 months', 'from 2026-01 to 2026-07' or 'monthly in 2026'")
    }
}

public enum PeriodExpression {
    public static func parse(_ text: String, today: Day) throws(PeriodError) -> Period {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { throw .invalid(text, "the period is empty") }
        var interval: Interval?
        if let first = words.first, let i = intervalWord(first) {
            interval = i
            words.removeFirst()
            if words.first == "in" || words.first == "during" { words.removeFirst() }
        }
        if words.isEmpty { return Period(span: .unbounded, interval: interval) }
        let span = try parseSpan(words, text: text, today: today)
        return Period(span: span, interval: interval)
    }

    /// A single date as `-b`/`-e` take it (`2026-11`, `2026`, `last month`): its first day.
    public static func parseDate(_ text: String, today: Day) throws(PeriodError) -> Day {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let span = try? simpleSpan(words, today: today), let start = span.start else {
            throw .invalid(text, "'\(text)' is not a date")
        }
        return start
    }

    private static func intervalWord(_ word: String) -> Interval? {
        switch word {
        case "daily": return .daily
        case "weekly": return .weekly
        case "monthly": return .monthly
        case "quarterly": return .quarterly
        case "yearly", "annually": return .yearly
        default: return nil
        }
    }

    private static func parseSpan(_ words: [String], text: String, today: Day) throws(PeriodError) -> DateSpan {
        // from A to B / from A / to B / since A / until B
        if let keyword = words.first, ["from", "since", "to", "until"].contains(keyword) {
            var start: Day?, end: Day?
            var rest = words[...]
            if keyword == "from" || keyword == "since" {
                rest = rest.dropFirst()
                let toIndex = rest.firstIndex { $0 == "to" || $0 == "until" || $0 == "-" || $0 == ".." } ?? rest.endIndex
                start = try boundary(Array(rest[..<toIndex]), text: text, today: today, isEnd: false)
                rest = rest[toIndex...]
            }
            if let k = rest.first, ["to", "until", "-", ".."].contains(k) {
                end = try boundary(Array(rest.dropFirst()), text: text, today: today, isEnd: true)
                rest = []
            }
            guard rest.isEmpty else { throw .invalid(text, "'\(text)' is not a period") }
            return DateSpan(start: start, end: end)
        }
        // A..B (also A-B when both sides are full dates)
        if words.count == 1, let (a, b) = splitRange(words[0]) {
            let start = a.isEmpty ? nil : try boundary([a], text: text, today: today, isEnd: false)
            let end = b.isEmpty ? nil : try boundary([b], text: text, today: today, isEnd: true)
            return DateSpan(start: start, end: end)
        }
        if words.count == 3, words[1] == ".." || words[1] == "-" {
            return DateSpan(start: try boundary([words[0]], text: text, today: today, isEnd: false),
                            end: try boundary([words[2]], text: text, today: today, isEnd: true))
        }
        guard let span = try? simpleSpan(words, today: today) else {
            throw .invalid(text, "'\(text)' is not a period")
        }
        return span
    }

    /// `from`/`to` boundaries: the start of the named period (a date's own day).
    private static func boundary(_ words: [String], text: String, today: Day, isEnd: Bool) throws(PeriodError) -> Day {
        guard !words.isEmpty, let span = try? simpleSpan(words, today: today), let start = span.start else {
            throw .invalid(text, "'\(words.joined(separator: " "))' in '\(text)' is not a date")
        }
        return start
    }

    /// One named period: a date, month, year, quarter, week, or a relative one.
    static func simpleSpan(_ words: [String], today: Day) throws -> DateSpan {
        if words.count == 1 {
            let w = words[0]
            switch w {
            case "today": return DateSpan(start: today, end: today.adding(days: 1))
            case "yesterday": return DateSpan(start: today.adding(days: -1), end: today)
            case "tomorrow": return DateSpan(start: today.adding(days: 1), end: today.adding(days: 2))
            default: break
            }
            if let span = dateLike(w, today: today) { return span }
            throw PeriodError.invalid(w, "not a date")
        }
        if words.count == 2, let unit = unitInterval(words[1]) {
            let current = DateSpan(start: unit.periodStart(containing: today),
                                   end: unit.next(after: unit.periodStart(containing: today)))
            switch words[0] {
            case "this": return current
            case "last", "previous", "prev":
                let start = step(unit, current.start!, by: -1)
                return DateSpan(start: start, end: current.start)
            case "next":
                return DateSpan(start: current.end, end: unit.next(after: current.end!))
            default: break
            }
        }
        // last N months / next N weeks
        if words.count == 3, let n = Int(words[1]), n > 0, n <= 10_000, let unit = unitInterval(words[2]) {
            let currentStart = unit.periodStart(containing: today)
            switch words[0] {
            case "last", "previous":
                return DateSpan(start: step(unit, currentStart, by: -n), end: currentStart)
            case "next":
                let nextStart = unit.next(after: currentStart)
                return DateSpan(start: nextStart, end: step(unit, nextStart, by: n))
            default: break
            }
        }
        throw PeriodError.invalid(words.joined(separator: " "), "not a period")
    }

    private static func unitInterval(_ word: String) -> Interval? {
        switch word {
        case "day", "days": return .daily
        case "week", "weeks": return .weekly
        case "month", "months": return .monthly
        case "quarter", "quarters": return .quarterly
        case "year", "years": return .yearly
        default: return nil
        }
    }

    private static func step(_ unit: Interval, _ day: Day, by n: Int) -> Day {
        switch unit {
        case .daily: return day.adding(days: n)
        case .weekly: return day.adding(days: 7 * n)
        case .monthly: return day.adding(months: n)
        case .quarterly: return day.adding(months: 3 * n)
        case .yearly: return day.adding(months: 12 * n)
        }
    }

    /// `2026`, `2026-11`, `2026/11/05`, `2026.11.5`, `11/05` (this year), `2026q4`, `q4`, `2026-w45`.
    private static func dateLike(_ w: String, today: Day) -> DateSpan? {
        let chars = Array(w)
        // Quarters: 2026q4, q4
        if let q = chars.firstIndex(of: "q"), q == chars.count - 2, let n = chars.last?.wholeNumberValue, (1...4).contains(n) {
            let yearText = String(chars[..<q])
            guard let year = yearText.isEmpty ? today.year : Int(yearText), (1...9999).contains(year),
                  let start = Day(year: year, month: (n - 1) * 3 + 1, day: 1) else { return nil }
            return DateSpan(start: start, end: start.adding(months: 3))
        }
        // ISO weeks: 2026-w45, 2026w45
        if let wIndex = chars.firstIndex(of: "w"), wIndex >= 4 {
            let yearText = String(chars[..<wIndex]).trimmingCharacters(in: "-")
            guard let year = Int(yearText), let week = Int(String(chars[(wIndex + 1)...])),
                  let start = Day.isoWeekStart(year: year, week: week) else { return nil }
            return DateSpan(start: start, end: start.adding(days: 7))
        }
        let parts = w.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." })
        let numbers = parts.compactMap { part in part.allSatisfy { $0.isASCII && $0.isNumber } ? Int(part) : nil }
        guard !parts.isEmpty, parts.count <= 3, numbers.count == parts.count else { return nil }
        switch numbers.count {
        case 1:
            guard parts[0].count == 4, let start = Day(year: numbers[0], month: 1, day: 1) else { return nil }
            return DateSpan(start: start, end: start.adding(months: 12))
        case 2:
            if parts[0].count == 4 {
                guard let start = Day(year: numbers[0], month: numbers[1], day: 1) else { return nil }
                return DateSpan(start: start, end: start.adding(months: 1))
            }
            guard let day = Day(year: today.year, month: numbers[0], day: numbers[1]) else { return nil }
            return DateSpan(start: day, end: day.adding(days: 1))
        default:
            guard let day = Day(year: numbers[0], month: numbers[1], day: numbers[2]) else { return nil }
            return DateSpan(start: day, end: day.adding(days: 1))
        }
    }
}

/// `A..B` → (A, B); nil when there is no `..`.
private func splitRange(_ word: String) -> (String, String)? {
    let chars = Array(word)
    for i in 0..<max(0, chars.count - 1) where chars[i] == "." && chars[i + 1] == "." {
        return (String(chars[..<i]), String(chars[(i + 2)...]))
    }
    return nil
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
