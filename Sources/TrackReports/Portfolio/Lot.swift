import TrackModel

/// Units of a commodity bought at one cost and still held: what a sale reduces.
public struct Lot: Sendable, Hashable {
    public let commodity: CommodityID
    public let account: AccountID
    /// The units still held.
    public internal(set) var quantity: Quantity
    /// What the units still held cost, fees included, in `costCommodity`.
    public internal(set) var basis: Quantity
    public let costCommodity: CommodityID
    /// The price per unit as written (`@ 580`, `{580}`), without fees: what a sale's `{…}` names.
    public let price: Quantity
    /// The lot date (`[2026-01-15]`), else the purchase's date.
    public let date: Day
    /// The purchase's posting.
    public let location: SourceLocation

    /// The basis per unit, fees included; nil for an empty lot.
    public var unitCost: Quantity? {
        quantity.isZero ? nil : Quantity.product([basis], dividedBy: [quantity], atMost: 12)
    }
}

/// A lot (or part of one) sold: what it cost, what it fetched, the gain.
public struct Disposal: Sendable, Hashable {
    public let commodity: CommodityID
    public let account: AccountID
    public let costCommodity: CommodityID
    public let acquired: Day
    public let sold: Day
    public let quantity: Quantity
    /// What the units sold cost, fees included.
    public let basis: Quantity
    /// What they fetched, the sale's fees deducted.
    public let proceeds: Quantity
    public let location: SourceLocation

    public var gain: Quantity { proceeds.subtracting(basis) ?? Quantity(0) }
    public var holdingDays: Int { acquired.distance(to: sold) }
    /// Held more than one year: a long-term gain.
    public var isLongTerm: Bool { sold > acquired.adding(months: 12) }
}
