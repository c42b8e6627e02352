/// A position in the journal's text: a byte offset in the `SourceStore`'s
/// single address space, where each file occupies its own range (as a
/// compiler's source manager does). Turned into `file:line:column` only when a
/// message is printed.
public struct SourceLocation: Sendable, Hashable, Comparable {
    public let offset: UInt32

    public init(offset: UInt32) {
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// A run of bytes in the `SourceStore`: a description, an account name as
/// written, a comment. Eight bytes, so a million descriptions cost no heap.
public struct Text: Sendable, Hashable {
    public let start: UInt32
    public let length: UInt32

    public init(start: UInt32, length: UInt32) {
        self.start = start
        self.length = length
    }

    public static let empty = Text(start: 0, length: 0)

    public var isEmpty: Bool { length == 0 }
    public var location: SourceLocation { SourceLocation(offset: start) }
    public var end: UInt32 { start + length }
}

/// One file of the journal, read whole.
public struct SourceFile: Sendable {
    /// The path as the user or an `include` wrote it, resolved against the
    /// including file's folder.
    public let path: String
    /// The file's first byte in the store's address space.
    public let base: UInt32
    public let bytes: [UInt8]

    public var range: Range<UInt32> { base..<(base + UInt32(bytes.count)) }
}

/// Every byte of every journal file, in one address space of `UInt32`
/// offsets. Text added by commands (`track add`) lives here too, in a
/// pseudo-file, so that model values never hold heap strings.
public struct SourceStore: Sendable {
    public private(set) var files: [SourceFile] = []
    private var nextBase: UInt32 = 1  // offset 0 stays free, so Text.empty points nowhere

    public init() {}

    /// The largest journal the 32-bit address space holds.
    public static let capacity = Int(UInt32.max) - 1

    /// Adds a file and returns its index, or nil when the store is full.
    public mutating func add(path: String, bytes: [UInt8]) -> Int? {
        guard Int(nextBase) + bytes.count + 1 <= SourceStore.capacity else { return nil }
        files.append(SourceFile(path: path, base: nextBase, bytes: bytes))
        // One byte of gap keeps end-of-file positions inside their own file.
        nextBase += UInt32(bytes.count) + 1
        return files.count - 1
    }

    /// Gives the last file `bytes` that begin with its own (text appended
    /// to it), keeping every offset into it; false, changing nothing, when
    /// the store cannot hold them. The last file only: a file after it
    /// starts where this one ends.
    public mutating func extendLastFile(to bytes: [UInt8], path: String) -> Bool {
        guard let last = files.last, bytes.count >= last.bytes.count,
              Int(last.base) + bytes.count + 1 <= SourceStore.capacity else { return false }
        files[files.count - 1] = SourceFile(path: path, base: last.base, bytes: bytes)
        nextBase = last.base + UInt32(bytes.count) + 1
        return true
    }

    /// Stores `string` in a new pseudo-file and returns its text.
    public mutating func add(text string: String, path: String = "<generated>") -> Text {
        let bytes = Array(string.utf8)
        guard let index = add(path: path, bytes: bytes) else { return .empty }
        return Text(start: files[index].base, length: UInt32(bytes.count))
    }

    /// The index of the file holding `location`.
    public func fileIndex(of location: SourceLocation) -> Int? {
        var low = 0, high = files.count
        while low < high {
            let mid = (low + high) / 2
            if files[mid].base + UInt32(files[mid].bytes.count) < location.offset {
                low = mid + 1
            } else {
                high = mid
            }
        }
        guard low < files.count, location.offset >= files[low].base else { return nil }
        return low
    }

    public func file(of location: SourceLocation) -> SourceFile? {
        fileIndex(of: location).map { files[$0] }
    }

    /// The bytes of `text`; empty when it is not in the store.
    public func bytes(_ text: Text) -> ArraySlice<UInt8> {
        guard !text.isEmpty, let file = file(of: text.location) else { return [] }
        let start = Int(text.start - file.base)
        let end = min(start + Int(text.length), file.bytes.count)
        return file.bytes[start..<end]
    }

    public func string(_ text: Text) -> String {
        String(decoding: bytes(text), as: UTF8.self)
    }
}
