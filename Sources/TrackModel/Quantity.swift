/// An exact decimal number: `mantissa × 10^-scale`.
///
/// `12.50` is mantissa 1250 at scale 2. The written scale is kept (`1.50`
/// stays two places) because it decides how a commodity is displayed; equality
/// and ordering compare values, so `1.50 == 1.5`.
///
/// The mantissa is 128 bits (38 significant digits), wide enough for amounts
/// with 18 decimal places. Every operation that could overflow is checked and
/// returns `nil` instead of trapping: the caller turns that into a diagnostic.
public struct Quantity: Sendable {
    // Int128 needs 16-byte alignment; two words keep a Posting at 40 bytes.
    @usableFromInline var low: UInt64
    @usableFromInline var high: Int64
    /// Digits after the decimal mark.
    public let scale: UInt8

    /// The largest scale a quantity may have. At scale 37 the mantissa still
    /// holds values up to ±17.01… (at 38 it would hold only ±1.70…).
    @inlinable public static var maximumScale: UInt8 { 37 }

    // Inlinable, with the few members below: other modules use them for
    // every amount they read or add, and a call across modules each time costs.
    @inlinable public static var zero: Quantity { Quantity(mantissa: 0, scale: 0) }

    @inlinable
    public init(mantissa: Int128, scale: UInt8) {
        precondition(scale <= Quantity.maximumScale, "scale out of range")
        let bits = UInt128(bitPattern: mantissa)
        low = UInt64(truncatingIfNeeded: bits)
        high = Int64(truncatingIfNeeded: mantissa >> 64)
        self.scale = scale
    }

    public init(_ integer: Int) {
        self.init(mantissa: Int128(integer), scale: 0)
    }

    @inlinable
    public var mantissa: Int128 {
        (Int128(high) << 64) | Int128(low)
    }

    @inlinable public var isZero: Bool { low == 0 && high == 0 }
    @inlinable public var isNegative: Bool { high < 0 }
    public var isPositive: Bool { !isNegative && !isZero }

    /// -1, 0 or 1.
    public var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }

    /// The integer part (toward zero): `12.75` → 12.
    public var integerPart: Int128 { mantissa / Quantity.powerOfTen(scale) }
}

extension Quantity {
    /// 10^n for n in 0...38 (10^39 overflows; callers stay at 37 or below).
    public static func powerOfTen(_ n: UInt8) -> Int128 {
        var result: Int128 = 1
        var remaining = n
        while remaining > 0 {
            result &*= 10
            remaining -= 1
        }
        return result
    }

    /// The same value at a larger scale (`1.5` at scale 3 is `1.500`), or nil
    /// when the mantissa would overflow.
    public func rescaled(to newScale: UInt8) -> Quantity? {
        guard newScale <= Quantity.maximumScale else { return nil }
        if newScale == scale { return self }
        if newScale < scale { return rounded(toScale: newScale) }
        let (value, overflow) = mantissa.multipliedReportingOverflow(
            by: Quantity.powerOfTen(newScale - scale))
        return overflow ? nil : Quantity(mantissa: value, scale: newScale)
    }

    /// The value with trailing zero digits removed: `1.500` → `1.5`.
    public var normalized: Quantity {
        var s = scale
        // Nearly every amount fits 64 bits, whose division by ten is a multiplication; 128 bits call a routine.
        if let small = Int64(exactly: mantissa) {
            var m = small
            while s > 0, m % 10 == 0 {
                m /= 10
                s -= 1
            }
            return Quantity(mantissa: Int128(m), scale: s)
        }
        var m = mantissa
        while s > 0, m % 10 == 0 {
            m /= 10
            s -= 1
        }
        return Quantity(mantissa: m, scale: s)
    }

    public static func == (lhs: Quantity, rhs: Quantity) -> Bool {
        if lhs.scale == rhs.scale { return lhs.low == rhs.low && lhs.high == rhs.high }
        return compare(lhs, rhs) == 0
    }

    /// Three-way comparison that never overflows: when rescaling overflows,
    /// the integer parts decide, then the fractions (`…1057.27` < `…1057.3`),
    /// which are below 10^scale in magnitude and so fit at the common scale.
    static func compare(_ lhs: Quantity, _ rhs: Quantity) -> Int {
        let scale = max(lhs.scale, rhs.scale)
        if let a = lhs.rescaled(to: scale), let b = rhs.rescaled(to: scale) {
            return a.mantissa < b.mantissa ? -1 : (a.mantissa > b.mantissa ? 1 : 0)
        }
        let (ai, bi) = (lhs.integerPart, rhs.integerPart)
        if ai != bi { return ai < bi ? -1 : 1 }
        let af = lhs.fractionPart * powerOfTen(scale - lhs.scale)
        let bf = rhs.fractionPart * powerOfTen(scale - rhs.scale)
        return af < bf ? -1 : (af > bf ? 1 : 0)
    }

    /// The digits after the mark as a mantissa at `scale`, signed as the value:
    /// `-12.75` → -75.
    private var fractionPart: Int128 { mantissa % Quantity.powerOfTen(scale) }
}

extension Quantity: Hashable {
    public func hash(into hasher: inout Hasher) {
        let n = normalized
        hasher.combine(n.mantissa)
        hasher.combine(n.scale)
    }
}

extension Quantity: Comparable {
    public static func < (lhs: Quantity, rhs: Quantity) -> Bool {
        compare(lhs, rhs) < 0
    }
}

extension Quantity: CustomStringConvertible {
    /// Plain form for logs and JSON: `-1234.50`, no digit groups, `.` as the mark.
    public var description: String {
        DigitLayout(self).string(negative: mantissa < 0, decimalMark: UInt8(ascii: "."),
                                 groupMark: EmptyCollection(), groupSizes: EmptyCollection())
    }
}
