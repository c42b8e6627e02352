#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A journal file's bytes cut into `JournalItem`s, keeping every byte:
/// the unit a merge matches, keeps, adds and drops.
///
/// The cut is made on lines alone, not by the parser, so that a file that
/// does not read (a half-typed entry, a conflict a user left) still cuts,
/// and so that nothing in it is lost or respelled: an item is its bytes.
public struct ItemizedFile: Sendable {
    public let bytes: [UInt8]
    public private(set) var items: [JournalItem] = []
    /// Items are matched on exact bytes (line items) rather than on their key.
    let exactKeys: Bool

    /// Cuts `bytes` into journal items.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        exactKeys = false
        split()
    }

    /// Cuts `bytes` into lines, for the line merge.
    public init(lines bytes: [UInt8]) {
        self.bytes = bytes
        exactKeys = true
        var start = 0
        while start < bytes.count {
            let end = Self.lineEnd(bytes, from: start)
            items.append(JournalItem(kind: .line, content: start..<end, trailing: end..<end, date: nil,
                                     hash: ItemKey.hash(bytes, start..<end, exact: true)))
            start = end
        }
    }

    /// The bytes of an item, content and trailing blank lines.
    public func text(of item: JournalItem) -> ArraySlice<UInt8> { bytes[item.bytes] }

    /// Whether two items (of this file and `other`) are the same by key.
    func same(_ item: JournalItem, _ other: JournalItem, in otherFile: ItemizedFile) -> Bool {
        item.hash == other.hash
            && ItemKey.equal(bytes, item.content, otherFile.bytes, other.content, exact: exactKeys)
    }

    /// The offset after the line that starts at `start` (after its `\n`).
    static func lineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count,
                  let found = memchr(base + start, 0x0A, buffer.count - start) else { return buffer.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
    }

    private mutating func split() {
        var start = 0
        var current: (kind: JournalItem.Kind, start: Int, contentEnd: Int, inBlockComment: Bool)?
        func close(at end: Int) {
            guard let open = current else { return }
            let content = open.start..<open.contentEnd
            items.append(JournalItem(kind: open.kind, content: content, trailing: open.contentEnd..<end,
                                     date: open.kind == .transaction ? Self.date(bytes, at: open.start) : nil,
                                     hash: ItemKey.hash(bytes, content, exact: false)))
            current = nil
        }
        while start < bytes.count {
            let end = Self.lineEnd(bytes, from: start)
            let line = LineShape(bytes, start..<end)
            defer { start = end }
            if let open = current, open.inBlockComment {
                current?.contentEnd = end
                if line.isEndComment { current?.inBlockComment = false }
                continue
            }
            if line.isBlank {
                if current == nil { current = (.blank, start, end, false) } else if current?.kind == .blank {
                    current?.contentEnd = end
                }
                continue
            }
            let hasTrailing = current.map { $0.contentEnd < start } ?? false
            if line.isIndented && current != nil && current?.kind != .blank && !hasTrailing {
                current?.contentEnd = end
                continue
            }
            if line.isComment && current?.kind == .comment && !hasTrailing {
                current?.contentEnd = end
                continue
            }
            close(at: start)
            current = (line.kind, start, end, line.opensBlockComment)
        }
        close(at: bytes.count)
    }

    /// `2026-11-02`, `2026/11/02` or `2026.11.02` at `start`, as a sortable number.
    static func date(_ bytes: [UInt8], at start: Int) -> Int? {
        var parts: [Int] = []
        var index = start
        var value = 0, digits = 0
        while index < bytes.count && parts.count < 3 {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") && digits < 4 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else if digits > 0 && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")) && parts.count < 2 {
                parts.append(value)
                value = 0
                digits = 0
            } else {
                break
            }
            index += 1
        }
        if digits > 0 { parts.append(value) }
        guard parts.count == 3, parts[0] >= 1000 else { return nil }
        return parts[0] * 10_000 + parts[1] * 100 + parts[2]
    }
}

/// What one line is, from its first bytes.
struct LineShape {
    var isBlank = true
    var isIndented = false
    var isComment = false
    var isEndComment = false
    var opensBlockComment = false
    var kind: JournalItem.Kind = .directive

    init(_ bytes: [UInt8], _ range: Range<Int>) {
        guard let first = range.first else { return }
        let byte = bytes[first]
        isIndented = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        isBlank = bytes[range].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n")
        }
        guard !isBlank && !isIndented else { return }
        let word = bytes[range].prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t")
            && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            kind = .transaction
        } else if [UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "%")].contains(byte) {
            kind = .comment
            isComment = true
        } else if word.elementsEqual("comment".utf8) {
            kind = .comment
            opensBlockComment = true
        }
        isEndComment = bytes[range].starts(with: "end comment".utf8)
    }
}
