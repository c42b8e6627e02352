#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A posting line as written, cut where the parser cuts it, for what the
/// model does not keep: the account name as the journal spells it (before
/// aliases and `apply account`, which apply again when the file is read) and
/// the text after it.
///
/// ```journal
///     ! (Budget:Food)     -12.50 USD  ; note
///     ^ status  ^ account  ^ rest      ^ the comment (from the model)
/// ```
struct PostingLine {
    /// The account as written, brackets included.
    var account: Range<Int>
    /// True when the name is printable ASCII, one column a byte (found on
    /// the way, so the common case needs no second look).
    private var isPlainASCII = true

    init(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int) {
        let count = bytes.count
        var i = lineStart
        while i < count && (bytes[i] == .space || bytes[i] == .tab) { i += 1 }
        if i < count && (bytes[i] == UInt8(ascii: "*") || bytes[i] == UInt8(ascii: "!")) {
            i += 1
            while i < count && (bytes[i] == .space || bytes[i] == .tab) { i += 1 }
        }
        let start = i
        // The name ends at two spaces, a tab, or the line's end (a single
        // space belongs to it). Eight bytes at a time to the first byte below
        // 0x21 (a space, a tab, a line ending), noting any byte that is not
        // printable ASCII (0x80 and up, or 0x7F) on the way.
        var unusual: UInt64 = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let delete = word ^ 0x7F7F_7F7F_7F7F_7F7F
                unusual |= (word | ((delete &- 0x0101_0101_0101_0101) & ~delete)) & 0x8080_8080_8080_8080
                let low = (word &- 0x2121_2121_2121_2121) & ~word & 0x8080_8080_8080_8080
                let e3 = word ^ 0xE3E3_E3E3_E3E3_E3E3
                let lead = (e3 &- 0x0101_0101_0101_0101) & ~e3 & 0x8080_8080_8080_8080
                if low | lead != 0 {
                    i += (low | lead).trailingZeroBitCount / 8
                    break
                }
                i += 8
            }
        }
        isPlainASCII = unusual == 0
        while i < count {
            let b = bytes[i]
            // U+3000 is a space, as the parser reads it (`accountNameEnd`).
            if b == Cursor.ideographicSpaceLead, Cursor.isIdeographicSpace(bytes, at: i) {
                isPlainASCII = false
                let next = i + 3
                if next >= count || bytes[next] == .space || bytes[next] == .tab || bytes[next] == .newline
                    || bytes[next] == .carriageReturn || Cursor.isIdeographicSpace(bytes, at: next) { break }
                i = next
                continue
            }
            if b > .space {
                if b >= 0x7F { isPlainASCII = false }
                i += 1
                continue
            }
            if b == .tab || b == .newline { break }
            guard i + 1 < count else {
                if b == .space || b == .carriageReturn { break }
                isPlainASCII = false
                i += 1
                continue
            }
            let next = bytes[i + 1]
            if b == .carriageReturn {
                if next == .newline { break }
            } else if b == .space {
                // A space before another, a tab or the line's end ends the name.
                if next == .space || next == .tab || next == .newline || Cursor.isIdeographicSpace(bytes, at: i + 1)
                    || (next == .carriageReturn && (i + 2 >= count || bytes[i + 2] == .newline)) { break }
            }
            if b != .space { isPlainASCII = false }
            i += 1
        }
        account = start..<i
    }

    /// The account name's display width, as `appendAccount` writes it.
    func accountWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard !isPlainASCII else { return account.count }
        let name = UnsafeBufferPointer(rebasing: bytes[account])
        // Each U+3000 (two columns) is written as a space (one).
        var ideographic = 0
        var k = 0
        while k < name.count {
            if Cursor.isIdeographicSpace(name, at: k) {
                ideographic += 1
                k += 3
            } else {
                k += 1
            }
        }
        return DisplayWidth.of(utf8: name) - ideographic
    }

    /// Appends the account name as written, each U+3000 inside it as a space
    /// (as it reads): `fmt` normalises what CJK input methods type.
    func appendAccount(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBlock) {
        guard !isPlainASCII else {
            out.append(UnsafeBufferPointer(rebasing: bytes[account]))
            return
        }
        var k = account.lowerBound
        while k < account.upperBound {
            if Cursor.isIdeographicSpace(bytes, at: k) && k + 3 <= account.upperBound {
                out.append(.space)
                k += 3
            } else {
                out.append(bytes[k])
                k += 1
            }
        }
    }

    /// After the account and the spaces that end it: the amount, when there is one.
    func rest(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = account.upperBound
        while i < bytes.count {
            if bytes[i] == .space || bytes[i] == .tab {
                i += 1
            } else if Cursor.isIdeographicSpace(bytes, at: i) {
                i += 3
            } else {
                break
            }
        }
        return i
    }

    /// The end of the line's content, before its line ending.
    func end(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        PostingLine.contentEnd(bytes, account.upperBound)
    }

    /// The first number after `rest`, as written (`5,000` in `NT$5,000 = …`):
    /// digits with the `.`, `,` and space marks between them.
    func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let end = self.end(bytes)
        var i = rest(bytes)
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                while i < end && bytes[i] != UInt8(ascii: "\"") { i += 1 }
                i += 1
                continue
            }
            if b.isDigit || (isMark(b) && i + 1 < end && bytes[i + 1].isDigit) { break }
            if b == .semicolon || b == UInt8(ascii: "@") || b == UInt8(ascii: "=") { return nil }
            i += 1
        }
        guard i < end else { return nil }
        let start = i
        while i < end {
            let b = bytes[i]
            if b.isDigit {
                i += 1
            } else if (isMark(b) || b == .space) && i + 1 < end && bytes[i + 1].isDigit {
                i += 1
            } else {
                // A mark at the end is a decimal mark (`1,000.`): part of the number.
                if isMark(b) && i > start && bytes[i - 1].isDigit { i += 1 }
                break
            }
        }
        return start..<i
    }

    private func isMark(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ".") || b == UInt8(ascii: ",")
    }

    static func contentEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        guard index < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        var end = bytes.count
        if let found = memchr(base + index, Int32(UInt8.newline), bytes.count - index) {
            end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        return end > index && bytes[end - 1] == .carriageReturn ? end - 1 : end
    }
}
