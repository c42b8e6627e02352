import TrackModel

/// Timedot files (`.timedot`), read as hledger 1.25 reads them:
///
/// ```timedot
/// 2026-11-02 client work
/// Work:Client A   .... ..
/// Work:Admin      1.5
/// Learning        90m
/// ```
///
/// A day starts with a date at column 0 (the rest of the line is its
/// description); each line after it, `ACCOUNT  QUANTITY`, becomes a cleared
/// transaction on that day with one virtual posting of the quantity, with no
/// commodity and shown with two decimals. A quantity is dots (each a quarter,
/// spaces between them ignored), or a number of hours, or a number followed
/// by a unit: `s`, `m`, `h`, `d` (24 h), `w` (7 d), `mo` (30 d), `y` (365 d).
/// A line with an account and no quantity counts 0. Blank lines and `;`,
/// `#`, `*` comment lines are skipped.
extension JournalParser {
    mutating func parseTimedotFile(at index: Int) {
        let file = journal.sources.files[index]
        file.bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(bytes: buffer, base: file.base)
            var day: (date: Day, description: Text)?
            while !cursor.isAtEnd {
                defer { cursor.skipToNextLine() }
                let lineStart = cursor.position
                let lineEnd = cursor.trimmedEnd(from: lineStart, to: cursor.contentEnd)
                cursor.skipSpaces()
                let first = cursor.peek
                if cursor.position >= lineEnd || first == .semicolon || first == UInt8(ascii: "#")
                    || first == UInt8(ascii: "*") { continue }
                if cursor.position == lineStart && first.isDigit {
                    guard let date = readDate(&cursor, year: scope.defaultYear) else {
                        day = nil
                        continue
                    }
                    cursor.skipSpaces()
                    day = (date, cursor.text(cursor.position, max(cursor.position, lineEnd)))
                    continue
                }
                guard let (date, description) = day else {
                    report(.timedotLine("an entry needs a day above it", hint: "start the day with its date on a line of its own, such as 2026-11-02",
                                        at: cursor.location(lineStart)..<cursor.location(lineEnd)))
                    continue
                }
                let accountStart = cursor.position
                let accountEnd = accountNameEnd(cursor, lineEnd: lineEnd)
                cursor.position = accountEnd
                cursor.skipSpaces()
                guard let hours = readTimedotQuantity(&cursor, lineEnd: lineEnd) else { continue }
                let account = internAccount(cursor, accountStart, accountEnd, markUsed: true)
                styles.observe(.none, reading: NumberReading(quantity: Quantity(mantissa: 0, scale: 2)), side: nil,
                               spaced: false, influencesStyle: true)
                let source = cursor.text(lineStart, lineEnd)
                let posting = Posting(account: account, amount: Amount(hours, .none), location: source.location,
                                      kind: .virtual)
                appendTransaction(Transaction(date: date, status: .cleared, description: description,
                                              postings: PostingList([posting]), source: source))
            }
        }
    }

    /// Hours in each unit of a timedot quantity (hledger's manual: 1d = 24h,
    /// 1w = 7d, 1mo = 30d, 1y = 365d); seconds and minutes divide.
    private static let timedotUnits: [(unit: StaticString, hours: Int128, divisor: Int128)] = [
        ("mo", 720, 1), ("s", 1, 3600), ("m", 1, 60), ("h", 1, 1), ("d", 24, 1), ("w", 168, 1), ("y", 8760, 1),
    ]

    /// Dots, a number, or a number and a unit, then nothing but a comment;
    /// nil (reported) when the line says something else.
    private mutating func readTimedotQuantity(_ cursor: inout Cursor, lineEnd: Int) -> Quantity? {
        let start = cursor.position
        var quantity = Quantity(0)
        if cursor.position >= lineEnd || cursor.peek == .semicolon || cursor.peek == UInt8(ascii: "#") {
            return quantity
        }
        if cursor.peek == UInt8(ascii: ".") && !cursor.peek(at: 1).isDigit {
            var dots: Int128 = 0
            while cursor.position < lineEnd, cursor.peek == UInt8(ascii: ".") || cursor.peek.isSpaceOrTab {
                if cursor.peek == UInt8(ascii: ".") { dots += 1 }
                cursor.advance()
            }
            quantity = Quantity(mantissa: dots * 25, scale: 2).normalized
        } else {
            let negative = NumberReader.readSign(&cursor)
            guard NumberReader.startsNumber(cursor),
                  case .success(let reading) = NumberReader.read(&cursor, decimalHint: nil) else {
                reportTimedotQuantity(cursor, from: start, lineEnd: lineEnd)
                return nil
            }
            quantity = negative ? (reading.quantity.negated() ?? reading.quantity) : reading.quantity
            for (unit, hours, divisor) in Self.timedotUnits where cursor.matches(unit) {
                cursor.advance(by: unit.utf8CodeUnitCount)
                guard let scaled = quantity.multiplied(by: Quantity(mantissa: hours, scale: 0)),
                      let converted = scaled.divided(by: Quantity(mantissa: divisor, scale: 0), scale: 16) else {
                    report(.amountOverflow(at: cursor.location(start)..<cursor.location(cursor.position)))
                    return nil
                }
                quantity = converted.normalized
                break
            }
        }
        cursor.skipSpaces()
        guard cursor.position >= lineEnd || cursor.peek == .semicolon || cursor.peek == UInt8(ascii: "#") else {
            reportTimedotQuantity(cursor, from: start, lineEnd: lineEnd)
            return nil
        }
        return quantity
    }

    private mutating func reportTimedotQuantity(_ cursor: Cursor, from start: Int, lineEnd: Int) {
        report(.timedotLine("'\(cursor.string(start, lineEnd))' is not a timedot quantity",
                            hint: "write dots (each a quarter hour), hours (1.5) or a number and a unit: 90m, 2h, 1d",
                            at: cursor.location(start)..<cursor.location(max(lineEnd, start + 1))))
    }
}
