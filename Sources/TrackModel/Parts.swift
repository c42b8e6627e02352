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
        guard ranges.count > 1 else { return ranges.map(body) }
        var results = [Result?](repeating: nil, count: ranges.count)
        results.withUnsafeMutableBufferPointer { slots in
            let address = UInt(bitPattern: slots.baseAddress)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { part in
                // Each part writes only its own slot.
                UnsafeMutablePointer<Result?>(bitPattern: address)![part] = body(ranges[part])
            }
        }
        return results.map { $0! }
    }
}
