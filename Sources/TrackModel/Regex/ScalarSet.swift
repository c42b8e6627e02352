/// A set of Unicode scalars, as a regular expression's `.`, `[a-z]`, `\d` or
/// a single (case-folded) letter matches them.
///
/// Scalars are `UInt32`s so that a byte that is not valid UTF-8 can stand
/// for itself (`invalidBase + byte`, outside Unicode): `.` and negated
/// classes match it, nothing else does. ASCII, the common case, is a bitmap.
struct ScalarSet: Sendable, Equatable {
    /// Where the stand-ins for invalid UTF-8 bytes start (past U+10FFFF).
    static let invalidBase: UInt32 = 0x11_0000
    static let maxScalar: UInt32 = invalidBase + 0xFF

    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// Sorted, disjoint, non-adjacent ranges of scalars at or above 0x80.
    private(set) var ranges: [ClosedRange<UInt32>] = []

    init() {}

    init(_ range: ClosedRange<UInt32>) { insert(range) }

    @inline(__always)
    func contains(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return low & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return high & (1 << UInt64(scalar - 64)) != 0 }
        var lo = 0, hi = ranges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ranges[mid].upperBound < scalar { lo = mid + 1 } else { hi = mid }
        }
        return lo < ranges.count && ranges[lo].contains(scalar)
    }

    mutating func insert(_ range: ClosedRange<UInt32>) {
        var s = range.lowerBound
        while s <= range.upperBound && s < 128 {
            if s < 64 { low |= 1 << UInt64(s) } else { high |= 1 << UInt64(s - 64) }
            s += 1
        }
        guard s <= range.upperBound else { return }
        insertHigh(s...range.upperBound)
    }

    private mutating func insertHigh(_ range: ClosedRange<UInt32>) {
        ranges = Self.merged(ranges, [range])
    }

    /// The union of two sorted range lists, sorted and coalesced.
    private static func merged(_ a: [ClosedRange<UInt32>], _ b: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var all = a + b
        all.sort { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<UInt32>] = []
        result.reserveCapacity(all.count)
        for r in all {
            if let last = result.last, r.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                result.append(r)
            }
        }
        return result
    }

    mutating func formUnion(_ other: ScalarSet) {
        low |= other.low
        high |= other.high
        ranges = Self.merged(ranges, other.ranges)
    }

    /// Every scalar not in the set, stand-ins for invalid bytes included.
    func inverted() -> ScalarSet {
        var result = ScalarSet()
        result.low = ~low
        result.high = ~high
        var next: UInt32 = 0x80
        for r in ranges {
            if r.lowerBound > next { result.ranges.append(next...(r.lowerBound - 1)) }
            next = r.upperBound + 1
        }
        if next <= Self.maxScalar { result.ranges.append(next...Self.maxScalar) }
        return result
    }

    /// The set with the other case of each letter added, as hledger matches
    /// ignoring case. Large non-ASCII ranges are taken as they are.
    func caseClosed() -> ScalarSet {
        var result = self
        for c in UInt32(0x41)...0x5A where contains(c) || contains(c + 0x20) {
            result.insert(c...c)
            result.insert((c + 0x20)...(c + 0x20))
        }
        var others: [ClosedRange<UInt32>] = []
        for r in ranges where r.count <= 0x3000 {
            for value in r {
                guard let scalar = Unicode.Scalar(value) else { continue }
                for other in Self.otherCases(of: scalar) {
                    if other < 128 { result.insert(other...other) } else { others.append(other...other) }
                }
            }
        }
        result.ranges = Self.merged(result.ranges, others)
        return result
    }

    private static func otherCases(of scalar: Unicode.Scalar) -> [UInt32] {
        let properties = scalar.properties
        guard properties.changesWhenCaseMapped else { return [] }
        return [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping]
            .compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first!.value : nil }
    }
}

extension ScalarSet {
    static func of(_ scalar: UInt32) -> ScalarSet { ScalarSet(scalar...scalar) }

    static let digit = ScalarSet(0x30...0x39)
    static let space: ScalarSet = {
        var s = ScalarSet(0x09...0x0D)
        s.insert(0x20...0x20)
        return s
    }()
    /// Letters, digits and `_`; any non-ASCII scalar counts as a letter, so
    /// that `\w+` takes `café` whole.
    static let word: ScalarSet = {
        var s = ScalarSet(0x30...0x39)
        s.insert(0x41...0x5A)
        s.insert(0x61...0x7A)
        s.insert(0x5F...0x5F)
        s.insert(0x80...0x10_FFFF)
        return s
    }()
    /// `.`: anything but a line feed.
    static let dot = ScalarSet.of(0x0A).inverted()

    /// `[:alpha:]` and its kin, ASCII only as hledger's regex-tdfa reads them.
    static func posixClass(_ name: String) -> ScalarSet? {
        var s = ScalarSet()
        switch name {
        case "alpha": s.insert(0x41...0x5A); s.insert(0x61...0x7A)
        case "digit": s = .digit
        case "alnum": s.insert(0x30...0x39); s.insert(0x41...0x5A); s.insert(0x61...0x7A)
        case "upper": s.insert(0x41...0x5A)
        case "lower": s.insert(0x61...0x7A)
        case "space": s = .space
        case "blank": s.insert(0x09...0x09); s.insert(0x20...0x20)
        case "punct": s.insert(0x21...0x2F); s.insert(0x3A...0x40); s.insert(0x5B...0x60); s.insert(0x7B...0x7E)
        case "print": s.insert(0x20...0x7E)
        case "graph": s.insert(0x21...0x7E)
        case "cntrl": s.insert(0x00...0x1F); s.insert(0x7F...0x7F)
        case "xdigit": s.insert(0x30...0x39); s.insert(0x41...0x46); s.insert(0x61...0x66)
        case "word": s = .word
        default: return nil
        }
        return s
    }
}
