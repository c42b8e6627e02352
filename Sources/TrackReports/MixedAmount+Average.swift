import TrackModel

extension MixedAmount {
    /// Each commodity's amount divided by `count` (an average over `count`
    /// periods or postings), kept to `averageScale` decimal places, or fewer
    /// when a very large amount would not fit there; display rounds it to the
    /// commodity's precision, as hledger does. `count` below 1 leaves the
    /// amount as it is.
    public func divided(by count: Int) -> MixedAmount {
        guard count > 1 else { return self }
        let divisor = Quantity(count)
        return MixedAmount(amounts.map { amount in
            Amount(amount.quantity.dividedForAverage(by: divisor), amount.commodity)
        })
    }

    /// The decimal places an average keeps: far more than any display shows.
    public static let averageScale: UInt8 = 12

    /// The sum of `amounts`.
    public static func sum(_ amounts: some Sequence<MixedAmount>) -> MixedAmount {
        var total = MixedAmount()
        for amount in amounts { total.add(amount) }
        return total
    }
}

extension Quantity {
    /// `self / divisor` at the larger of its own scale and the average scale,
    /// stepping the scale down when the quotient does not fit.
    func dividedForAverage(by divisor: Quantity) -> Quantity {
        var scale = Swift.max(self.scale, MixedAmount.averageScale)
        while true {
            if let q = divided(by: divisor, scale: scale) { return q }
            if scale == 0 { return self }
            scale -= 1
        }
    }
}
