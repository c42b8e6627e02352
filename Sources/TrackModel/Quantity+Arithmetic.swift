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
        guard let a = rescaled(to: s), let b = other.rescaled(to: s) else { return nil }
        return a.adding(b)
    }

    public func subtracting(_ other: Quantity) -> Quantity? {
        guard let negative = other.negated() else { return nil }
        return adding(negative)
    }

    /// The exact product, at the sum of the scales (`1.5 × 0.25` is `0.375`).
    /// When that scale is too large the product is rounded to the maximum.
    public func multiplied(by other: Quantity) -> Quantity? {
        let (value, overflow) = mantissa.multipliedReportingOverflow(by: other.mantissa)
        if overflow { return multipliedWithReducedScale(by: other) }
        let s = Int(scale) + Int(other.scale)
        if s <= Int(Quantity.maximumScale) {
            return Quantity(mantissa: value, scale: UInt8(s))
        }
        let excess = UInt8(s - Int(Quantity.maximumScale))
        return Quantity.divide(value, by: Quantity.powerOfTen(excess), scale: Quantity.maximumScale)
    }

    /// Retries a product that overflowed after dropping trailing zeros, which
    /// keeps `1000.000 × 1000.000` exact without widening.
    private func multipliedWithReducedScale(by other: Quantity) -> Quantity? {
        let a = normalized, b = other.normalized
        if a.scale == scale && b.scale == other.scale { return nil }
        return a.multiplied(by: b)
    }

    /// The quotient rounded half-to-even at `scale` digits, or nil when the
    /// divisor is zero or the result does not fit.
    public func divided(by other: Quantity, scale resultScale: UInt8) -> Quantity? {
        guard !other.isZero, resultScale <= Quantity.maximumScale else { return nil }
        // value = (m1 / 10^s1) / (m2 / 10^s2) = m1 × 10^(s2 - s1 + r) / m2 / 10^r
        var numerator = mantissa
        var denominator = other.mantissa
        let shift = Int(other.scale) - Int(scale) + Int(resultScale)
        if shift >= 0 {
            var remaining = shift
            while remaining > 0 {
                let step = UInt8(min(remaining, 18))
                let (value, overflow) = numerator.multipliedReportingOverflow(by: Quantity.powerOfTen(step))
                if overflow {
                    // Scale the divisor down instead; the result loses digits only beyond its scale.
                    guard denominator % Quantity.powerOfTen(step) == 0 else { return nil }
                    denominator /= Quantity.powerOfTen(step)
                } else {
                    numerator = value
                }
                remaining -= Int(step)
            }
        } else {
            var remaining = -shift
            while remaining > 0 {
                let step = UInt8(min(remaining, 18))
                let (value, overflow) = denominator.multipliedReportingOverflow(by: Quantity.powerOfTen(step))
                if overflow { return Quantity(mantissa: 0, scale: resultScale) }
                denominator = value
                remaining -= Int(step)
            }
        }
        return Quantity.divide(numerator, by: denominator, scale: resultScale)
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
