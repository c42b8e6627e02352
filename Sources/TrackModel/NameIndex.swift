/// Finds an interned name's dense index by its exact bytes: an
/// open-addressing table of indices, probed by the FNV-1a digest of the
/// bytes (hashed once by the caller, no `Hasher` per probe), the caller
/// comparing the bytes only where digests agree.
///
/// A `Dictionary<ExactName, _>` spends a `Hasher` run per lookup and some
/// 40 bytes per name; this spends 8 bytes of digest and a 4-byte slot (at
/// most half full), which counts at 100,000 distinct accounts and more.
struct NameIndex: Sendable {
    private var slots: [Int32] = []
    private var digests: [UInt64] = []

    /// FNV-1a over `bytes`, continuing from `digest` (so that each prefix's
    /// digest is a step on the way to the whole name's).
    static func digest<C: Collection>(_ bytes: C, from digest: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64
    where C.Element == UInt8 {
        var digest = digest
        for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return digest
    }

    static func digest(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { digest($0) }
    }

    /// The first index whose digest is `digest` and for which `matches` holds.
    func find(_ digest: UInt64, where matches: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var i = Self.slot(of: digest, mask: mask)
        while true {
            let entry = slots[i]
            if entry < 0 { return nil }
            if digests[Int(entry)] == digest && matches(Int(entry)) { return Int(entry) }
            i = (i + 1) & mask
        }
    }

    /// Adds the next index (the count of names so far), of digest `digest`.
    mutating func append(_ digest: UInt64) {
        digests.append(digest)
        if digests.count * 2 > slots.count {
            slots = [Int32](repeating: -1, count: max(16, slots.count * 2))
            for (index, d) in digests.enumerated() { place(Int32(index), digest: d) }
        } else {
            place(Int32(digests.count - 1), digest: digest)
        }
    }

    private mutating func place(_ index: Int32, digest: UInt64) {
        let mask = slots.count - 1
        var i = Self.slot(of: digest, mask: mask)
        while slots[i] >= 0 { i = (i + 1) & mask }
        slots[i] = index
    }

    /// The digest's high bits (Fibonacci hashing), which mix every byte.
    private static func slot(of digest: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (digest &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Whether `name` holds exactly `bytes`.
    static func same<C: Collection>(_ name: String, _ bytes: C) -> Bool where C.Element == UInt8 {
        guard name.utf8.count == bytes.count else { return false }
        var name = name
        return name.withUTF8 { mine in
            var i = 0
            for byte in bytes {
                if mine[i] != byte { return false }
                i += 1
            }
            return true
        }
    }
}
