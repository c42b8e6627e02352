/// Checked arithmetic: each operation returns nil on overflow, never traps.
extension Quantity {
    public func negated() -> Quantity? {
        let (value, overflow) = Int128(0).subtractingReportingOverflow(mantissa)
        return overflow ? nil : Quantity(mantissa: value, scale: scale)
    }

    public var magnitude: Quantity? { isNegative ? negated() : self }

    /// The sum, at the larger of the two scales (`1.5 + 2.25` is `3.75`).
    public func adding(_ other: Quantity) -> Quantity? {
        if scale == other.scale {
            let (value, overflow) = mantissa.addingReportingOverflow(other.mantissa)
            return overflow ? nil : Quantity(mantissa: value, scale: scale)
        }
        let s = max(scale, other.scale)
        if let a = rescaled(to: s), let b = other.rescaled(to: s) { return a.adding(b) }
        // One side does not fit at the common scale, but the sum may: `-2.8e37 + 1.7e37` at one decimal.
        let sum = scale < other.scale
            ? Quantity.wideSum(mantissa, times: Quantity.powerOfTen(s - scale), other.mantissa, subtracting: false)
            : Quantity.wideSum(other.mantissa, times: Quantity.powerOfTen(s - other.scale), mantissa, subtracting: false)
        return sum.map { Quantity(mantissa: $0, scale: s) }
    }

    /// The difference, at the larger of the two scales. Subtracts directly
    /// rather than adding the negation, which does not exist for Int128.min
    /// although `-1 - Int128.min` does.
    public func subtracting(_ other: Quantity) -> Quantity? {
        if scale == other.scale {
            let (value, overflow) = mantissa.subtractingReportingOverflow(other.mantissa)
            return overflow ? nil : Quantity(mantissa: value, scale: scale)
        }
        let s = max(scale, other.scale)
        if let a = rescaled(to: s), let b = other.rescaled(to: s) { return a.subtracting(b) }
        let difference = scale < other.scale
            ? Quantity.wideSum(mantissa, times: Quantity.powerOfTen(s - scale), other.mantissa, subtracting: true)
            : Quantity.wideSum(other.mantissa, times: -Quantity.powerOfTen(s - other.scale), mantissa, subtracting: false)
        return difference.map { Quantity(mantissa: $0, scale: s) }
    }

    /// `x × factor ± y` in 256 bits (two's complement, `high` signed), or nil
    /// when the result is outside Int128. |x × factor| < 2^251, so `high` cannot wrap.
    private static func wideSum(_ x: Int128, times factor: Int128, _ y: Int128, subtracting: Bool) -> Int128? {
        let product = x.multipliedFullWidth(by: factor)
        let yHigh: Int128 = y < 0 ? -1 : 0
        let low: UInt128, high: Int128
        if subtracting {
            let (l, borrow) = product.low.subtractingReportingOverflow(UInt128(bitPattern: y))
            (low, high) = (l, product.high &- yHigh &- (borrow ? 1 : 0))
        } else {
            let (l, carry) = product.low.addingReportingOverflow(UInt128(bitPattern: y))
            (low, high) = (l, product.high &+ yHigh &+ (carry ? 1 : 0))
        }
        let result = Int128(bitPattern: low)
        // It fits when the high half only extends the sign of the low half.
        return high == (result < 0 ? -1 : 0) ? result : nil
    }

    /// The exact product, at the sum of the scales (`1.5 × 0.25` is `0.375`).
    /// When that scale is too large the product is rounded to the maximum.
    public func multiplied(by other: Quantity) -> Quantity? {
        let (value, overflow) = mantissa.multipliedReportingOverflow(by: other.mantissa)
        if overflow { return multipliedWide(by: other) }
        let s = Int(scale) + Int(other.scale)
        if s <= Int(Quantity.maximumScale) {
            return Quantity(mantissa: value, scale: UInt8(s))
        }
        let excess = UInt8(s - Int(Quantity.maximumScale))
        return Quantity.divide(value, by: Quantity.powerOfTen(excess), scale: Quantity.maximumScale)
    }

    /// A product whose mantissa needs more than 128 bits, computed in 256.
    /// Trailing zeros are dropped while it is too wide (`(4e29 + 0.2) ×
    /// (5e6 + 0.5)` is 39 digits at scale 2, the last a zero, and 38 at
    /// scale 1), then digits past the maximum scale are rounded off
    /// (`(1 + 1e-30)²` is 61 digits exactly, 38 once rounded). nil when the
    /// value itself is too large.
    private func multipliedWide(by other: Quantity) -> Quantity? {
        let negative = isNegative != other.isNegative
        var product = mantissa.magnitude.multipliedFullWidth(by: other.mantissa.magnitude)
        var s = Int(scale) + Int(other.scale)
        func fits() -> Bool {
            product.high == 0 && Quantity(magnitude: product.low, negative: negative, scale: 0) != nil
        }
        while s > 0, s > Int(Quantity.maximumScale) || !fits() {
            // Divide the 256-bit product by 10, keeping it only when nothing is lost.
            let (highQuotient, highRemainder) = product.high.quotientAndRemainder(dividingBy: 10)
            let (lowQuotient, remainder) = UInt128(10).dividingFullWidth((highRemainder, product.low))
            guard remainder == 0 else { break }
            product = (highQuotient, lowQuotient)
            s -= 1
        }
        if s > Int(Quantity.maximumScale) {
            let divisor = UInt128(Quantity.powerOfTen(UInt8(s - Int(Quantity.maximumScale))))
            // The quotient fits in 128 bits only when the high half is below the divisor.
            guard product.high < divisor else { return nil }
            let (quotient, remainder) = divisor.dividingFullWidth(product)
            guard let rounded = Quantity.roundHalfToEven(quotient, remainder: remainder, divisor: divisor) else {
                return nil
            }
            product = (0, rounded)
            s = Int(Quantity.maximumScale)
        }
        guard product.high == 0 else { return nil }
        return Quantity(magnitude: product.low, negative: negative, scale: UInt8(s))
    }

    /// The quotient rounded half-to-even at `scale` digits, or nil when the
    /// divisor is zero or the result does not fit.
    public func divided(by other: Quantity, scale resultScale: UInt8) -> Quantity? {
        guard !other.isZero, resultScale <= Quantity.maximumScale else { return nil }
        // value = (m1 / 10^s1) / (m2 / 10^s2) = m1 × 10^(s2 - s1 + r) / m2 / 10^r.
        // Worked on magnitudes, so that Int128.min and 2^127 ≤ divisor < 2^128 need no care.
        var numerator = mantissa.magnitude
        var denominator = other.mantissa.magnitude
        let shift = Int(other.scale) - Int(scale) + Int(resultScale)
        if shift < 0 {
            let (high, low) = denominator.multipliedFullWidth(by: UInt128(Quantity.powerOfTen(UInt8(-shift))))
            // A divisor of 2^128 or more is more than twice any numerator: the quotient rounds to 0.
            guard high == 0 else { return Quantity(mantissa: 0, scale: resultScale) }
            denominator = low
        }
        var quotient = numerator / denominator
        numerator %= denominator
        // Long division for the digits the shift adds: remainder × 10 < 10 × divisor,
        // so each step's quotient is one digit and the 256-bit division cannot trap.
        for _ in 0..<max(shift, 0) {
            let (digit, remainder) = denominator.dividingFullWidth(numerator.multipliedFullWidth(by: 10))
            let (times10, o1) = quotient.multipliedReportingOverflow(by: 10)
            let (next, o2) = times10.addingReportingOverflow(digit)
            guard !o1, !o2 else { return nil }
            quotient = next
            numerator = remainder
        }
        guard let rounded = Quantity.roundHalfToEven(quotient, remainder: numerator, divisor: denominator) else {
            return nil
        }
        return Quantity(magnitude: rounded, negative: isNegative != other.isNegative, scale: resultScale)
    }

    /// `quotient`, plus one when `remainder / divisor` is above one half, or
    /// exactly one half and `quotient` is odd; nil past UInt128.
    static func roundHalfToEven(_ quotient: UInt128, remainder: UInt128, divisor: UInt128) -> UInt128? {
        // remainder < divisor, so divisor - remainder cannot wrap.
        let rest = divisor - remainder
        let roundsAway = remainder > rest || (remainder == rest && quotient % 2 != 0)
        guard remainder != 0, roundsAway else { return quotient }
        let (next, overflow) = quotient.addingReportingOverflow(1)
        return overflow ? nil : next
    }

    /// The quantity `±magnitude × 10^-scale`, or nil when it is outside Int128.
    init?(magnitude: UInt128, negative: Bool, scale: UInt8) {
        if negative {
            guard magnitude <= Int128.min.magnitude else { return nil }
            self.init(mantissa: Int128(bitPattern: 0 &- magnitude), scale: scale)
        } else {
            guard magnitude <= UInt128(Int128.max) else { return nil }
            self.init(mantissa: Int128(magnitude), scale: scale)
        }
    }

    /// Rounds `numerator / denominator` half-to-even into a mantissa at `scale`.
    static func divide(_ numerator: Int128, by denominator: Int128, scale: UInt8) -> Quantity? {
        guard denominator != 0 else { return nil }
        if numerator == Int128.min && denominator == -1 { return nil }
        var quotient = numerator / denominator
        let remainder = numerator % denominator
        // Compare |remainder| with |denominator| - |remainder|: no overflow, as r < d.
        let r = remainder.magnitude, d = denominator.magnitude
        let roundsAway = r > d - r || (r == d - r && quotient % 2 != 0)
        if r != 0 && roundsAway {
            quotient += (numerator < 0) != (denominator < 0) ? -1 : 1
        }
        return Quantity(mantissa: quotient, scale: scale)
    }

    /// The value rounded to `newScale` digits, half to even (banker's
    /// rounding, as hledger displays amounts): `0.125` → `0.12`, `0.135` → `0.14`.
    /// A larger scale pads with zeros.
    public func rounded(toScale newScale: UInt8) -> Quantity? {
        if newScale >= scale { return rescaled(to: newScale) }
        return Quantity.divide(mantissa, by: Quantity.powerOfTen(scale - newScale), scale: newScale)
    }
}
