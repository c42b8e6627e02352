import Dispatch

/// Work over `0..<count` cut into parts, each done on a thread of its own.
///
/// The walks over every transaction (balancing, the periodic sums, stats)
/// run this way on a large journal: each part makes a result of its own,
/// and the caller combines them in order, so the answer is the one a single
/// walk gives.
public enum Parts {
    /// Ranges that cut `0..<count` into at most `workers` parts of at least
    /// `minimum` elements each (one part when `count` is small).
    public static func ranges(count: Int, workers: Int, minimum: Int) -> [Range<Int>] {
        let parts = max(1, min(workers, count / max(1, minimum)))
        return (0..<parts).map { (count * $0 / parts)..<(count * ($0 + 1) / parts) }
    }

    /// `body` of each of `ranges`, one thread per range, in the ranges' order.
    public static func map<Result>(_ ranges: [Range<Int>], _ body: @Sendable (Range<Int>) -> Result) -> [Result] {
        map(count: ranges.count) { body(ranges[$0]) }
    }

    /// `body(0) … body(count - 1)`, on several threads at once, in order.
    public static func map<Result>(count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return count == 1 ? [body(0)] : [] }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { slots in
            let address = UInt(bitPattern: slots.baseAddress)
            DispatchQueue.concurrentPerform(iterations: count) { k in
                // Each iteration writes only its own slot.
                UnsafeMutablePointer<Result?>(bitPattern: address)![k] = body(k)
            }
        }
        return results.map { $0! }
    }
}
