#if canImport(Glibc)
import Glibc
#endif
import TrackModel

/// Where the lines of a text start, to turn byte offsets into LSP positions
/// (line, UTF-16 code unit) and back. Built in one pass over the bytes.
struct LineIndex: Sendable {
    let bytes: SourceBytes
    private(set) var lineStarts: [Int] = [0]

    /// Of a document's text (copied: the index outlives an edit).
    init(_ bytes: [UInt8]) {
        self.init(SourceBytes(bytes))
    }

    init(_ bytes: SourceBytes) {
        self.bytes = bytes
        var starts = [0]
        Self.forEachNewline(in: bytes) {
            starts.append($0 + 1)
            return true
        }
        lineStarts = starts
    }

    /// Calls `body` with the offset of each `\n` in `bytes`, in order, until
    /// it returns false: found by `memchr`, which reads many bytes at a time
    /// (a 12 MB journal's lines are counted at every change).
    static func forEachNewline<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, _ body: (Int) -> Bool) {
        _ = bytes.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress else { return }
            var next = 0
            while next < buffer.count, let found = memchr(base + next, 0x0A, buffer.count - next) {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard body(offset) else { return }
                next = offset + 1
            }
        }
    }

    /// The end of line `line`'s text, before its `\n` (and `\r`).
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line] && end <= bytes.count && end > 0 && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The byte offset of an LSP position; past the end of a line is its end
    /// (as the protocol says), past the last line is the end of the text.
    func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let end = lineEnd(line)
        var i = lineStarts[line]
        var units = 0
        while i < end && units < character {
            let byte = bytes[i]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            i += length
        }
        return min(i, end)
    }

    /// The byte offset of `position` in `bytes`, as `offset(line:character:)`
    /// gives, found by counting lines up to it: a change to a large
    /// document builds no index of all its lines.
    static func offset(of position: Position, in bytes: [UInt8]) -> Int {
        var start = 0, line = 0
        if position.line > 0 {
            forEachNewline(in: bytes) { offset in
                line += 1
                start = offset + 1
                return line < position.line
            }
            guard line == position.line else { return bytes.count }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var end = buffer[start...].firstIndex(of: 0x0A) ?? buffer.count
            if end > start && buffer[end - 1] == 0x0D { end -= 1 }
            var i = start, units = 0
            while i < end && units < position.character {
                let byte = buffer[i]
                let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                units += length == 4 ? 2 : 1
                i += length
            }
            return min(i, end)
        }
    }

    /// The LSP position (line, UTF-16 character) of a byte offset.
    func position(of offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var units = 0
        var i = lineStarts[low]
        while i < offset {
            let byte = bytes[i]
            if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            i += 1
        }
        return Position(line: low, character: units)
    }
}

/// A position in a document as LSP counts: zero-based line, UTF-16 code units.
struct Position: Equatable, Sendable {
    var line: Int
    var character: Int

    var json: JSON { .object([("line", .int(line)), ("character", .int(character))]) }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

extension LineIndex {
    func range(_ offsets: Range<Int>) -> JSON {
        .object([("start", position(of: offsets.lowerBound).json), ("end", position(of: offsets.upperBound).json)])
    }

    /// The byte offsets of an LSP range; nil when it is not one.
    func offsets(_ json: JSON?) -> Range<Int>? {
        guard let start = Position(json?["start"]), let end = Position(json?["end"]) else { return nil }
        let a = offset(line: start.line, character: start.character)
        let b = offset(line: end.line, character: end.character)
        return min(a, b)..<max(a, b)
    }
}
