import TrackModel

/// A 64-bit digest of values fed in order (murmur3's mixing steps): what
/// `JournalFingerprint` keeps of a transaction, a line, a name. Equal
/// inputs give equal digests within a process; different ones differ but
/// for a chance of 2⁻⁶⁴, so a digest is a test that can only pass wrongly
/// by that chance, never by what it leaves out.
struct Digest {
    private(set) var state: UInt64 = 0x9e37_79b9_7f4a_7c15

    mutating func add(_ word: UInt64) {
        var k = word &* 0x87c3_7b91_1142_53d5
        k = (k << 31 | k >> 33) &* 0x4cf5_ad43_2745_937f
        state ^= k
        state = (state << 27 | state >> 37) &* 5 &+ 0x52dc_e729
    }

    mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }

    mutating func add(_ flag: Bool) { add(flag ? 1 as UInt64 : 2) }

    /// Bytes with their count, so that `ab`,`c` and `a`,`bc` differ.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        add(bytes.count)
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= bytes.count {
            add(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < bytes.count {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
            i += 1
        }
        if shift > 0 { add(tail) }
    }

    mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { add($0) }
    }

    mutating func add(_ day: Day?) { add(day.map { Int($0.daysSinceEpoch) } ?? Int.min) }

    /// A quantity by value: `1.5` and `1.50` add the same words.
    mutating func add(_ quantity: Quantity) {
        var scale = quantity.scale
        if let small = Int64(exactly: quantity.mantissa) {
            // The usual amount, normalised without 128-bit division.
            var m = small
            while scale > 0, m % 10 == 0 {
                m /= 10
                scale -= 1
            }
            add(UInt64(bitPattern: m))
            add(m < 0 ? UInt64.max : 0)
        } else {
            let n = quantity.normalized
            scale = n.scale
            add(UInt64(truncatingIfNeeded: n.mantissa))
            add(UInt64(truncatingIfNeeded: n.mantissa >> 64))
        }
        add(Int(scale))
    }

    /// The finished digest (murmur3's finaliser: every bit counts in every bit).
    var value: UInt64 { Digest.mixed(state) }

    static func mixed(_ word: UInt64) -> UInt64 {
        var x = word
        x ^= x >> 33
        x = x &* 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x = x &* 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return x
    }
}
