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

    @inlinable
    public init(start: UInt32, length: UInt32) {
        self.start = start
        self.length = length
    }

    @inlinable public static var empty: Text { Text(start: 0, length: 0) }

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
    public let bytes: SourceBytes

    public var range: Range<UInt32> { base..<(base + UInt32(bytes.count)) }
}

/// Every byte of every journal file, in one address space of `UInt32`
/// offsets. Text added by commands (`track add`) lives here too, in a
/// pseudo-file, so that model values never hold heap strings.
public struct SourceStore: Sendable {
    public private(set) var files: [SourceFile] = []
    private var nextBase: UInt32 = 1  // offset 0 stays free, so Text.empty points nowhere

    /// The base the next file added gets: a reading that assumed a store
    /// (files read ahead of their turn) checks it is the one it assumed.
    public var nextFileBase: UInt32 { nextBase }

    public init() {}

    /// The largest journal the 32-bit address space holds.
    public static let capacity = Int(UInt32.max) - 1

    /// Adds a file and returns its index, or nil when the store is full.
    public mutating func add(path: String, bytes: [UInt8]) -> Int? {
        add(path: path, bytes: SourceBytes(bytes))
    }

    /// Adds a file and returns its index, or nil when the store is full.
    public mutating func add(path: String, bytes: SourceBytes) -> Int? {
        guard Int(nextBase) + bytes.count + 1 <= SourceStore.capacity else { return nil }
        files.append(SourceFile(path: path, base: nextBase, bytes: bytes))
        // One byte of gap keeps end-of-file positions inside their own file.
        nextBase += UInt32(bytes.count) + 1
        return files.count - 1
    }

    /// Appends `more` to the last file's bytes (text appended to it),
    /// keeping every offset into it; false, changing nothing, when the store
    /// cannot hold them. The last file only: a file after it starts where
    /// this one ends. The file's bytes are not copied when their buffer has
    /// room after them.
    public mutating func extendLastFile(appending more: [UInt8], path: String) -> Bool {
        guard let last = files.last, Int(last.base) + last.bytes.count + more.count + 1 <= SourceStore.capacity else {
            return false
        }
        let bytes = last.bytes.appending(more)
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
    public func bytes(_ text: Text) -> SourceBytes {
        guard !text.isEmpty, let index = fileIndex(of: text.location) else { return .empty }
        // The file's entry read in place: a copy would retain its path and buffer too.
        let start = Int(text.start - files[index].base)
        let end = min(start + Int(text.length), files[index].bytes.count)
        return files[index].bytes[start..<end]
    }

    public func string(_ text: Text) -> String {
        String(decoding: bytes(text), as: UTF8.self)
    }
}

extension SourceStore {
    /// Lets the kernel take back the pages of a mapped file's bytes within
    /// `range` (the store's offsets) until they are read again; nothing for
    /// bytes that are not mapped. See `SourceBuffer.forget`.
    public func forget(_ range: Range<UInt32>) {
        guard !range.isEmpty, var index = fileIndex(of: SourceLocation(offset: range.lowerBound)) else { return }
        while index < files.count, files[index].base < range.upperBound {
            let file = files[index]
            let lower = Int(range.lowerBound) - Int(file.base), upper = Int(range.upperBound) - Int(file.base)
            file.bytes.forget(max(0, lower)..<min(file.bytes.count, upper))
            index += 1
        }
    }
}

/// Where a walk that reads a large mapped file front to back (or back to
/// front) may give the pages behind it back (`SourceBytes.forget`), so that
/// it holds only the part it is reading: every `step` bytes, what lies more
/// than `lag` behind.
///
/// The lag is the kernel's: a read fault maps a file's large folio (up to a
/// whole 2 MB page table's worth) at once, pages before the fault included,
/// so pages dropped less than 2 MB behind the walk would be mapped again by
/// its next read. A walk that turns back only reads pages in again: this is
/// a hint, never a change in meaning.
///
/// ```swift
/// var behind = ReadBehind(from: range.lowerBound)
/// while … { if let done = behind.passing(cursor) { bytes.forget(done) } }
/// ```
public struct ReadBehind: Sendable {
    /// How far a walk goes between two hints: large enough that the calls
    /// cost nothing, small enough that the pages held stay a few megabytes.
    public static let step = 1 << 20
    public static let lag = 2 << 20
    /// Where what has not been given back begins (ends, walking backward).
    private var from: Int
    private let backward: Bool

    /// A walk from `position`, towards the end or, `backward`, the start.
    public init(from position: Int, backward: Bool = false) {
        from = position
        self.backward = backward
    }

    /// The walk is reading at `position`: the range to give back now, if any.
    @inline(__always)
    public mutating func passing(_ position: Int) -> Range<Int>? {
        if backward {
            let start = position + ReadBehind.lag
            guard from - start >= ReadBehind.step else { return nil }
            defer { from = start }
            return start..<from
        }
        let end = position - ReadBehind.lag
        guard end - from >= ReadBehind.step else { return nil }
        defer { from = end }
        return from..<end
    }

    /// The walk ended at `position`: the rest to give back (a later read
    /// nearby may map some of it again).
    public mutating func finishing(at position: Int) -> Range<Int> {
        if backward {
            defer { from = min(from, position) }
            return min(from, position)..<from
        }
        defer { from = max(from, position) }
        return from..<max(from, position)
    }
}

/// `ReadBehind` over the store's offsets, for walks over transactions (which
/// may span files): gives back the pages of whatever is behind.
///
/// ```swift
/// var window = ReadingWindow(journal.sources, from: transactions[first].source.start)
/// for t in range { window.reached(transactions[t].source.start); … }
/// ```
public struct ReadingWindow {
    private let sources: SourceStore
    private var behind: ReadBehind
    /// Whether any file is mapped: otherwise `reached` does nothing.
    private let active: Bool

    public init(_ sources: SourceStore, from offset: UInt32, backward: Bool = false) {
        self.sources = sources
        behind = ReadBehind(from: Int(offset), backward: backward)
        active = sources.files.contains { $0.bytes.isMapped }
    }

    /// The walk is reading at `offset`: gives back what is far enough behind it.
    @inline(__always)
    public mutating func reached(_ offset: UInt32) {
        guard active, let done = behind.passing(Int(offset)) else { return }
        sources.forget(UInt32(done.lowerBound)..<UInt32(done.upperBound))
    }
}
