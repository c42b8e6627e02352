#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Distinct byte strings, each copied once into an arena of its own:
/// counting a journal's payees, say, without a `Set` of slices of the file,
/// each of which retains its buffer (a count that every core shares) and
/// reads pages that a walk has given back when two are compared.
///
/// ```swift
/// var payees = DistinctBytes()
/// payees.insert(Array("Noodle Bar".utf8))
/// payees.insert(Array("Noodle Bar".utf8))   // false: held already
/// payees.count                              // 1
/// ```
public struct DistinctBytes: Sendable {
    private var arena: [UInt8] = []
    /// Where each string ends in `arena` (it starts where the one before
    /// ends): 4 bytes a string, as the strings come from a journal's text,
    /// which is under 4 GB (`Text` offsets are 32-bit).
    private var ends: [UInt32] = []
    private var index = NameIndex()
    /// Set by `keepingStringsOnly`: the index is gone.
    private var frozen = false

    public init() {}

    /// Room for `strings` strings of `bytes` bytes in all, bounds known
    /// before inserting (a walk's texts): the arena is not copied as it grows.
    /// Room never written takes no memory.
    public mutating func reserveCapacity(bytes: Int, strings: Int) {
        arena.reserveCapacity(bytes)
        ends.reserveCapacity(strings)
    }

    /// How many distinct strings were inserted.
    public var count: Int { ends.count }

    /// Adds `bytes` unless an equal string is held; true when added.
    @discardableResult
    public mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        precondition(!frozen, "no string is inserted after keepingStringsOnly()")
        let digest = NameIndex.digest(bytes)
        let held = arena.withUnsafeBufferPointer { arena in
            index.find(digest) { i in
                let range = range(of: i)
                return range.count == bytes.count
                    && (bytes.isEmpty || memcmp(arena.baseAddress! + range.lowerBound, bytes.baseAddress!, bytes.count) == 0)
            }
        }
        if held != nil { return false }
        arena.append(contentsOf: bytes)
        precondition(arena.count <= Int(UInt32.max), "distinct strings of 4 GB or more")
        ends.append(UInt32(arena.count))
        index.append(digest)
        return true
    }

    /// Adds `bytes` unless an equal string is held; true when added.
    @discardableResult
    public mutating func insert(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { insert($0) }
    }

    /// Adds every string of `other`.
    public mutating func formUnion(_ other: DistinctBytes) {
        other.arena.withUnsafeBufferPointer { strings in
            for i in 0..<other.count { insert(UnsafeBufferPointer(rebasing: strings[other.range(of: i)])) }
        }
    }

    private func range(of i: Int) -> Range<Int> {
        (i == 0 ? 0 : Int(ends[i - 1]))..<Int(ends[i])
    }

    /// Whether every string held is ASCII.
    public var isASCII: Bool {
        arena.withUnsafeBytes { raw in
            var i = 0, high: UInt64 = 0
            while i + 8 <= raw.count {
                high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                i += 8
            }
            while i < raw.count {
                high |= UInt64(raw[i])
                i += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
    }

    /// Calls `body` with each string held, in the order they were inserted.
    public func forEach(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        arena.withUnsafeBufferPointer { strings in
            for i in 0..<count { body(UnsafeBufferPointer(rebasing: strings[range(of: i)])) }
        }
    }

    /// The value `make` makes of each string held, the strings in byte
    /// order (`memcmp`, a string before those it starts): code point order,
    /// for UTF-8.
    public func sorted<Value>(_ make: (UnsafeBufferPointer<UInt8>) -> Value) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(count)
        forEach(in: sortedOrder()) { values.append(make($0)) }
        return values
    }

    /// The strings' indices in byte order (`memcmp`, a string before those it
    /// starts): 4 bytes a string, for `forEach(in:)`. Many strings are sorted
    /// in parts on every core and the parts merged: the strings are distinct,
    /// so the order is the one a single sort gives.
    public func sortedOrder(workers: Int = Processors.count, minimumPart: Int = 65_536) -> [Int32] {
        let ranges = Parts.ranges(count: count, workers: workers, minimum: minimumPart)
        var parts = Parts.map(ranges) { range in
            arena.withUnsafeBufferPointer { strings in
                var order = (Int32(range.lowerBound)..<Int32(range.upperBound)).map { $0 }
                // No bytes: no string, or the empty one alone.
                guard let base = strings.baseAddress else { return order }
                order.sort { precedes($0, $1, base) }
                return order
            }
        }
        while parts.count > 1 {
            // Pairs merged side by side, until one order is left.
            let pairs = stride(from: 0, to: parts.count, by: 2).map { $0..<min($0 + 2, parts.count) }
            parts = Parts.map(pairs) { [parts] pair in
                pair.count == 1 ? parts[pair.lowerBound] : merged(parts[pair.lowerBound], parts[pair.lowerBound + 1])
            }
        }
        return parts.first ?? []
    }

    /// Whether string `a` comes before string `b` in byte order.
    private func precedes(_ a: Int32, _ b: Int32, _ base: UnsafePointer<UInt8>) -> Bool {
        let (x, y) = (range(of: Int(a)), range(of: Int(b)))
        let common = min(x.count, y.count)
        let compared = common == 0 ? 0 : memcmp(base + x.lowerBound, base + y.lowerBound, common)
        return compared != 0 ? compared < 0 : x.count < y.count
    }

    /// Two orders, each sorted, as one.
    private func merged(_ a: [Int32], _ b: [Int32]) -> [Int32] {
        arena.withUnsafeBufferPointer { strings in
            guard let base = strings.baseAddress else { return a + b }
            var result: [Int32] = []
            result.reserveCapacity(a.count + b.count)
            var i = 0, j = 0
            while i < a.count && j < b.count {
                if precedes(b[j], a[i], base) {
                    result.append(b[j])
                    j += 1
                } else {
                    result.append(a[i])
                    i += 1
                }
            }
            result.append(contentsOf: a[i...])
            result.append(contentsOf: b[j...])
            return result
        }
    }

    /// Calls `body` with the strings of `order`'s indices, in its order.
    public func forEach(in order: [Int32], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        arena.withUnsafeBufferPointer { strings in
            for i in order { body(UnsafeBufferPointer(rebasing: strings[range(of: Int(i))])) }
        }
    }

    /// Lets go of what finds a string (its digests), keeping the strings: no
    /// string can be inserted after, and `forEach`, `sorted` and their kin still read them.
    public mutating func keepingStringsOnly() {
        index = NameIndex()
        frozen = true
    }
}
