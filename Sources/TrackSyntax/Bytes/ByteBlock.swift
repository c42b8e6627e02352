import TrackModel

/// Bytes on their way to a `ByteSink` (standard output, in the CLI),
/// gathered in one block of memory: an append is a bounds check and a copy,
/// with none of an array's uniqueness checks. The writers of output that
/// grows with the journal (`print`, `export`, `register`) write through one.
///
/// The block grows when what is written does not fit, and its owner hands
/// it to the sink at the end of a unit it writes (a row, an entry) when it
/// holds a block's worth (`flushIfFull`): a unit is always whole in memory,
/// so it can be measured or trimmed after it is written, and output of a
/// million lines is never held whole. Threads that write parts of one
/// output each fill a block of their own, handed over in order.
///
/// The memory is allocated once; its owner calls `release()` when done,
/// which frees it. A value of this type must not be copied while in use
/// (the copies would share the memory), and belongs to one thread at a time.
public struct ByteBlock: @unchecked Sendable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var used = 0
    /// Handed to the sink by `flushIfFull` beyond this many bytes.
    @usableFromInline let threshold: Int

    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 16)
        threshold = self.capacity
        base = .allocate(capacity: self.capacity)
    }

    /// The bytes written and not yet handed over.
    @inlinable public var count: Int { used }

    /// Makes room for `n` more bytes.
    @inlinable @inline(__always)
    public mutating func reserve(_ n: Int) {
        if used + n > capacity { grow(toHold: used + n) }
    }

    @usableFromInline
    mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: used)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if used == capacity { grow(toHold: used + 1) }
        base[used] = byte
        used += 1
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        guard n > 0, let source = bytes.baseAddress else { return }
        reserve(n)
        let from = source.assumingMemoryBound(to: UInt8.self)
        if n <= 16 {
            for i in 0..<n { base[used + i] = from[i] }
        } else {
            (base + used).update(from: from, count: n)
        }
        used += n
    }

    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(UnsafeRawBufferPointer(bytes))
    }

    @inlinable
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    @inlinable
    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { append($0) }
    }

    @inlinable
    public mutating func append(_ bytes: SourceBytes) {
        bytes.withUnsafeBytes { append($0) }
    }

    @inlinable
    public mutating func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    public mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    @inlinable @inline(__always)
    public mutating func appendSpaces(_ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        if n <= 8 {
            for i in 0..<n { base[used + i] = UInt8(ascii: " ") }
        } else {
            (base + used).update(repeating: UInt8(ascii: " "), count: n)
        }
        used += n
    }

    /// Lets `fill` write exactly `n` bytes in place.
    @inlinable @inline(__always)
    public mutating func write(count n: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Void) {
        reserve(n)
        fill(base + used)
        used += n
    }

    /// The bytes appended since the block held `start` bytes (valid until the next append or flush).
    @inlinable
    public func bytes(since start: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + start, count: used - start)
    }

    /// The bytes at `range` of those written (valid until the next append or flush).
    @inlinable
    public func bytes(in range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// Appends again the bytes at `range` of those written (a row's repeated start).
    @inlinable
    public mutating func appendCopy(of range: Range<Int>) {
        reserve(range.count)
        (base + used).update(from: base + range.lowerBound, count: range.count)
        used += range.count
    }

    /// Drops every byte written, keeping the memory, for a block used as scratch.
    @inlinable
    public mutating func removeAll() {
        used = 0
    }

    /// Takes back every byte written after the first `start` (an entry
    /// that is written another way after all).
    @inlinable
    public mutating func removeAll(from start: Int) {
        precondition(start >= 0 && start <= used, "removeAll(from:) past the bytes written")
        used = start
    }

    /// Takes back the spaces, tabs and carriage returns at the end, down to
    /// the first `start` bytes: a line that ends in nothing keeps no padding.
    @inlinable
    public mutating func trimTrailingSpaces(downTo start: Int) {
        while used > start {
            let last = base[used - 1]
            guard last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") else { return }
            used -= 1
        }
    }

    /// Hands every byte to `sink`, leaving the block empty.
    public mutating func flush(to sink: some ByteSink) {
        guard used > 0 else { return }
        sink.take(UnsafeRawBufferPointer(start: base, count: used))
        used = 0
    }

    /// Hands the bytes to `sink` when they fill a block: called at the end
    /// of each unit written, so that output streams.
    @inlinable @inline(__always)
    public mutating func flushIfFull(to sink: some ByteSink) {
        if used >= threshold { flush(to: sink) }
    }

    /// Frees the memory; what was not flushed is dropped.
    public mutating func release() {
        base.deallocate()
        used = 0
        capacity = 0
    }
}
