import TrackModel

/// Rates of growth solved in exact decimals: a daily factor `f` (the
/// growth of one day, `1 + daily rate`) found by bisection on integer powers,
/// so that `f^days` needs no logarithm and no `Double`. A yearly rate is
/// then `f^365 − 1`. Each power is rounded to `scale` places; bisection stops
/// when the bracket is narrower than 10⁻¹⁵ a day (about 4 × 10⁻¹³ a year).
enum GrowthRate {
    static let scale: UInt8 = 18
    static let one = Quantity(1)
    /// The factors searched: from −5% to +5% a day.
    static let low = Quantity(mantissa: 95, scale: 2), high = Quantity(mantissa: 105, scale: 2)
    static let tolerance = Quantity(mantissa: 1, scale: 15)

    /// `x^n` for `n ≥ 0`, by squaring, rounded to `scale` places at each step; nil on overflow.
    static func power(_ x: Quantity, _ n: Int) -> Quantity? {
        var result = one, base = x, exponent = n
        while exponent > 0 {
            if exponent & 1 == 1 {
                guard let product = Quantity.product([result, base], dividedBy: [], atMost: scale) else { return nil }
                result = product
            }
            exponent >>= 1
            if exponent > 0 {
                guard let square = Quantity.product([base, base], dividedBy: [], atMost: scale) else { return nil }
                base = square
            }
        }
        return result
    }

    /// The factor in `[low, high]` where `f` changes sign (`f` increasing or
    /// decreasing); nil when it does not, or a value overflows.
    static func root(_ f: (Quantity) -> Quantity?) -> Quantity? {
        var a = low, b = high
        guard let fa = f(a), let fb = f(b), fa.isNegative != fb.isNegative || fa.isZero || fb.isZero else { return nil }
        if fa.isZero { return a }
        if fb.isZero { return b }
        let rising = fa.isNegative
        for _ in 0..<80 {
            guard let width = b.subtracting(a), width > tolerance else { break }
            guard let sum = a.adding(b), let mid = Quantity.product([sum], dividedBy: [Quantity(2)], atMost: scale),
                  let fm = f(mid) else { return nil }
            if fm.isZero { return mid }
            if fm.isNegative == rising { a = mid } else { b = mid }
        }
        return Quantity.product([a.adding(b) ?? a], dividedBy: [Quantity(2)], atMost: scale)
    }

    /// A daily factor as a yearly rate in percent: `(f^365 − 1) × 100`.
    static func yearlyPercent(daily factor: Quantity) -> Quantity? {
        power(factor, 365).flatMap { $0.subtracting(one) }.flatMap { $0.multiplied(by: Quantity(100)) }
    }

    /// The daily factor whose `days`-th power is `growth` (`growth > 0`, `days > 0`).
    static func dailyFactor(growth: Quantity, days: Int) -> Quantity? {
        guard growth.isPositive, days > 0 else { return nil }
        return root { f in power(f, days).flatMap { $0.subtracting(growth) } }
    }
}
