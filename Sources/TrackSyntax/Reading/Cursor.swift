#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

/// A read position in one file's UTF-8 bytes. Positions are indices into the
/// file; `location(_:)` turns them into the `SourceStore`'s address space.
///
/// Every method either consumes at least one byte or reports that it did not,
/// so the parser's loops always make progress.
struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file's first byte in the `SourceStore`.
    let base: UInt32
    var position: Int

    init(bytes: UnsafeBufferPointer<UInt8>, base: UInt32, position: Int = 0) {
        self.bytes = bytes
        self.base = base
        self.position = position
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The current byte, or 0 at the end (0 never matches anything the parser looks for).
    var peek: UInt8 { position < bytes.count ? bytes[position] : 0 }

    func peek(at offset: Int) -> UInt8 {
        let i = position + offset
        return i < bytes.count && i >= 0 ? bytes[i] : 0
    }

    func byte(at index: Int) -> UInt8 {
        index < bytes.count && index >= 0 ? bytes[index] : 0
    }

    mutating func advance(by n: Int = 1) {
        position = min(position + n, bytes.count)
    }

    /// Consumes `byte` if it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte, !isAtEnd else { return false }
        position += 1
        return true
    }

    mutating func advance(while predicate: (UInt8) -> Bool) {
        while position < bytes.count && predicate(bytes[position]) { position += 1 }
    }

    /// Skips spaces and tabs; returns how many bytes it skipped.
    @discardableResult
    mutating func skipSpaces() -> Int {
        let start = position
        let count = bytes.count
        // Eight bytes at a time through the column-aligning runs of spaces.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while position + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) ^ 0x2020_2020_2020_2020
                if word != 0 {
                    position += word.trailingZeroBitCount / 8
                    break
                }
                position += 8
            }
        }
        while position < count {
            let b = bytes[position]
            if b == .space || b == .tab {
                position += 1
            } else if b == Self.ideographicSpaceLead, Self.isIdeographicSpace(bytes, at: position) {
                position += 3
            } else {
                break
            }
        }
        return position - start
    }

    /// The first byte of U+3000 IDEOGRAPHIC SPACE (E3 80 80 in UTF-8), which
    /// CJK input methods type for a space: hledger reads it as one (Haskell's
    /// `isSpace`), and so does track wherever spaces separate things.
    static let ideographicSpaceLead: UInt8 = 0xE3

    /// Whether U+3000 starts at `i`.
    @inline(__always)
    static func isIdeographicSpace(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        i + 2 < bytes.count && bytes[i] == 0xE3 && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x80
    }

    /// The index of this line's end: its `\n`, or the end of the file.
    var lineEnd: Int {
        guard position < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        // Not `firstIndex(of:from:to:)`: asked three times a transaction, its checks cost 1% of a read.
        guard let found = memchr(base + position, Int32(UInt8.newline), bytes.count - position) else {
            return bytes.count
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The end of this line's content: before `\r\n` or `\n`.
    var contentEnd: Int { contentEnd(ofLineEndingAt: lineEnd) }

    /// `contentEnd` of the line whose end (`lineEnd`) is known: a line is
    /// looked for once, not at each question about it.
    func contentEnd(ofLineEndingAt lineEnd: Int) -> Int {
        lineEnd > position && bytes[lineEnd - 1] == .carriageReturn ? lineEnd - 1 : lineEnd
    }

    /// `skipToNextLine` from a line whose end (`lineEnd`) is known.
    mutating func skipLine(endingAt lineEnd: Int) {
        position = lineEnd < bytes.count ? lineEnd + 1 : lineEnd
    }

    /// Moves to the start of the next line.
    mutating func skipToNextLine() {
        skipLine(endingAt: lineEnd)
    }

    /// True at the end of the line's content (`\n`, `\r\n` or end of file).
    var isAtLineEnd: Bool {
        let b = peek
        return isAtEnd || b == .newline || (b == .carriageReturn && peek(at: 1) == .newline)
            || (b == .carriageReturn && position + 1 >= bytes.count)
    }

    func location(_ index: Int) -> SourceLocation {
        SourceLocation(offset: base + UInt32(index))
    }

    var location: SourceLocation { location(position) }

    func text(_ start: Int, _ end: Int) -> Text {
        Text(start: base + UInt32(start), length: UInt32(max(0, end - start)))
    }

    func string(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The bytes from `start` to `end` as a path, keeping bytes that are not UTF-8 (see `PathBytes`).
    func path(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return PathBytes.string(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Whether the bytes at the position spell `word` (ASCII).
    func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let w = word.utf8Start
        for i in 0..<count where bytes[position + i] != w[i] { return false }
        return true
    }

    /// The index of the first `byte` in `start..<end`, or `end`: memchr
    /// looks at many bytes an instruction, where a loop looks at one.
    func firstIndex(of byte: UInt8, from start: Int, to end: Int) -> Int {
        guard start < end, end <= bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), end - start) else { return max(start, end) }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Index of the last non-space byte before `end`, plus one.
    func trimmedEnd(from start: Int, to end: Int) -> Int {
        var e = end
        while e > start, bytes[e - 1] == .space || bytes[e - 1] == .tab || bytes[e - 1] == .carriageReturn { e -= 1 }
        return e
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let semicolon = UInt8(ascii: ";")

    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isSpaceOrTab: Bool { self == .space || self == .tab }
    var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
}
