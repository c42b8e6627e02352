import TrackModel

/// The annuity and sinking-fund formulas in exact decimals: powers are
/// taken by repeated multiplication, each product kept to `scale` places,
/// and amounts are rounded only when they are shown.
///
/// With a monthly rate r = yearly rate ÷ 12 ÷ 100 and n months:
/// - the payment that clears a loan P: P × r ÷ (1 − (1 + r)^−n)
///   (P ÷ n when r is zero);
/// - the monthly saving that reaches a target T from a balance B, the
///   balance earning r: (T − B × (1 + r)^n) × r ÷ ((1 + r)^n − 1)
///   ((T − B) ÷ n when r is zero).
public enum LoanMath {
    /// Places kept in intermediate results: far below any currency's smallest unit.
    static let scale: UInt8 = 18

    /// A yearly percentage (4.9) as a monthly rate (0.004083…).
    public static func monthlyRate(percent: Quantity) -> Quantity {
        percent.divided(by: Quantity(1200), scale: scale) ?? .zero
    }

    /// (1 + r)^n.
    static func growth(_ r: Quantity, months n: Int) -> Quantity? {
        guard let base = Quantity(1).adding(r) else { return nil }
        var result = Quantity(1)
        for _ in 0..<max(0, n) {
            guard let product = result.multiplied(by: base), let rounded = product.rounded(toScale: scale) else { return nil }
            result = rounded
        }
        return result
    }

    /// The monthly payment that clears `principal` in `months` at the monthly rate `r`.
    public static func payment(principal: Quantity, monthlyRate r: Quantity, months: Int) -> Quantity? {
        guard months > 0 else { return principal }
        if r.isZero { return principal.divided(by: Quantity(months), scale: scale) }
        guard let g = growth(r, months: months), let numerator = principal.multiplied(by: r)?.multiplied(by: g),
              let denominator = g.subtracting(Quantity(1)) else { return nil }
        return numerator.divided(by: denominator, scale: scale)
    }

    /// The monthly saving that takes `balance` to `target` in `months`, the balance earning `r` a month.
    public static func sinkingFund(target: Quantity, balance: Quantity, monthlyRate r: Quantity, months: Int) -> Quantity? {
        guard months > 0 else { return target.subtracting(balance) }
        if r.isZero { return target.subtracting(balance)?.divided(by: Quantity(months), scale: scale) }
        guard let g = growth(r, months: months), let grown = balance.multiplied(by: g), let rest = target.subtracting(grown),
              let numerator = rest.multiplied(by: r), let denominator = g.subtracting(Quantity(1)) else { return nil }
        return numerator.divided(by: denominator, scale: scale)
    }

    /// One month of a loan's amortisation.
    public struct Month: Sendable, Equatable {
        public var date: Day
        public var payment: Quantity
        public var interest: Quantity
        public var principal: Quantity
        public var balance: Quantity
    }

    /// The months from `first` until `balance` is paid, paying `payment`
    /// each month (the last one only what is left), each month's interest
    /// rounded to `places` as a lender books it; at most 1,200 months.
    public static func schedule(balance start: Quantity, monthlyRate r: Quantity, payment: Quantity, first: Day,
                                places: UInt8) -> [Month] {
        var months: [Month] = []
        var balance = start
        var date = first
        while balance.isPositive && months.count < 1200 {
            guard let interest = balance.multiplied(by: r)?.rounded(toScale: places),
                  let owed = balance.adding(interest) else { break }
            let paid = min(payment, owed)
            guard let principal = paid.subtracting(interest), principal.isPositive || paid == owed,
                  let left = owed.subtracting(paid) else { break }
            months.append(Month(date: date, payment: paid, interest: interest, principal: principal, balance: left))
            balance = left
            date = date.adding(months: 1)
        }
        return months
    }
}
