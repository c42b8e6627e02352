import Synchronization

/// The bytes of one journal file, read-only: a buffer the reader filled, or
/// the file itself mapped into memory (a large file is never copied, and its
/// pages can be handed back to the kernel once read; see `SourceBuffer`).
///
/// It is to its buffer what `ArraySlice` is to an array: a range of indices
/// into memory that a `SourceBuffer` owns and keeps alive. Slicing shares the
/// buffer and keeps the indices, so offsets into a file stay offsets into
/// every slice of it. The bytes never change once a `SourceBytes` sees them.
public struct SourceBytes: @unchecked Sendable {
    // Unchecked: the buffer is written only before any `SourceBytes` covers
    // the bytes written (see `SourceBuffer.append`), so readers on any thread
    // see bytes that no longer change.
    // Nil for no bytes, so that the many empty texts (a code, a comment)
    // share no object whose count every thread would change.
    @usableFromInline let buffer: SourceBuffer?
    @usableFromInline let base: UnsafePointer<UInt8>?
    public let startIndex: Int
    public let endIndex: Int

    @inlinable
    init(buffer: SourceBuffer, range: Range<Int>) {
        if range.isEmpty {
            self.buffer = nil
            base = nil
            startIndex = range.lowerBound
            endIndex = range.lowerBound
        } else {
            self.buffer = buffer
            base = UnsafePointer(buffer.start)
            startIndex = range.lowerBound
            endIndex = range.upperBound
        }
    }

    /// No bytes.
    @inlinable
    public init() {
        buffer = nil
        base = nil
        startIndex = 0
        endIndex = 0
    }

    /// The whole of `buffer` as it is now.
    public init(_ buffer: SourceBuffer) {
        self.init(buffer: buffer, range: 0..<buffer.count)
    }

    /// A copy of `bytes` in a buffer of its own.
    public init<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        self.init(SourceBuffer(copying: bytes))
    }

    /// No bytes (and no buffer).
    @inlinable
    public static var empty: SourceBytes { SourceBytes() }

    /// Calls `body` with the bytes in memory; valid only inside `body`.
    @inlinable
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withExtendedLifetime(buffer) {
            try body(UnsafeBufferPointer(start: base.map { $0 + startIndex }, count: endIndex - startIndex))
        }
    }

    /// Calls `body` with the bytes in memory; valid only inside `body`.
    @inlinable
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try withUnsafeBufferPointer { try body(UnsafeRawBufferPointer($0)) }
    }

    /// Whether the bytes are the file mapped into memory (not a copy).
    public var isMapped: Bool { buffer?.isMapped ?? false }

    /// Lets the kernel take back the memory of bytes `range` (indices into
    /// these bytes) until they are read again; see `SourceBuffer.forget`.
    public func forget(_ range: Range<Int>) {
        buffer?.forget(range)
    }

    /// These bytes followed by `more`, in the same buffer when nothing was
    /// written after these bytes yet and it has room (text appended to a
    /// journal, read on from where the file ended); for a mapped file whose
    /// room holds other text already, in the room of the file mapped again
    /// (the file itself is not copied); else in a new buffer.
    public func appending(_ more: [UInt8]) -> SourceBytes {
        if startIndex == 0, let buffer {
            if let end = buffer.append(more, after: endIndex) { return SourceBytes(buffer: buffer, range: 0..<end) }
            if endIndex == buffer.fileLength, let fresh = buffer.remapped(), let end = fresh.append(more, after: endIndex) {
                return SourceBytes(buffer: fresh, range: 0..<end)
            }
        }
        return SourceBytes(SourceBuffer(copying: self, then: more))
    }
}

extension SourceBytes: RandomAccessCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = SourceBytes

    @inlinable
    public var count: Int { endIndex - startIndex }

    @inlinable
    public var isEmpty: Bool { endIndex == startIndex }

    @inlinable
    public subscript(position: Int) -> UInt8 {
        precondition(position >= startIndex && position < endIndex, "SourceBytes index out of range")
        return base.unsafelyUnwrapped[position]
    }

    @inlinable
    public subscript(bounds: Range<Int>) -> SourceBytes {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "SourceBytes range out of range")
        guard let buffer else { return self }
        return SourceBytes(buffer: buffer, range: bounds)
    }

    @inlinable
    public func index(after i: Int) -> Int { i + 1 }

    @inlinable
    public func index(before i: Int) -> Int { i - 1 }

    @inlinable
    public var indices: Range<Int> { startIndex..<endIndex }

    @inlinable
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }
}

extension SourceBytes: ExpressibleByArrayLiteral {
    public init(arrayLiteral bytes: UInt8...) {
        self.init(bytes)
    }
}

extension SourceBytes: Hashable {
    // The operands hold their buffers for the call, so both read the memory
    // directly: a closure per comparison would retain them (a set of a
    // million descriptions compares a million times).

    /// Equal when they hold the same bytes, wherever they are.
    @inlinable
    public static func == (lhs: SourceBytes, rhs: SourceBytes) -> Bool {
        let count = lhs.endIndex - lhs.startIndex
        guard count == rhs.endIndex - rhs.startIndex else { return false }
        guard count > 0, let a = lhs.base.map({ $0 + lhs.startIndex }), let b = rhs.base.map({ $0 + rhs.startIndex })
        else { return true }
        if a == b { return true }
        for i in 0..<count where a[i] != b[i] { return false }
        return true
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes: UnsafeRawBufferPointer(start: base.map { $0 + startIndex }, count: endIndex - startIndex))
    }
}

/// Memory holding a file's bytes, released when the last `SourceBytes` that
/// shares it goes: freed, or unmapped by the function that mapped it.
///
/// A mapped file's pages can be handed back to the kernel once read
/// (`forget`): they stay in the page cache, and reading them again maps them
/// again, so a walk over a large file holds only the part it is reading.
///
/// A buffer may have room after its bytes, which `append(_:after:)` fills
/// (the text `track add` appends, read on from the file's end).
public final class SourceBuffer: Sendable {
    @usableFromInline nonisolated(unsafe) let start: UnsafeMutablePointer<UInt8>
    /// Bytes written; only `append` changes it, and only into bytes no
    /// `SourceBytes` covers yet, so the bytes any reader sees never change.
    private let written: Mutex<Int>
    private let capacity: Int
    /// The bytes that are the file's own (not appended): the only ones
    /// `forget` may give back, as they read the same again.
    public let fileLength: Int
    private let memory: Memory

    /// How a buffer's memory is given back, and its pages dropped.
    public struct Memory: Sendable {
        /// Gives back `capacity` bytes at `start`, when the buffer goes.
        public var release: @Sendable (_ start: UnsafeMutableRawPointer, _ capacity: Int) -> Void
        /// Drops the whole pages within `count` bytes at `start` (which read
        /// the same when touched again); nil when the memory is not a mapped file.
        public var dropPages: (@Sendable (_ start: UnsafeMutableRawPointer, _ count: Int) -> Void)?
        /// The same file mapped again, with room of its own after it; nil
        /// when the memory is not a mapped file (or the system refuses).
        public var remap: (@Sendable () -> SourceBuffer?)?

        public init(
            release: @escaping @Sendable (UnsafeMutableRawPointer, Int) -> Void,
            dropPages: (@Sendable (UnsafeMutableRawPointer, Int) -> Void)? = nil,
            remap: (@Sendable () -> SourceBuffer?)? = nil
        ) {
            self.release = release
            self.dropPages = dropPages
            self.remap = remap
        }
    }

    /// Takes over `capacity` bytes at `start`, of which the first `count`
    /// are written; `memory` gives them back when the buffer goes.
    public init(start: UnsafeMutableRawPointer, count: Int, capacity: Int, memory: Memory) {
        precondition(count <= capacity)
        self.start = start.assumingMemoryBound(to: UInt8.self)
        written = Mutex(count)
        self.capacity = capacity
        fileLength = count
        self.memory = memory
    }

    /// A buffer of its own holding `bytes`.
    public convenience init<C: Collection>(copying bytes: C) where C.Element == UInt8 {
        let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = memory.initialize(from: bytes)
        self.init(start: UnsafeMutableRawPointer(memory.baseAddress!), count: bytes.count, capacity: max(bytes.count, 1),
                  memory: Memory(release: { pointer, _ in pointer.deallocate() }))
    }

    /// A buffer of its own holding `bytes` then `more`, copied once, the
    /// pages of a mapped `bytes` given back as they are copied.
    public convenience init(copying bytes: SourceBytes, then more: [UInt8]) {
        let count = bytes.count + more.count
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 16)
        var behind = ReadBehind(from: bytes.startIndex)
        var at = 0
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = min(bytes.endIndex, start + ReadBehind.step)
            bytes[start..<end].withUnsafeBytes { (memory + at).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            at += end - start
            if let done = behind.passing(end) { bytes.forget(done) }
            start = end
        }
        more.withUnsafeBytes { if let from = $0.baseAddress { (memory + at).copyMemory(from: from, byteCount: $0.count) } }
        self.init(start: memory, count: count, capacity: max(count, 1),
                  memory: Memory(release: { pointer, _ in pointer.deallocate() }))
    }

    deinit { memory.release(UnsafeMutableRawPointer(start), capacity) }

    public var count: Int { written.withLock { $0 } }

    /// The same file mapped again (see `Memory.remap`).
    func remapped() -> SourceBuffer? { memory.remap?() }

    /// Whether the bytes are the file mapped into memory, not a copy.
    public var isMapped: Bool { memory.dropPages != nil }

    /// Lets the kernel take back the pages of bytes `range` until they are
    /// read again: a hint that costs a page fault if they are. Only a mapped
    /// file's own bytes are dropped (they read the same again); otherwise
    /// nothing happens.
    public func forget(_ range: Range<Int>) {
        guard let dropPages = memory.dropPages else { return }
        let lower = max(0, range.lowerBound), upper = min(fileLength, range.upperBound)
        guard upper > lower else { return }
        dropPages(UnsafeMutableRawPointer(start + lower), upper - lower)
    }

    /// Writes `more` after the first `end` bytes when those are all the
    /// buffer holds and it has room; returns the new count, or nil.
    func append(_ more: [UInt8], after end: Int) -> Int? {
        written.withLock { count in
            guard end == count, capacity - count >= more.count else { return nil }
            more.withUnsafeBufferPointer { source in
                if let from = source.baseAddress { (start + count).initialize(from: from, count: source.count) }
            }
            count += more.count
            return count
        }
    }
}
