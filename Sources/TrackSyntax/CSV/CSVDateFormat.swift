import TrackModel

/// A `date-format` rule: how a CSV file writes its dates, in the strptime
/// notation hledger takes (`%d/%m/%Y`, `%-m/%-d/%Y %l:%M %p`). The whole
/// value must match; only the date is kept (a time and a time zone are read
/// and ignored, as hledger ignores them).
///
/// As in hledger (Haskell's `time` library):
/// - `%d %m %H %M %S %I %y` take exactly two digits, `%j` three; `%-d`,
///   `%-m`… one or two; `%e`, `%k`, `%l` (and `%_d`…) optional spaces then
///   one or two digits;
/// - `%Y` takes any number of digits (`%Y%m%d` reads `20260105` by trying
///   the lengths that let the rest match);
/// - `%y` is 1969–2068; `%b %h %B` month names and `%a %A` weekday names in
///   English, any case; `%p %P` AM/PM; `%z %Z` a time zone;
/// - `%F` is `%Y-%m-%d`, `%D` `%m/%d/%y`, `%T` `%H:%M:%S`, `%R` `%H:%M`;
/// - a space in the format matches any run of spaces (or none); `%%` is `%`.
public struct CSVDateFormat: Sendable, Hashable {
    /// The format as written in the rules.
    public let source: String
    let tokens: [Token]

    enum Padding: Sendable, Hashable {
        /// Exactly `width` digits (the default).
        case zeros
        /// One to `width` digits (`%-d`).
        case none
        /// Optional spaces, then one to `width` digits (`%_d`, `%e`).
        case spaces
    }

    enum Component: Sendable, Hashable {
        case year, shortYear, month, day, dayOfYear, hour, hour12, minute, second, fraction
        case monthName, weekdayName, amPM, timeZone
    }

    enum Token: Sendable, Hashable {
        case literal(UInt8)
        case spaces
        case number(Component, Padding, width: Int)
        case name(Component)
    }

    /// Why a format cannot be used: the offending `%` directive and its
    /// byte offset in the format.
    public struct Invalid: Error, Sendable, Equatable {
        public var directive: String
        public var offset: Int
    }

    /// Reads a format; fails on a `%` directive it does not know.
    public init(_ source: String) throws(Invalid) {
        self.source = source
        let bytes = Array(source.utf8)
        var tokens: [Token] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == .space || b == .tab {
                tokens.append(.spaces)
                while i < bytes.count && (bytes[i] == .space || bytes[i] == .tab) { i += 1 }
                continue
            }
            guard b == UInt8(ascii: "%") else {
                tokens.append(.literal(b))
                i += 1
                continue
            }
            let start = i
            i += 1
            var padding: Padding?
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "_") || bytes[i] == UInt8(ascii: "0") {
                padding = bytes[i] == UInt8(ascii: "-") ? Padding.none : bytes[i] == UInt8(ascii: "_") ? .spaces : .zeros
                i += 1
            }
            guard i < bytes.count else {
                throw Invalid(directive: String(decoding: bytes[start...], as: UTF8.self), offset: start)
            }
            let letter = bytes[i]
            i += 1
            func number(_ component: Component, _ width: Int, _ natural: Padding = .zeros) -> Token {
                .number(component, padding ?? natural, width: width)
            }
            switch letter {
            case UInt8(ascii: "Y"): tokens.append(.number(.year, .none, width: Int.max))
            case UInt8(ascii: "y"): tokens.append(number(.shortYear, 2))
            case UInt8(ascii: "m"): tokens.append(number(.month, 2))
            case UInt8(ascii: "d"): tokens.append(number(.day, 2))
            case UInt8(ascii: "e"): tokens.append(number(.day, 2, .spaces))
            case UInt8(ascii: "j"): tokens.append(number(.dayOfYear, 3))
            case UInt8(ascii: "H"): tokens.append(number(.hour, 2))
            case UInt8(ascii: "k"): tokens.append(number(.hour, 2, .spaces))
            case UInt8(ascii: "I"): tokens.append(number(.hour12, 2))
            case UInt8(ascii: "l"): tokens.append(number(.hour12, 2, .spaces))
            case UInt8(ascii: "M"): tokens.append(number(.minute, 2))
            case UInt8(ascii: "S"): tokens.append(number(.second, 2))
            case UInt8(ascii: "q"), UInt8(ascii: "Q"): tokens.append(.name(.fraction))
            case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"): tokens.append(.name(.monthName))
            case UInt8(ascii: "a"), UInt8(ascii: "A"): tokens.append(.name(.weekdayName))
            case UInt8(ascii: "p"), UInt8(ascii: "P"): tokens.append(.name(.amPM))
            case UInt8(ascii: "z"), UInt8(ascii: "Z"): tokens.append(.name(.timeZone))
            case UInt8(ascii: "%"): tokens.append(.literal(UInt8(ascii: "%")))
            case UInt8(ascii: "F"):
                tokens += [.number(.year, .none, width: Int.max), .literal(UInt8(ascii: "-")),
                           number(.month, 2), .literal(UInt8(ascii: "-")), number(.day, 2)]
            case UInt8(ascii: "D"):
                tokens += [number(.month, 2), .literal(UInt8(ascii: "/")), number(.day, 2),
                           .literal(UInt8(ascii: "/")), number(.shortYear, 2)]
            case UInt8(ascii: "T"):
                tokens += [number(.hour, 2), .literal(UInt8(ascii: ":")), number(.minute, 2),
                           .literal(UInt8(ascii: ":")), number(.second, 2)]
            case UInt8(ascii: "R"):
                tokens += [number(.hour, 2), .literal(UInt8(ascii: ":")), number(.minute, 2)]
            default:
                throw Invalid(directive: String(decoding: bytes[start..<i], as: UTF8.self), offset: start)
            }
        }
        self.tokens = tokens
    }

    /// hledger's formats when the rules give none: `YYYY-M-D`, `YYYY/M/D`,
    /// `YYYY.M.D`, with one or two digits for the month and the day.
    static let defaults: [CSVDateFormat] = ["-", "/", "."].map { separator in
        // The formats are constants: they always read.
        try! CSVDateFormat("%Y\(separator)%-m\(separator)%-d")
    }

    /// What reading a date gives: the date, or why there is none.
    public enum Reading: Sendable, Equatable {
        case date(Day)
        /// The text does not have the format's shape.
        case mismatch
        /// It has the shape, but names no calendar day (`2026-02-30`).
        case noSuchDay(year: Int, month: Int, day: Int)
    }

    /// Reads `text` whole.
    public func read(_ text: String) -> Reading {
        let bytes = Array(text.utf8)
        var fields = Fields()
        guard match(tokens[...], bytes, 0, &fields) else { return .mismatch }
        return fields.date()
    }

    /// What the directives read so far.
    struct Fields {
        var year: Int?
        var shortYear: Int?
        var month: Int?
        var day: Int?
        var dayOfYear: Int?

        func date() -> Reading {
            var y = year ?? 1970
            if year == nil, let s = shortYear { y = s < 69 ? 2000 + s : 1900 + s }
            if let doy = dayOfYear, month == nil, day == nil {
                guard let first = Day(year: y, month: 1, day: 1), (1...(Day.isLeap(y) ? 366 : 365)).contains(doy) else {
                    return .noSuchDay(year: y, month: 1, day: doy)
                }
                return .date(first.adding(days: doy - 1))
            }
            let m = month ?? 1, d = day ?? 1
            guard let day = Day(year: y, month: m, day: d) else { return .noSuchDay(year: y, month: m, day: d) }
            return .date(day)
        }
    }

    /// Matches `tokens` against `bytes` from `at`, trying every length a
    /// number may take until the rest matches (the inputs are a few bytes).
    private func match(_ tokens: ArraySlice<Token>, _ bytes: [UInt8], _ at: Int, _ fields: inout Fields) -> Bool {
        guard let token = tokens.first else { return at == bytes.count }
        let rest = tokens.dropFirst()
        switch token {
        case .literal(let b):
            guard at < bytes.count, bytes[at] == b else { return false }
            return match(rest, bytes, at + 1, &fields)
        case .spaces:
            var k = at
            while k < bytes.count && (bytes[k] == .space || bytes[k] == .tab) { k += 1 }
            return match(rest, bytes, k, &fields)
        case .number(let component, let padding, let width):
            var start = at
            if padding == .spaces {
                while start < bytes.count && bytes[start] == .space { start += 1 }
            }
            var end = start
            while end < bytes.count && bytes[end].isDigit && end - start < width { end += 1 }
            let lengths: [Int]
            switch padding {
            case .zeros where width != Int.max: lengths = end - start == width ? [width] : []
            default: lengths = end > start ? Array((1...(end - start)).reversed()) : []
            }
            for length in lengths {
                var value = 0
                for k in start..<(start + length) { value = min(value * 10 + Int(bytes[k] - 0x30), 1_000_000) }
                var attempt = fields
                attempt.set(component, value)
                if match(rest, bytes, start + length, &attempt) {
                    fields = attempt
                    return true
                }
            }
            return false
        case .name(let component):
            for (length, value) in names(component, bytes, at) {
                var attempt = fields
                if component == .monthName { attempt.month = value }
                if match(rest, bytes, at + length, &attempt) {
                    fields = attempt
                    return true
                }
            }
            return false
        }
    }

    static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                         "october", "november", "december"]
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The lengths (with the value, for months) a name directive can take at `at`.
    private func names(_ component: Component, _ bytes: [UInt8], _ at: Int) -> [(Int, Int)] {
        func lowered(_ length: Int) -> String? {
            guard at + length <= bytes.count else { return nil }
            return String(decoding: bytes[at..<(at + length)].map { $0 | ($0.isASCIILetter ? 0x20 : 0) }, as: UTF8.self)
        }
        func wordMatches(_ words: [String]) -> [(Int, Int)] {
            var found: [(Int, Int)] = []
            for (index, word) in words.enumerated() {
                for length in [word.utf8.count, 3] where lowered(length) == String(word.prefix(length)) {
                    found.append((length, index + 1))
                }
            }
            return found.sorted { $0.0 > $1.0 }
        }
        switch component {
        case .monthName: return wordMatches(Self.months)
        case .weekdayName: return wordMatches(Self.weekdays)
        case .amPM: return lowered(2) == "am" || lowered(2) == "pm" ? [(2, 0)] : []
        case .fraction:
            var k = at
            if k < bytes.count && bytes[k] == UInt8(ascii: ".") { k += 1 }
            while k < bytes.count && bytes[k].isDigit { k += 1 }
            return [(k - at, 0)]
        case .timeZone:
            // `Z`, `+0100`, `-05:00`, or a name such as `UTC` or `CEST`.
            var k = at
            if k < bytes.count && (bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-")) {
                k += 1
                while k < bytes.count && (bytes[k].isDigit || bytes[k] == UInt8(ascii: ":")) { k += 1 }
                return k - at >= 3 ? [(k - at, 0)] : []
            }
            while k < bytes.count && bytes[k].isASCIILetter { k += 1 }
            return k > at ? [(k - at, 0)] : []
        default:
            return []
        }
    }
}

extension CSVDateFormat.Fields {
    mutating func set(_ component: CSVDateFormat.Component, _ value: Int) {
        switch component {
        case .year: year = value
        case .shortYear: shortYear = value
        case .month: month = value
        case .day: day = value
        case .dayOfYear: dayOfYear = value
        default: break  // times are read and ignored
        }
    }
}
