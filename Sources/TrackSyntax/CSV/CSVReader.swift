import TrackModel

/// One record of a CSV file: its fields and where each was written.
///
/// ```csv
/// 2026-11-02,"Corner Market, Main St",-84.20
/// ```
///
/// is three fields, the second without its quotes.
public struct CSVRecord: Sendable {
    /// The fields, unquoted: `"say ""hi"""` is `say "hi"`. Spaces around an
    /// unquoted field are kept (rules strip them when they use the field).
    public var fields: [String]
    /// Each field's place in the store: its content, inside any quotes.
    public var fieldRanges: [Range<SourceLocation>]
    /// The record from its first byte to the end of its last line, without
    /// the line ending (a quoted field may span lines).
    public var range: Range<SourceLocation>

    public init(fields: [String], fieldRanges: [Range<SourceLocation>], range: Range<SourceLocation>) {
        self.fields = fields
        self.fieldRanges = fieldRanges
        self.range = range
    }
}

/// Reads character-separated values (RFC 4180, as hledger reads them) from
/// a file in the `SourceStore`, so that every field keeps its position for
/// messages.
///
/// - Fields are separated by `separator` (one character, possibly several
///   UTF-8 bytes); records end with `\n`, `\r\n` or a lone `\r`.
/// - A field in double quotes may hold separators, quotes (written twice)
///   and line breaks. Spaces before the opening quote and after the closing
///   one are allowed (hledger rejects them; bank exports write them).
/// - A UTF-8 byte order mark at the start is skipped; empty lines and lines
///   of spaces are not records.
///
/// A quote never closed, or text after a closing quote, is a diagnostic; the
/// reader goes on at the next line, so one run shows every broken record.
public struct CSVReader: Sendable {
    public let separator: [UInt8]

    public init(separator: [UInt8] = [UInt8(ascii: ",")]) {
        precondition(!separator.isEmpty, "a separator has at least one byte")
        self.separator = separator
    }

    public func read(_ file: SourceFile) -> (records: [CSVRecord], diagnostics: [Diagnostic]) {
        var scanner = Scanner(bytes: file.bytes, base: file.base, separator: separator)
        return scanner.run()
    }

    private struct Scanner {
        let bytes: SourceBytes
        let base: UInt32
        let separator: [UInt8]
        var i = 0
        var records: [CSVRecord] = []
        var diagnostics: [Diagnostic] = []

        init(bytes: SourceBytes, base: UInt32, separator: [UInt8]) {
            self.bytes = bytes
            self.base = base
            self.separator = separator
        }

        /// Spaces around quotes are skipped only when a space does not separate fields.
        var skipsSpaces: Bool { separator != [.space] }

        func location(_ index: Int) -> SourceLocation { SourceLocation(offset: base + UInt32(index)) }

        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

        func isSeparator(at index: Int) -> Bool {
            guard index + separator.count <= bytes.count else { return false }
            for k in 0..<separator.count where bytes[index + k] != separator[k] { return false }
            return true
        }

        func isLineEnd(at index: Int) -> Bool {
            index >= bytes.count || bytes[index] == .newline || bytes[index] == .carriageReturn
        }

        /// The index after the line ending at `index` (`\r\n`, `\n` or `\r`).
        func afterLineEnd(_ index: Int) -> Int {
            guard index < bytes.count else { return index }
            if bytes[index] == .carriageReturn && byte(index + 1) == .newline { return index + 2 }
            return index + 1
        }

        /// The end of the line's content from `index`.
        func contentEnd(from index: Int) -> Int {
            var k = index
            while !isLineEnd(at: k) { k += 1 }
            return k
        }

        mutating func run() -> (records: [CSVRecord], diagnostics: [Diagnostic]) {
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
            while i < bytes.count {
                let before = i
                var k = i
                while k < bytes.count && (bytes[k] == .space || bytes[k] == .tab) && !isSeparator(at: k) { k += 1 }
                if isLineEnd(at: k) {
                    i = afterLineEnd(k)  // an empty line, or spaces only: not a record
                } else {
                    readRecord()
                }
                if i <= before { i = before + 1 }  // progress, always
            }
            return (records, diagnostics)
        }

        /// Reads one record from `i`; on a malformed field, reports it and
        /// moves to the next line.
        mutating func readRecord() {
            let start = i
            var fields: [String] = []
            var ranges: [Range<SourceLocation>] = []
            while true {
                guard let (value, range, atSeparator) = readField() else { return }
                fields.append(value)
                ranges.append(range)
                if atSeparator {
                    i += separator.count
                    continue
                }
                records.append(CSVRecord(fields: fields, fieldRanges: ranges, range: location(start)..<location(i)))
                i = afterLineEnd(i)
                return
            }
        }

        /// One field from `i`, leaving `i` at the separator or line end after
        /// it; nil (with `i` past the damage) when it is malformed.
        mutating func readField() -> (String, Range<SourceLocation>, atSeparator: Bool)? {
            var k = i
            if skipsSpaces {
                while byte(k) == .space { k += 1 }
            }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "\""), separator != [UInt8(ascii: "\"")] else {
                // Unquoted: everything up to the separator or the line end, spaces included.
                let fieldStart = i
                while !isLineEnd(at: i) && !isSeparator(at: i) { i += 1 }
                let value = String(decoding: bytes[fieldStart..<i], as: UTF8.self)
                return (value, location(fieldStart)..<location(i), isSeparator(at: i))
            }
            let quote = k
            k += 1
            let contentStart = k
            var value: [UInt8] = []
            while true {
                guard k < bytes.count else {
                    diagnostics.append(.csvUnclosedQuote(at: location(quote)..<location(contentEnd(from: quote))))
                    i = bytes.count
                    return nil
                }
                if bytes[k] == UInt8(ascii: "\"") {
                    if byte(k + 1) == UInt8(ascii: "\"") {
                        value.append(UInt8(ascii: "\""))
                        k += 2
                        continue
                    }
                    break
                }
                value.append(bytes[k])
                k += 1
            }
            let contentEnd = k
            k += 1
            if skipsSpaces {
                while byte(k) == .space { k += 1 }
            }
            guard isLineEnd(at: k) || isSeparator(at: k) else {
                let end = self.contentEnd(from: k)
                diagnostics.append(.csvTextAfterQuote(at: location(k)..<location(max(end, k + 1))))
                i = afterLineEnd(end)
                return nil
            }
            i = k
            return (String(decoding: value, as: UTF8.self), location(contentStart)..<location(contentEnd), isSeparator(at: k))
        }
    }
}
