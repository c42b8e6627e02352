/// Bytes on their way to a `ByteSink` (standard output, in the CLI), gathered in one block of memory
/// that is handed over whenever it fills: an append is a bounds check and a
/// copy, with none of an array's uniqueness checks and growth. Reports that
/// write a line per posting (a million-line register) write through one.
///
/// The block is allocated once; its owner calls `release()` when done, which
/// writes what is left and frees it. A value of this type must not be copied
/// while in use (the copies would share the memory).
struct ByteBlock {
    private let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0
    private let output: any ByteSink

    init(output: any ByteSink, capacity: Int = 1 << 16) {
        self.output = output
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    /// Makes room for `n` more bytes, so that they are written without a
    /// flush in between (when `n` fits in the block at all).
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if count + n > capacity { flush() }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { flush() }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        guard n > 0, let source = bytes.baseAddress else { return }
        guard count + n <= capacity else {
            appendSlowly(bytes)
            return
        }
        let from = source.assumingMemoryBound(to: UInt8.self)
        if n <= 16 {
            for i in 0..<n { base[count + i] = from[i] }
        } else {
            (base + count).update(from: from, count: n)
        }
        count += n
    }

    private mutating func appendSlowly(_ bytes: UnsafeRawBufferPointer) {
        flush()
        if bytes.count > capacity {
            output.take(bytes)
        } else {
            append(bytes)
        }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { append($0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always)
    mutating func appendSpaces(_ n: Int) {
        guard n > 0 else { return }
        guard count + n <= capacity else {
            appendSpacesSlowly(n)
            return
        }
        if n <= 8 {
            for i in 0..<n { base[count + i] = UInt8(ascii: " ") }
        } else {
            (base + count).update(repeating: UInt8(ascii: " "), count: n)
        }
        count += n
    }

    private mutating func appendSpacesSlowly(_ n: Int) {
        var remaining = n
        while remaining > 0 {
            if count == capacity { flush() }
            let chunk = min(remaining, capacity - count)
            (base + count).update(repeating: UInt8(ascii: " "), count: chunk)
            count += chunk
            remaining -= chunk
        }
    }

    /// Lets `fill` write exactly `n` bytes in place (`n` at most `capacity`).
    @inline(__always)
    mutating func write(count n: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Void) {
        precondition(n <= capacity, "more bytes than the block holds")
        reserve(n)
        fill(base + count)
        count += n
    }

    /// The bytes appended since the block held `start` bytes (valid until the next flush).
    func bytes(since start: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + start, count: count - start)
    }

    mutating func flush() {
        output.take(UnsafeRawBufferPointer(start: base, count: count))
        count = 0
    }

    mutating func release() {
        flush()
        base.deallocate()
    }
}
