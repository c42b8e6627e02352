import Dispatch

/// Output written in parts on every core and handed over in order: the
/// writers of a line or an entry per transaction (`print`, `export`) need
/// nothing but the transaction to write it, so each part of the
/// transactions fills a `ByteBlock` of its own. At most two parts per
/// worker are in memory at once, so a million transactions are never one
/// buffer.
public enum ByteParts {
    /// How many items (transactions) one part holds.
    public static let defaultSize = 2048

    /// Calls `write` for consecutive ranges of `0..<count` (`size` items
    /// each), on several threads at once, and hands each part's bytes to
    /// `sink` in order; `passed(n)` is told, on this thread, each time the
    /// first `n` items are written (the caller gives back what lies behind
    /// them in a mapped journal, `ReadingWindow`).
    public static func write(count: Int, size: Int = defaultSize, to sink: some ByteSink,
                             passed: (Int) -> Void = { _ in },
                             _ write: @Sendable (Range<Int>, inout ByteBlock) -> Void) {
        let workers = max(1, min(JournalParser.processorCount, 8))
        // The blocks of one round are written again in the next: grown to a
        // part's size once, they are not grown (copied) again for every part.
        var spare: [ByteBlock] = []
        var start = 0
        while start < count {
            let first = start
            let parts = min(workers * 2, (count - first + size - 1) / size)
            let results = PieceResults<ByteBlock>(count: parts)
            for k in 0..<parts { results.store(k < spare.count ? spare[k] : ByteBlock(capacity: 1 << 18), at: k) }
            for k in parts..<max(parts, spare.count) { spare[k].release() }
            spare.removeAll(keepingCapacity: true)
            DispatchQueue.concurrentPerform(iterations: parts) { k in
                var block = results.take(k)
                write((first + k * size)..<min(first + (k + 1) * size, count), &block)
                results.store(block, at: k)
            }
            for k in 0..<parts {
                var block = results.take(k)
                block.flush(to: sink)
                spare.append(block)
            }
            start = min(count, start + parts * size)
            passed(start)
        }
        for k in spare.indices { spare[k].release() }
    }
}
