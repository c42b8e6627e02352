import TrackModel

/// The arithmetic the household reports share: ratios, percentages and
/// differences of amounts, all in exact decimals (averages are
/// `MixedAmount.divided(by:)`).
///
/// A quotient is kept to `extraDigits` more places than its operands and
/// its trailing zeros dropped (`3790.06`, `1263.353333`): exact when the
/// division is, and far below what any display shows when it is not.
/// Rounding for display happens later, in the renderers.
public enum ReportMath {
    public static let extraDigits: UInt8 = 6

    /// `a ÷ b`; nil when `b` is zero or the result does not fit. A quotient
    /// too large for its extra places keeps fewer (`1.2e6 ÷ 1e-16` is
    /// `1.2e22`, which has no room for 22 decimals): never nil while its
    /// integer part fits.
    public static func quotient(_ a: Quantity, _ b: Quantity) -> Quantity? {
        let scale = min(Quantity.maximumScale, max(a.scale, b.scale) + extraDigits)
        if let fast = quickQuotient(a, b, scale: scale) { return fast }
        if let exact = a.divided(by: b, scale: scale) { return exact.normalized }
        guard !b.isZero else { return nil }
        var fewer = scale
        while fewer > 0 {
            fewer -= 1
            if let rounded = a.divided(by: b, scale: fewer) { return rounded.normalized }
        }
        return nil
    }

    /// `quotient` with one 128-bit division when `a`'s mantissa shifted to
    /// the result's scale fits in 128 bits (amounts of everyday size): the
    /// same result as `Quantity.divided(by:scale:)` (rounded half to even)
    /// at a fraction of its long division. nil when it does not fit.
    static func quickQuotient(_ a: Quantity, _ b: Quantity, scale: UInt8) -> Quantity? {
        let shift = Int(b.scale) - Int(a.scale) + Int(scale)
        let divisor = b.mantissa
        guard shift >= 0, shift <= 30, divisor != 0, divisor != -1 else { return nil }
        let (numerator, overflow) = a.mantissa.multipliedReportingOverflow(by: Quantity.powerOfTen(UInt8(shift)))
        guard !overflow, numerator != Int128.min else { return nil }
        var quotient = numerator / divisor
        let remainder = (numerator % divisor).magnitude, d = divisor.magnitude
        // remainder < d, so d - remainder does not wrap.
        if remainder > d - remainder || (remainder == d - remainder && quotient % 2 != 0) {
            quotient += (numerator < 0) != (divisor < 0) ? -1 : 1
        }
        var digits = Int(scale)
        while digits > 0, quotient % 10 == 0 {
            quotient /= 10
            digits -= 1
        }
        return Quantity(mantissa: quotient, scale: UInt8(digits))
    }

    /// `part` as a percentage of `whole` (`part × 100 ÷ whole`); nil when `whole` is zero.
    public static func percent(_ part: Quantity, of whole: Quantity) -> Quantity? {
        guard !whole.isZero, let hundredfold = part.multiplied(by: Quantity(100)) else { return nil }
        return quotient(hundredfold, whole)
    }

    /// `a - b`, commodity by commodity.
    public static func difference(_ a: MixedAmount, _ b: MixedAmount) -> MixedAmount {
        var result = a
        for amount in b.amounts {
            result.subtract(amount)
        }
        return result
    }

    /// The only commodity with a nonzero amount, and that amount; nil when
    /// there are several (or none).
    public static func single(_ mixed: MixedAmount) -> Amount? {
        var found: Amount?
        for amount in mixed.amounts where !amount.isZero {
            if found != nil { return nil }
            found = amount
        }
        return found
    }

    /// The commodity the amounts are all in, when there is exactly one
    /// among their nonzero amounts; zero amounts fit any commodity.
    public static func commonCommodity(_ amounts: [MixedAmount]) -> CommodityID? {
        var common: CommodityID?
        for mixed in amounts {
            for amount in mixed.amounts where !amount.isZero {
                if let c = common, c != amount.commodity { return nil }
                common = amount.commodity
            }
        }
        return common
    }

    /// `part` as a percentage of `whole` when both are in one commodity
    /// (a zero part counts as that commodity); nil otherwise, or when
    /// `whole` is zero: percentages across currencies need `-X`.
    public static func percent(_ part: MixedAmount, of whole: MixedAmount) -> Quantity? {
        guard let total = single(whole) else { return nil }
        if part.amounts.allSatisfy(\.isZero) { return Quantity(0) }
        guard let share = single(part), share.commodity == total.commodity else { return nil }
        return percent(share.quantity, of: total.quantity)
    }

    /// The amounts with every quantity negated (income is credited, so its sum is negative).
    public static func negated(_ mixed: MixedAmount) -> MixedAmount {
        mixed.negated() ?? mixed
    }
}

/// The change of an amount from one period to the next: expenses this
/// month against last month's.
public struct PeriodChange: Sendable, Hashable {
    /// This period's amount minus the previous one, commodity by commodity.
    public var amount: MixedAmount
    /// The change as a percentage of the previous amount; nil when either is
    /// in several commodities or the previous amount is zero.
    public var percent: Quantity?

    public init(from previous: MixedAmount, to current: MixedAmount) {
        amount = ReportMath.difference(current, previous).removingZeros()
        if let before = ReportMath.single(previous),
           amount.amounts.isEmpty || ReportMath.single(amount)?.commodity == before.commodity {
            percent = ReportMath.percent(ReportMath.single(amount)?.quantity ?? Quantity(0), of: before.quantity)
        } else {
            percent = nil
        }
    }
}
