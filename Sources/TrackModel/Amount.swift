/// A quantity of one commodity: `84.20 USD`.
public struct Amount: Sendable, Hashable {
    public var quantity: Quantity
    public var commodity: CommodityID

    public init(_ quantity: Quantity, _ commodity: CommodityID) {
        self.quantity = quantity
        self.commodity = commodity
    }

    public var isZero: Bool { quantity.isZero }

    public func negated() -> Amount? {
        quantity.negated().map { Amount($0, commodity) }
    }
}

/// The cost of a posting's amount in another commodity:
/// `10 AAPL @ $50` (per unit) or `10 AAPL @@ $500` (in total).
public struct Cost: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case perUnit, total
    }

    public var kind: Kind
    public var amount: Amount

    public init(_ kind: Kind, _ amount: Amount) {
        self.kind = kind
        self.amount = amount
    }

    /// The total cost of `quantity` units, in the cost's commodity; nil on
    /// overflow. As hledger: `@ u` costs `quantity × u`; `@@ t` costs
    /// `t × signum(quantity)` (`-5 EUR @@ 4.35 GBP` costs `-4.35 GBP`).
    public func total(for quantity: Quantity) -> Amount? {
        switch kind {
        case .perUnit:
            return quantity.multiplied(by: amount.quantity).map { Amount($0, amount.commodity) }
        case .total:
            if quantity.isZero { return Amount(Quantity(mantissa: 0, scale: amount.quantity.scale), amount.commodity) }
            let signed = quantity.isNegative ? amount.quantity.negated() : amount.quantity
            return signed.map { Amount($0, amount.commodity) }
        }
    }
}
