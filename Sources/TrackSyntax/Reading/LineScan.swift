import Dispatch
import TrackModel

/// One pass over a chunk of a large journal before it is parsed on every
/// core: how many of its lines start with a digit (no chunk holds more
/// transactions, so each chunk's part of the transaction array is sized by
/// it), and where the first lone CR is (a file that has one is refused
/// unread, `LineEnds`). Both in one pass: the bytes are read once.
struct LineScan: Sendable, Equatable {
    var transactionLines = 0
    /// The offset of the first CR not followed by a LF (one that ends the
    /// file ends its last line, as the cursor reads it).
    var loneCarriageReturn: Int?

    /// The scan of each chunk between `boundaries` (each a line start), on
    /// all cores.
    static func chunks(of bytes: SourceBytes, boundaries: [Int]) -> [LineScan] {
        Parts.map(count: boundaries.count - 1) { k in
            scan(bytes, boundaries[k]..<boundaries[k + 1])
        }
    }

    /// `range` (a line start to a line start or the end) `step` bytes at a
    /// time, a mapped file's pages given back behind: the parser reads them
    /// again soon, but the whole file is never held at once. A small file's
    /// pages are `kept` for the parser (given back, each would fault in
    /// again, and each giving back costs a TLB flush on every core). Stops
    /// at the first lone CR.
    static func scan(_ bytes: SourceBytes, _ range: Range<Int>, step: Int = ReadBehind.step,
                     keepingPages kept: Bool = false) -> LineScan {
        var result = LineScan()
        var start = range.lowerBound
        var behind = ReadBehind(from: start)
        defer { if !kept { bytes.forget(behind.finishing(at: start)) } }
        while start < range.upperBound {
            let end = start + step < range.upperBound
                ? (JournalParser.nextLine(bytes, after: start + step).map { min($0, range.upperBound) } ?? range.upperBound)
                : range.upperBound
            let part = bytes.withUnsafeBufferPointer { scan($0, start..<end) }
            result.transactionLines += part.transactionLines
            if let found = part.loneCarriageReturn {
                result.loneCarriageReturn = found
                return result
            }
            if !kept, let done = behind.passing(end) { bytes.forget(done) }
            start = end
        }
        return result
    }

    /// `range` of `bytes` (which starts a line), sixteen bytes at a time: a
    /// newline whose next byte is a digit starts a transaction line, a CR
    /// whose next byte is not a newline is lone. Lane counters take at most
    /// 255 steps before they are summed, and lone CRs are looked for in the
    /// lanes then (a block that has one is gone over again byte by byte).
    /// Five times faster than a `memchr` per line, which pays a call for
    /// every 30-byte line.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> LineScan {
        guard let base = bytes.baseAddress else { return LineScan() }
        let end = min(range.upperBound, bytes.count)
        guard range.lowerBound < end else { return LineScan() }
        // The file's first line counts after a byte order mark (which is not part of it).
        let first = range.lowerBound == 0 && end >= 4 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : range.lowerBound
        var count = base[first].isDigit ? 1 : 0
        var i = range.lowerBound
        let raw = UnsafeRawPointer(base)
        let newline = SIMD16<UInt8>(repeating: .newline), zero = SIMD16<UInt8>(repeating: 0x30)
        let ten = SIMD16<UInt8>(repeating: 10), one = SIMD16<UInt8>(repeating: 1)
        let carriageReturn = SIMD16<UInt8>(repeating: .carriageReturn)
        // Each step reads 17 bytes: sixteen, and the byte after each.
        while i + 17 <= end {
            var lanes = SIMD16<UInt8>(repeating: 0), lone = SIMD16<UInt8>(repeating: 0)
            let block = i
            var steps = 0
            while steps < 255 && i + 17 <= end {
                let here = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let next = raw.loadUnaligned(fromByteOffset: i + 1, as: SIMD16<UInt8>.self)
                let starts = (here .== newline) .& ((next &- zero) .< ten)
                lanes &+= one.replacing(with: 0, where: .!starts)
                lone |= one.replacing(with: 0, where: .!((here .== carriageReturn) .& (next .!= newline)))
                i += 16
                steps += 1
            }
            // Rare: a lone CR in the block; it is found again byte by byte.
            if lone.max() != 0 { return finish(base, from: block, to: end, count: count) }
            for lane in 0..<16 { count += Int(lanes[lane]) }
        }
        return finish(base, from: i, to: end, count: count)
    }

    /// The scan from `i` to `end` a byte at a time, after `count` transaction lines.
    private static func finish(_ base: UnsafePointer<UInt8>, from i: Int, to end: Int, count: Int) -> LineScan {
        var result = LineScan(transactionLines: count)
        var i = i
        while i < end - 1 {
            if base[i] == .carriageReturn && base[i + 1] != .newline {
                result.loneCarriageReturn = i
                return result
            }
            if base[i] == .newline && base[i + 1].isDigit { result.transactionLines += 1 }
            i += 1
        }
        return result
    }
}
