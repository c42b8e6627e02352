/// An unsigned integer of any width, for the rare exact computations whose
/// intermediate values outgrow 256 bits: a valuation through a chain of
/// prices, multiplied and divided at full precision and rounded once.
/// Little-endian 64-bit limbs; no leading zero limbs (zero has none).
struct WideUInt: Sendable, Comparable {
    private(set) var limbs: [UInt64]

    init(_ value: UInt128) {
        limbs = [UInt64(truncatingIfNeeded: value), UInt64(truncatingIfNeeded: value >> 64)]
        trim()
    }

    var isZero: Bool { limbs.isEmpty }

    /// Bits up to the highest set one (0 for zero).
    var bitWidth: Int { limbs.last.map { limbs.count * 64 - $0.leadingZeroBitCount } ?? 0 }

    /// The value, when it fits in 128 bits.
    var uint128: UInt128? {
        guard limbs.count <= 2 else { return nil }
        return limbs.enumerated().reduce(UInt128(0)) { $0 | UInt128($1.element) << (64 * $1.offset) }
    }

    private mutating func trim() {
        while limbs.last == 0 { limbs.removeLast() }
    }

    static func * (lhs: WideUInt, rhs: WideUInt) -> WideUInt {
        if lhs.isZero || rhs.isZero { return WideUInt(0) }
        var result = [UInt64](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, a) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, b) in rhs.limbs.enumerated() {
                let (high, low) = a.multipliedFullWidth(by: b)
                let (s1, c1) = result[i + j].addingReportingOverflow(low)
                let (s2, c2) = s1.addingReportingOverflow(carry)
                result[i + j] = s2
                carry = high &+ (c1 ? 1 : 0) &+ (c2 ? 1 : 0)
            }
            result[i + rhs.limbs.count] = carry
        }
        var product = WideUInt(0)
        product.limbs = result
        product.trim()
        return product
    }

    /// 10^n.
    static func powerOfTen(_ n: Int) -> WideUInt {
        var result = WideUInt(1)
        var remaining = n
        while remaining > 0 {
            let step = min(remaining, 38)
            result = result * WideUInt(UInt128(Quantity.powerOfTen(UInt8(step))))
            remaining -= step
        }
        return result
    }

    static func < (lhs: WideUInt, rhs: WideUInt) -> Bool {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
        for i in stride(from: lhs.limbs.count - 1, through: 0, by: -1) where lhs.limbs[i] != rhs.limbs[i] {
            return lhs.limbs[i] < rhs.limbs[i]
        }
        return false
    }

    /// `self - other`; `other` must not be larger.
    private mutating func subtract(_ other: WideUInt) {
        var borrow = false
        for i in limbs.indices {
            let b = i < other.limbs.count ? other.limbs[i] : 0
            let (d1, o1) = limbs[i].subtractingReportingOverflow(b)
            let (d2, o2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
            limbs[i] = d2
            borrow = o1 || o2
        }
        trim()
    }

    /// `self × 2 + bit`.
    private mutating func shiftInBit(_ bit: Bool) {
        var carry: UInt64 = bit ? 1 : 0
        for i in limbs.indices {
            let next = limbs[i] >> 63
            limbs[i] = limbs[i] << 1 | carry
            carry = next
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// Quotient and remainder, by binary long division (one step per bit of
    /// `self`: the operands here are a few hundred bits). `divisor` is not zero.
    func quotientAndRemainder(dividingBy divisor: WideUInt) -> (quotient: WideUInt, remainder: WideUInt) {
        var quotient = WideUInt(0), remainder = WideUInt(0)
        quotient.limbs = [UInt64](repeating: 0, count: limbs.count)
        for i in stride(from: limbs.count * 64 - 1, through: 0, by: -1) {
            remainder.shiftInBit(limbs[i / 64] >> UInt64(i % 64) & 1 == 1)
            if !(remainder < divisor) {
                remainder.subtract(divisor)
                quotient.limbs[i / 64] |= 1 << UInt64(i % 64)
            }
        }
        quotient.trim()
        return (quotient, remainder)
    }
}

extension Quantity {
    /// `Π factors ÷ Π divisors`, computed exactly and rounded once, half to
    /// even, at `scale` places; nil when a divisor is zero or the result
    /// does not fit. A value through a chain of prices (`1e21 × 0.1234…567`,
    /// `× 1 ÷ 7`) loses nothing to intermediate rounding this way.
    public static func product(_ factors: [Quantity], dividedBy divisors: [Quantity], scale: UInt8) -> Quantity? {
        guard !divisors.contains(where: \.isZero), scale <= maximumScale else { return nil }
        var numerator = WideUInt(1), denominator = WideUInt(1)
        var negative = false
        var numeratorScale = Int(scale), denominatorScale = 0
        for f in factors {
            numerator = numerator * WideUInt(f.mantissa.magnitude)
            denominatorScale += Int(f.scale)
            negative = negative != f.isNegative
        }
        for d in divisors {
            denominator = denominator * WideUInt(d.mantissa.magnitude)
            numeratorScale += Int(d.scale)
            negative = negative != d.isNegative
        }
        // Only the difference of the scales matters: move it to one side.
        let shift = min(numeratorScale, denominatorScale)
        numerator = numerator * WideUInt.powerOfTen(numeratorScale - shift)
        denominator = denominator * WideUInt.powerOfTen(denominatorScale - shift)
        // A quotient of more than 129 bits cannot fit: say so before dividing.
        guard numerator.bitWidth - denominator.bitWidth <= 129 else { return nil }
        let (q, r) = numerator.quotientAndRemainder(dividingBy: denominator)
        return rounded(q, r, denominator, negative: negative, scale: scale)
    }

    /// `q`, plus one when `r / d` is above one half, or exactly one half
    /// and `q` is odd, as a quantity; nil when it does not fit.
    private static func rounded(_ q: WideUInt, _ r: WideUInt, _ d: WideUInt, negative: Bool, scale: UInt8) -> Quantity? {
        guard let quotient = q.uint128 else { return nil }
        let twice = r * WideUInt(2)
        let roundsAway = d < twice || (!(twice < d) && quotient % 2 != 0)
        guard roundsAway && !r.isZero else { return Quantity(magnitude: quotient, negative: negative, scale: scale) }
        let (next, overflow) = quotient.addingReportingOverflow(1)
        return overflow ? nil : Quantity(magnitude: next, negative: negative, scale: scale)
    }

    /// `product` at the most places up to `scale` that leave room for the
    /// integer part (`1e-19` keeps 19 places; a rate of 1e30 keeps 7).
    public static func product(_ factors: [Quantity], dividedBy divisors: [Quantity], atMost scale: UInt8) -> Quantity? {
        if let value = product(factors, dividedBy: divisors, scale: scale) { return value.normalized }
        // The integer part's digits say how many places are left (one fewer when rounding carries).
        guard let whole = product(factors, dividedBy: divisors, scale: 0) else { return nil }
        var digits = 0
        var rest = whole.mantissa.magnitude
        while rest > 0 {
            rest /= 10
            digits += 1
        }
        var places = min(Int(scale), max(0, 38 - digits))
        while places >= 0 {
            if let value = product(factors, dividedBy: divisors, scale: UInt8(places)) { return value.normalized }
            places -= 1
        }
        return nil
    }
}
