import TrackModel

/// Line starts of one file, for turning byte offsets into `line:column`.
/// Built only when a message needs it.
public struct LineTable: Sendable {
    /// The offset (within the file) where each line starts.
    public let lineStarts: [Int]

    public init<Bytes: RandomAccessCollection>(_ bytes: Bytes) where Bytes.Element == UInt8, Bytes.Index == Int {
        // A UTF-8 byte order mark is not part of the first line: editors do not show it.
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        var starts = [hasByteOrderMark ? 3 : 0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    /// 1-based line of the byte at `offset` within the file.
    public func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        while low + 1 < high {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid }
        }
        return low + 1
    }

    /// 1-based column of the byte at `offset`: characters (Unicode scalars)
    /// from the line start, a tab counting as one.
    public func column<Bytes: RandomAccessCollection>(of offset: Int, in bytes: Bytes) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let start = lineStarts[line(of: offset) - 1]
        var column = 1
        var i = start
        while i < offset && i < bytes.count {
            // Count lead bytes only: continuation bytes are 10xxxxxx.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return column
    }

    /// The byte range of line `line` (1-based) without its line ending.
    public func range<Bytes: RandomAccessCollection>(ofLine line: Int, in bytes: Bytes) -> Range<Int>
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start && end <= bytes.count && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }
}

/// A resolved position: `path:line:column`.
public struct SourcePosition: Sendable, Hashable {
    public let path: String
    public let line: Int
    public let column: Int
}

/// Turns `SourceLocation`s into positions and lines, caching line tables.
public struct SourceLocator: Sendable {
    private let sources: SourceStore
    private var tables: [Int: LineTable] = [:]

    public init(_ sources: SourceStore) {
        self.sources = sources
    }

    public mutating func position(of location: SourceLocation) -> SourcePosition? {
        guard let index = sources.fileIndex(of: location) else { return nil }
        let file = sources.files[index]
        let table = lineTable(index)
        let offset = Int(location.offset - file.base)
        return SourcePosition(
            path: file.path, line: table.line(of: offset), column: table.column(of: offset, in: file.bytes))
    }

    /// The text of line `line` of the file holding `location`.
    public mutating func lineText(_ line: Int, near location: SourceLocation) -> String? {
        guard let index = sources.fileIndex(of: location) else { return nil }
        let table = lineTable(index)
        guard line >= 1 && line <= table.lineStarts.count else { return nil }
        let bytes = sources.files[index].bytes
        return String(decoding: bytes[table.range(ofLine: line, in: bytes)], as: UTF8.self)
    }

    private mutating func lineTable(_ index: Int) -> LineTable {
        if let table = tables[index] { return table }
        let table = LineTable(sources.files[index].bytes)
        tables[index] = table
        return table
    }
}
