#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps byte strings (account names, commodity symbols as written) to small
/// integers without creating a `String` per lookup: an open-addressing hash
/// table over an arena of the distinct keys. Hashing reads eight bytes at a
/// time and keys are compared with `memcmp`, because every posting looks up
/// its account here.
struct ByteInterner {
    private struct Entry {
        var hash: UInt64
        var start: Int32
        var length: Int32
        var value: Int32
    }

    private var slots: [Int32]          // index into `entries`, -1 when empty
    private var entries: [Entry] = []
    private var arena: [UInt8] = []

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
    }

    var count: Int { entries.count }

    /// A multiply-and-rotate hash over 8-byte words (as FxHash), with the
    /// length mixed in so that keys differing only by trailing zeros differ.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h = UInt64(truncatingIfNeeded: key.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = key.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= key.count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            h = ((h << 5) | (h >> 59)) ^ word
            h = h &* 0x517C_C1B7_2722_0A95
            i += 8
        }
        if i < key.count {
            var word: UInt64 = 0
            if key.count >= 8 {
                // The last eight bytes, overlapping bytes already hashed.
                word = raw.loadUnaligned(fromByteOffset: key.count - 8, as: UInt64.self)
            } else {
                for j in 0..<key.count { word |= UInt64(base[j]) << UInt64(j * 8) }
            }
            h = ((h << 5) | (h >> 59)) ^ word
            h = h &* 0x517C_C1B7_2722_0A95
        }
        return h ^ (h >> 29)
    }

    /// The value stored for `key`, if any.
    func value(for key: UnsafeBufferPointer<UInt8>) -> Int32? {
        let h = ByteInterner.hash(key)
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                arena.withUnsafeBufferPointer { arena in
                    let mask = slots.count - 1
                    var i = Int(truncatingIfNeeded: h) & mask
                    while true {
                        let e = slots[i]
                        if e < 0 { return nil }
                        let entry = entries[Int(e)]
                        if entry.hash == h && Int(entry.length) == key.count
                            && (key.count == 0 || memcmp(arena.baseAddress! + Int(entry.start), key.baseAddress!, key.count) == 0) {
                            return entry.value
                        }
                        i = (i + 1) & mask
                    }
                }
            }
        }
    }

    /// Stores `value` for `key` (which must not be present yet).
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>, value: Int32) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        let h = ByteInterner.hash(key)
        let start = Int32(arena.count)
        arena.append(contentsOf: key)
        entries.append(Entry(hash: h, start: start, length: Int32(key.count), value: value))
        place(Int32(entries.count - 1), hash: h)
    }

    mutating func removeAll() {
        for i in slots.indices { slots[i] = -1 }
        entries.removeAll(keepingCapacity: true)
        arena.removeAll(keepingCapacity: true)
    }

    private mutating func place(_ entry: Int32, hash: UInt64) {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] >= 0 { i = (i + 1) & mask }
        slots[i] = entry
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (index, entry) in entries.enumerated() { place(Int32(index), hash: entry.hash) }
    }
}
