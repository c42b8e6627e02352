/// Reads a period expression (see `Period` for the forms): for `-p`, `date:`,
/// `-b`/`-e`, and the period of a `~` periodic transaction. Relative words
/// (`this month`) are read against `today`, which the caller passes in.
public enum PeriodExpression {
    public static func parse(_ text: String, today: Day) throws(PeriodError) -> Period {
        var words = self.words(text)
        guard !words.isEmpty else { throw .invalid(text, "the period is empty") }
        var interval: Interval?
        if let i = intervalWord(words.first!) {
            interval = i
            words.removeFirst()
        }
        return Period(span: try span(afterInterval: words, text: text, today: today), interval: interval)
    }

    /// The words of an expression, lowercased.
    static func words(_ text: String) -> ArraySlice<String> {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
    }

    /// What follows the interval: `in 2026`, `from 2026-01`, or nothing (unbounded).
    static func span(afterInterval words: ArraySlice<String>, text: String, today: Day) throws(PeriodError) -> DateSpan {
        var words = words
        if let first = words.first, first == "in" || first == "during" {
            words.removeFirst()
            if words.isEmpty { throw missing(after: first, text) }
        }
        if words.isEmpty { return .unbounded }
        return try span(Array(words), text: text, today: today)
    }

    /// A single date as `-b`/`-e` take it (`2026-11-02`, `2026-11`, `2026`,
    /// `last month`): the first day of what it names.
    public static func parseDate(_ text: String, today: Day) throws(PeriodError) -> Day {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { throw .invalid(text, "the date is empty") }
        guard let start = try named(words, text: text, today: today).start else {
            throw .unknown(text, text)
        }
        return start
    }

    static func intervalWord(_ word: String) -> Interval? {
        switch word {
        case "daily": return .daily
        case "weekly": return .weekly
        case "monthly": return .monthly
        case "quarterly": return .quarterly
        case "yearly", "annually": return .yearly
        default: return nil
        }
    }

    static func missing(after keyword: String, _ text: String) -> PeriodError {
        PeriodError(text: text, message: "nothing follows '\(keyword)'",
                    hint: "give a date or period after it, as in 'from 2026-01 to 2026-07' or 'monthly in 2026'")
    }

    private static let startWords: Set<String> = ["from", "since"]
    private static let endWords: Set<String> = ["to", "until", "till", "-", ".."]

    /// `from A to B`, `A to B`, `A..B`, `from A`, `to B`, or one named period.
    private static func span(_ words: [String], text: String, today: Day) throws(PeriodError) -> DateSpan {
        var rest = words[...]
        var start: Day?, end: Day?
        var isRange = false
        if let first = rest.first, startWords.contains(first) {
            rest.removeFirst()
            isRange = true
            let stop = rest.firstIndex(where: endWords.contains) ?? rest.endIndex
            guard stop > rest.startIndex else { throw missing(after: first, text) }
            start = try named(Array(rest[..<stop]), text: text, today: today).start
            rest = rest[stop...]
        }
        if let keyword = rest.first, endWords.contains(keyword) {
            rest.removeFirst()
            guard !rest.isEmpty else { throw missing(after: keyword, text) }
            end = try named(Array(rest), text: text, today: today).start
            rest = []
            isRange = true
        } else if !isRange, let split = rest.firstIndex(where: endWords.contains), split > rest.startIndex {
            // A to B, A - B, A .. B
            start = try named(Array(rest[..<split]), text: text, today: today).start
            let after = rest[(split + 1)...]
            guard !after.isEmpty else { throw missing(after: rest[split], text) }
            end = try named(Array(after), text: text, today: today).start
            rest = []
            isRange = true
        } else if !isRange, rest.count == 1, let (a, b) = splitRange(rest[rest.startIndex]) {
            // A..B, A.., ..B
            if !a.isEmpty { start = try named([a], text: text, today: today).start }
            if !b.isEmpty { end = try named([b], text: text, today: today).start }
            rest = []
            isRange = true
        }
        guard isRange else { return try named(Array(words), text: text, today: today) }
        guard rest.isEmpty else { throw .unknown(text, rest.joined(separator: " ")) }
        if let start, let end, end <= start {
            throw PeriodError(text: text, message: "it ends before it starts",
                              hint: "put the earlier date first, as in 'from 2026-01 to 2026-07' (the end is exclusive)")
        }
        return DateSpan(start: start, end: end)
    }

    /// One named period: a date, month, year, quarter, week, or words such
    /// as `last month` or `last 3 months`.
    static func named(_ words: [String], text: String, today: Day) throws(PeriodError) -> DateSpan {
        if words.count == 1 {
            let w = words[0]
            switch w {
            case "today": return DateSpan(start: today, end: today.adding(days: 1))
            case "yesterday": return DateSpan(start: today.adding(days: -1), end: today)
            case "tomorrow": return DateSpan(start: today.adding(days: 1), end: today.adding(days: 2))
            default: break
            }
            if let month = monthNumber(w), let start = Day(year: today.year, month: month, day: 1) {
                return DateSpan(start: start, end: start.adding(months: 1))
            }
            if let span = try dateLike(w, text: text, today: today) { return span }
            throw .unknown(text, w)
        }
        let relative = ["this", "last", "previous", "prev", "next"]
        if words.count == 2, relative.contains(words[0]) {
            let unit = try unitInterval(words[1], text: text)
            let currentStart = unit.periodStart(containing: today)
            switch words[0] {
            case "this":
                return DateSpan(start: currentStart, end: unit.next(after: currentStart))
            case "next":
                let nextStart = unit.next(after: currentStart)
                return DateSpan(start: nextStart, end: unit.next(after: nextStart))
            default:
                return DateSpan(start: unit.start(-1, after: currentStart), end: currentStart)
            }
        }
        // last 3 months: the three whole months before this one; next 2 weeks: the two after this one.
        if words.count == 3, relative.contains(words[0]), words[0] != "this" {
            guard let n = Int(words[1]), n > 0, n <= 10_000 else {
                throw PeriodError(text: text, message: "'\(words[1])' is not a number of periods",
                                  hint: "write a whole number from 1, as in 'last 3 months'")
            }
            let unit = try unitInterval(words[2], text: text)
            let currentStart = unit.periodStart(containing: today)
            if words[0] == "next" {
                let nextStart = unit.next(after: currentStart)
                return DateSpan(start: nextStart, end: unit.start(n, after: nextStart))
            }
            return DateSpan(start: unit.start(-n, after: currentStart), end: currentStart)
        }
        throw .unknown(text, words.joined(separator: " "))
    }

    static func unitInterval(_ word: String, text: String) throws(PeriodError) -> Interval {
        switch word {
        case "day", "days": return .daily
        case "week", "weeks": return .weekly
        case "month", "months": return .monthly
        case "quarter", "quarters": return .quarterly
        case "year", "years": return .yearly
        default:
            throw PeriodError(text: text, message: "'\(word)' is not a unit of time",
                              hint: "use days, weeks, months, quarters or years, as in 'last 3 months'")
        }
    }

    private static let monthNames = ["january", "february", "march", "april", "may", "june", "july",
                                     "august", "september", "october", "november", "december"]

    /// `jan` or `january` → 1.
    static func monthNumber(_ word: String) -> Int? {
        guard word.count >= 3 else { return nil }
        return monthNames.firstIndex { $0 == word || ($0.hasPrefix(word) && word.count == 3) }.map { $0 + 1 }
    }

    /// `2026`, `2026-11`, `2026/11/05`, `2026.11.5`, `20261105`, `11/05`
    /// (this year), `2026q4`, `q4`, `2026-w45`, `2026w45`: nil when `w`
    /// does not look like any of them, an error when it does but names no
    /// real period (`2026-13`, `2026q5`).
    private static func dateLike(_ w: String, text: String, today: Day) throws(PeriodError) -> DateSpan? {
        let chars = Array(w)
        func number(_ s: ArraySlice<Character>) -> Int? {
            guard !s.isEmpty, s.count <= 7, s.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(String(s))
        }
        // Quarters: 2026q4, q4
        if let q = chars.firstIndex(of: "q"), q == chars.count - 2, let n = number(chars[(q + 1)...]) {
            guard let year = q == 0 ? today.year : number(chars[..<q]), q == 0 || q == 4 else { return nil }
            guard (1...4).contains(n) else {
                throw PeriodError(text: text, message: "there is no quarter \(n)", hint: "quarters run from q1 to q4, as in 2026q4")
            }
            let start = try firstDay(year: year, month: (n - 1) * 3 + 1, text: text)
            return DateSpan(start: start, end: start.adding(months: 3))
        }
        // ISO weeks: 2026-w45, 2026w45
        if let wIndex = chars.firstIndex(of: "w"), wIndex == 4 || (wIndex == 5 && chars[4] == "-"),
           let year = number(chars[..<4]), let week = number(chars[(wIndex + 1)...]), chars.count - wIndex <= 3 {
            guard let start = Day.isoWeekStart(year: year, week: week) else {
                throw PeriodError(text: text, message: "\(year) has no week \(week)",
                                  hint: "ISO weeks run from W01 to W52 (W53 in some years), as in 2026-W45")
            }
            return DateSpan(start: start, end: start.adding(days: 7))
        }
        if chars.count == 8, let y = number(chars[0..<4]), let m = number(chars[4..<6]), let d = number(chars[6..<8]) {
            let date = try day(year: y, month: m, day: d, text: text)
            return DateSpan(start: date, end: date.adding(days: 1))
        }
        let parts = w.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." })
        let numbers = parts.compactMap { number(Array($0)[...]) }
        guard !parts.isEmpty, parts.count <= 3, numbers.count == parts.count else { return nil }
        switch numbers.count {
        // A year has four digits or more (hledger reads `12345`); two are a month or a day.
        case 1:
            guard parts[0].count >= 4 else { return nil }
            let start = try firstDay(year: numbers[0], month: 1, text: text)
            return DateSpan(start: start, end: start.adding(months: 12))
        case 2:
            if parts[0].count >= 4 {
                guard parts[1].count <= 2 else { return nil }
                let start = try firstDay(year: numbers[0], month: numbers[1], text: text)
                return DateSpan(start: start, end: start.adding(months: 1))
            }
            guard parts[0].count <= 2, parts[1].count <= 2 else { return nil }
            let date = try day(year: today.year, month: numbers[0], day: numbers[1], text: text)
            return DateSpan(start: date, end: date.adding(days: 1))
        default:
            guard parts[0].count >= 4, parts[1].count <= 2, parts[2].count <= 2 else { return nil }
            let date = try day(year: numbers[0], month: numbers[1], day: numbers[2], text: text)
            return DateSpan(start: date, end: date.adding(days: 1))
        }
    }

    private static func firstDay(year: Int, month: Int, text: String) throws(PeriodError) -> Day {
        try day(year: year, month: month, day: 1, text: text)
    }

    private static func day(year: Int, month: Int, day: Int, text: String) throws(PeriodError) -> Day {
        guard Day.years.contains(year) else {
            throw PeriodError(text: text, message: "there is no year \(year)",
                              hint: "years run from 0 to \(Day.years.upperBound), as in 2026")
        }
        guard (1...12).contains(month) else {
            throw PeriodError(text: text, message: "there is no month \(month)", hint: "months run from 01 to 12, as in 2026-11")
        }
        guard let date = Day(year: year, month: month, day: day) else {
            throw PeriodError(text: text, message: "\(Day.yearText(year))-\(month < 10 ? "0" : "")\(month) has no day \(day)",
                              hint: "write a day that exists, as in 2026-11-02")
        }
        return date
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
