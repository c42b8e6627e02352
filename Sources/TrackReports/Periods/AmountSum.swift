import TrackModel

/// A running sum of amounts for a pass over many postings: the first
/// commodity (at the scale it is first written in) is added as one 128-bit
/// integer, checked for overflow; any other commodity or scale goes to a
/// `MixedAmount` beside it. `total` is exactly what adding every amount to a
/// `MixedAmount` gives, at a twentieth of the cost for the common case of
/// one currency written one way.
struct AmountSum: Sendable {
    // In this order, 32 bytes a sum (48 with the integer after the commodity): a report of
    // 333,000 days has millions of them.
    private var mantissa: Int128 = 0
    private var rest = MixedAmount()
    private var commodity = CommodityID.none
    private var scale: UInt8 = 0
    private var started = false

    @inline(__always)
    mutating func add(_ amount: Amount) {
        let quantity = amount.quantity
        if started {
            if amount.commodity == commodity && quantity.scale == scale {
                let (sum, overflow) = mantissa.addingReportingOverflow(quantity.mantissa)
                if !overflow {
                    mantissa = sum
                    return
                }
            }
            rest.add(amount)
        } else {
            started = true
            commodity = amount.commodity
            scale = quantity.scale
            mantissa = quantity.mantissa
        }
    }

    var total: MixedAmount {
        var result = rest
        if started { result.add(Amount(Quantity(mantissa: mantissa, scale: scale), commodity)) }
        return result
    }

    /// Adds another sum (of other postings) to this one.
    mutating func add(_ other: AmountSum) {
        if other.started { add(Amount(Quantity(mantissa: other.mantissa, scale: other.scale), other.commodity)) }
        for amount in other.rest.amounts { add(amount) }
    }

    /// Adds the sum to `mixed` in place, without building a `MixedAmount` of its own.
    func add(to mixed: inout MixedAmount) {
        if started { mixed.add(Amount(Quantity(mantissa: mantissa, scale: scale), commodity)) }
        for amount in rest.amounts { mixed.add(amount) }
    }
}
