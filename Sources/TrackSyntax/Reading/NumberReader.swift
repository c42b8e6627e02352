import TrackModel

/// A number as written, before and after deciding what its marks mean.
///
/// `1,000.50` has group mark `,` and decimal mark `.`. A number whose only mark
/// is one `.` or `,` followed by exactly three digits (`1,000`) is ambiguous:
/// it is read with the mark as a decimal mark, as hledger reads it, until the
/// commodity's decimal mark is known (see `AmountStyleInference`).
///
/// Plain values only (no `Character`, no array), so that reading one, copying
/// it and dropping it costs no reference counting: every amount read makes one.
struct NumberReading {
    var quantity: Quantity
    /// The mark read as the decimal mark, if the number has one.
    var decimalMark: AmountStyle.DecimalMark?
    /// Set when the number is `1,000`-like and nothing decided its mark.
    var ambiguousMark: AmountStyle.DecimalMark?
    /// The digit group mark (a byte; 0 when the number has no groups) and
    /// the group sizes from the right, the second -1 when the first repeats.
    private var groupMark: UInt8 = 0
    private var groupSizes: (first: Int32, second: Int32) = (0, -1)

    init(quantity: Quantity) {
        self.quantity = quantity
    }

    /// The digit group mark and group sizes, if the number has groups.
    var digitGroups: AmountStyle.DigitGroups? {
        get {
            guard groupMark != 0 else { return nil }
            let sizes = groupSizes.second < 0 ? [Int(groupSizes.first)] : [Int(groupSizes.first), Int(groupSizes.second)]
            return AmountStyle.DigitGroups(mark: Character(Unicode.Scalar(groupMark)), sizes: sizes)
        }
        set {
            // Group marks are single bytes (the reader's and the two decimal marks').
            guard let groups = newValue, let mark = groups.mark.unicodeScalars.first, mark.value < 256,
                  let first = groups.sizes.first else {
                groupMark = 0
                return
            }
            groupMark = UInt8(mark.value)
            let second = groups.sizes.count > 1 ? groups.sizes[1] : -1
            groupSizes = (Int32(clamping: first), Int32(clamping: second))
        }
    }
}

/// Why a number could not be read.
enum NumberError: Error, Equatable {
    /// Too many digits for an exact amount.
    case overflow
    /// Marks that cannot be read either way (`1,000.000,5`, `1.000 000`).
    case malformed
}

enum NumberReader {
    /// `1.5E3`, `2e-2`: scientific notation after a number, as hledger reads
    /// it (in journals and in CSV amounts); false when the result overflows.
    static func applyExponent(_ cursor: inout Cursor, to reading: inout NumberReading) -> Bool {
        let b = cursor.peek
        guard b == UInt8(ascii: "e") || b == UInt8(ascii: "E") else { return true }
        var i = 1
        var negative = false
        if cursor.peek(at: 1) == UInt8(ascii: "-") || cursor.peek(at: 1) == UInt8(ascii: "+") {
            negative = cursor.peek(at: 1) == UInt8(ascii: "-")
            i = 2
        }
        guard cursor.peek(at: i).isDigit else { return true }
        cursor.advance(by: i)
        var exponent = 0
        while cursor.peek.isDigit {
            exponent = min(exponent * 10 + Int(cursor.peek - 0x30), 1000)
            cursor.advance()
        }
        let q = reading.quantity
        if negative {
            let scale = Int(q.scale) + exponent
            guard scale <= Int(Quantity.maximumScale) else { return false }
            reading.quantity = Quantity(mantissa: q.mantissa, scale: UInt8(scale))
        } else if exponent <= Int(q.scale) {
            reading.quantity = Quantity(mantissa: q.mantissa, scale: q.scale - UInt8(exponent))
        } else {
            guard exponent - Int(q.scale) <= 38,
                  let shifted = Quantity(mantissa: q.mantissa, scale: 0).multiplied(
                    by: Quantity(mantissa: Quantity.powerOfTen(UInt8(exponent - Int(q.scale))), scale: 0))
            else { return false }
            reading.quantity = shifted
        }
        return true
    }

    /// `-` or `+` before an amount or between its symbol and number, and the
    /// spaces hledger allows after it (`- 5 USD`, `$ -5`): true for `-`.
    static func readSign(_ cursor: inout Cursor) -> Bool {
        let b = cursor.peek
        guard b == UInt8(ascii: "-") || b == UInt8(ascii: "+") else { return false }
        cursor.advance()
        cursor.skipSpaces()
        return b == UInt8(ascii: "-")
    }

    /// True when a number starts at the cursor: a digit, or a mark then a digit (`.5`).
    static func startsNumber(_ cursor: Cursor) -> Bool {
        let b = cursor.peek
        if b.isDigit { return true }
        return (b == UInt8(ascii: ".") || b == UInt8(ascii: ",")) && cursor.peek(at: 1).isDigit
    }

    /// Reads a number at the cursor. `decimalHint` is the decimal mark a
    /// `commodity` or `decimal-mark` directive declared; `groupsWhenAmbiguous`
    /// reads `1,000` as one thousand (used in commodity directives).
    static func read(
        _ cursor: inout Cursor, decimalHint: AmountStyle.DecimalMark?, groupsWhenAmbiguous: Bool = false
    ) -> Result<NumberReading, NumberError> {
        if let simple = readSimple(&cursor, decimalHint: decimalHint, groupsWhenAmbiguous: groupsWhenAmbiguous) {
            return .success(simple)
        }
        // Scan digit runs and the single-byte marks between them.
        var runs: [(start: Int, end: Int)] = []
        var marks: [UInt8] = []
        var trailingMark: UInt8?
        while true {
            let start = cursor.position
            cursor.advance(while: \.isDigit)
            runs.append((start, cursor.position))
            let b = cursor.peek
            let isMark = b == UInt8(ascii: ".") || b == UInt8(ascii: ",") || b == .space
            guard isMark else { break }
            if cursor.peek(at: 1).isDigit {
                marks.append(b)
                cursor.advance()
            } else if b != .space && runs.count >= 1 && runs[runs.count - 1].end > runs[runs.count - 1].start {
                trailingMark = b
                cursor.advance()
                break
            } else {
                break
            }
        }
        return interpret(runs: runs, marks: marks, trailingMark: trailingMark, cursor: cursor,
                         decimalHint: decimalHint, groupsWhenAmbiguous: groupsWhenAmbiguous)
    }

    /// The common case without allocating: up to 18 digits with at most one
    /// mark (`5542.30`, `12,50`, `1000`). Anything else returns nil, cursor unmoved.
    private static func readSimple(
        _ cursor: inout Cursor, decimalHint: AmountStyle.DecimalMark?, groupsWhenAmbiguous: Bool
    ) -> NumberReading? {
        var i = cursor.position
        var mantissa: Int64 = 0
        var digits = 0
        while cursor.byte(at: i).isDigit {
            mantissa = mantissa &* 10 &+ Int64(cursor.byte(at: i) &- 0x30)
            digits += 1
            i += 1
        }
        guard digits > 0 else { return nil }
        var mark: UInt8?
        var scale = 0
        let b = cursor.byte(at: i)
        if (b == UInt8(ascii: ".") || b == UInt8(ascii: ",")) && cursor.byte(at: i + 1).isDigit {
            mark = b
            i += 1
            while cursor.byte(at: i).isDigit {
                mantissa = mantissa &* 10 &+ Int64(cursor.byte(at: i) &- 0x30)
                digits += 1
                scale += 1
                i += 1
            }
        }
        let next = cursor.byte(at: i)
        guard digits <= 18, next != UInt8(ascii: "."), next != UInt8(ascii: ","),
              !(next == .space && cursor.byte(at: i + 1).isDigit) else { return nil }
        let isAmbiguous = mark != nil && scale == 3
        if isAmbiguous && (groupsWhenAmbiguous || decimalHint != nil) { return nil }
        cursor.position = i
        var reading = NumberReading(quantity: Quantity(mantissa: Int128(mantissa), scale: UInt8(scale)))
        if let mark {
            reading.decimalMark = AmountStyle.DecimalMark(rawValue: mark)
            if isAmbiguous { reading.ambiguousMark = reading.decimalMark }
        }
        return reading
    }

    private static func interpret(
        runs: [(start: Int, end: Int)], marks: [UInt8], trailingMark: UInt8?, cursor: Cursor,
        decimalHint: AmountStyle.DecimalMark?, groupsWhenAmbiguous: Bool
    ) -> Result<NumberReading, NumberError> {
        var decimalIndex: Int?         // index into marks of the decimal mark
        var decimal: UInt8?
        var group: UInt8?
        var ambiguous: UInt8?
        let punctuation = marks.filter { $0 != .space }
        let kinds = Set(punctuation)
        if let t = trailingMark {
            // `1,000.` or `1.`: the trailing mark is the decimal mark.
            decimal = t
            let others = Set(marks).subtracting([t])
            if others.count > 1 || marks.contains(t) { return .failure(.malformed) }
            group = others.first
        } else if kinds.count == 2 {
            // Both marks: the last is the decimal mark and appears once.
            let last = punctuation.last!
            guard marks.last == last, punctuation.filter({ $0 == last }).count == 1 else { return .failure(.malformed) }
            decimal = last
            decimalIndex = marks.count - 1
            group = kinds.first { $0 != last }
            if marks.contains(.space) { return .failure(.malformed) }
        } else if let mark = kinds.first {
            let count = punctuation.count
            let spaced = marks.contains(.space)
            if count > 1 {
                if spaced { return .failure(.malformed) }
                group = mark
            } else if spaced {
                // `1 000,50`: spaces group, so the other mark is the decimal mark.
                guard marks.last == mark else { return .failure(.malformed) }
                decimal = mark
                decimalIndex = marks.count - 1
                group = .space
            } else if runs[0].end == runs[0].start {
                decimal = mark  // `.5`
                decimalIndex = 0
            } else if let hint = decimalHint {
                if hint.rawValue == mark {
                    decimal = mark
                    decimalIndex = 0
                } else {
                    group = mark
                }
            } else if runs[1].end - runs[1].start == 3 {
                if groupsWhenAmbiguous {
                    group = mark
                } else {
                    ambiguous = mark
                    decimal = mark
                    decimalIndex = 0
                }
            } else {
                decimal = mark
                decimalIndex = 0
            }
        } else if !marks.isEmpty {
            group = .space
        }
        // Digits: every run, with the scale counted after the decimal mark.
        var mantissa: Int128 = 0
        var scale = 0
        var digitCount = 0
        for (i, run) in runs.enumerated() {
            let afterDecimal = decimalIndex.map { i > $0 } ?? false
            for p in run.start..<run.end {
                let d = Int128(cursor.byte(at: p) &- 0x30)
                if mantissa == 0 && d == 0 && !afterDecimal { continue }
                digitCount += 1
                guard digitCount <= 38 else { return .failure(.overflow) }
                let (m, o1) = mantissa.multipliedReportingOverflow(by: 10)
                let (n, o2) = m.addingReportingOverflow(d)
                if o1 || o2 { return .failure(.overflow) }
                mantissa = n
                if afterDecimal { scale += 1 }
            }
        }
        guard scale <= Int(Quantity.maximumScale) else { return .failure(.overflow) }
        var reading = NumberReading(quantity: Quantity(mantissa: mantissa, scale: UInt8(scale)))
        reading.decimalMark = decimal.flatMap(AmountStyle.DecimalMark.init(rawValue:))
        reading.ambiguousMark = ambiguous.flatMap(AmountStyle.DecimalMark.init(rawValue:))
        if let g = group {
            reading.digitGroups = AmountStyle.DigitGroups(mark: Character(Unicode.Scalar(g)), sizes: groupSizes(runs, decimalIndex: decimalIndex))
        }
        return .success(reading)
    }

    /// Group sizes from the right, as `DigitGroups` wants: `1,00,000` → [3, 2],
    /// `1,000,000` → [3] (the last size repeats).
    private static func groupSizes(_ runs: [(start: Int, end: Int)], decimalIndex: Int?) -> [Int] {
        let integerRuns = decimalIndex.map { Array(runs[...$0]) } ?? runs
        let sizes = integerRuns.dropFirst().reversed().map { $0.end - $0.start }
        guard let first = sizes.first else { return [3] }
        if sizes.count > 1 && sizes[1] != first { return [first, sizes[1]] }
        return [first]
    }
}
