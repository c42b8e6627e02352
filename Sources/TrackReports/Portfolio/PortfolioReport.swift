import TrackModel

/// `track portfolio`: per holding its type, quantity, cost per unit, total
/// cost, market value (the latest rate on or before the day), unrealised
/// P/L and its percentage, and the gains realised by its sales; the totals;
/// and the allocation by type.
///
/// Values are in `-X CUR`, else in each holding's cost commodity. A cost
/// is converted at the day's rate; with no rate it stays in its commodity
/// and the holding has no P/L (`value` nil): never guessed.
public struct PortfolioReport: Sendable {
    public struct Holding: Sendable {
        public let commodity: CommodityID
        public let type: String
        public let quantity: Quantity
        /// What the units held cost, fees included, in their cost commodity.
        public let cost: Amount
        public let unitCost: Amount?
        /// The quantity at the day's rate, in the report's currency; nil with no rate.
        public let value: Amount?
        public let quote: RateQuote?
        /// Value minus cost, when both are in one commodity.
        public let unrealised: Amount?
        public let unrealisedPercent: Quantity?
        /// The gains of the units sold, in their cost commodity.
        public let realised: Amount
    }

    public struct Allocation: Sendable {
        public let type: String
        public let value: Amount
        public let share: Quantity?
    }

    public let day: Day
    public let holdings: [Holding]
    public let totalCost: MixedAmount
    public let totalValue: MixedAmount
    public let totalUnrealised: MixedAmount
    public let totalRealised: MixedAmount
    public let allocation: [Allocation]

    /// `target`: the currency to value in (`-X`); nil for each holding's cost commodity.
    public init(book: LotBook, journal: Journal, on day: Day, target: CommodityID?, inferringPrices: Bool = false) {
        self.day = day
        var converters: [CommodityID: CurrencyConverter] = [:]
        func converter(_ to: CommodityID) -> CurrencyConverter {
            if let known = converters[to] { return known }
            let made = CurrencyConverter(journal: journal, target: to, choice: .freshest, inferringPrices: inferringPrices)
            converters[to] = made
            return made
        }
        var keys: [Key] = []
        var quantities: [Key: Quantity] = [:], bases: [Key: Quantity] = [:], realised: [Key: Quantity] = [:], types: [Key: String] = [:]
        for lot in book.lots {
            let key = Key(commodity: lot.commodity, cost: lot.costCommodity)
            if quantities[key] == nil { keys.append(key); types[key] = Self.type(of: lot, in: journal) }
            quantities[key] = (quantities[key] ?? Quantity(0)).adding(lot.quantity)
            bases[key] = (bases[key] ?? Quantity(0)).adding(lot.basis)
        }
        for disposal in book.disposals {
            let key = Key(commodity: disposal.commodity, cost: disposal.costCommodity)
            if quantities[key] == nil {
                keys.append(key)
                quantities[key] = Quantity(0)
                bases[key] = Quantity(0)
                types[key] = CommodityKind(symbol: journal.commodities.symbol(disposal.commodity)).rawValue
            }
            realised[key] = (realised[key] ?? Quantity(0)).adding(disposal.gain)
        }
        var holdings: [Holding] = []
        var totalCost = MixedAmount(), totalValue = MixedAmount(), totalUnrealised = MixedAmount(), totalRealised = MixedAmount()
        var byType: [(String, MixedAmount)] = []
        for key in keys {
            let quantity = quantities[key] ?? Quantity(0), basis = bases[key] ?? Quantity(0)
            let to = target ?? key.cost
            let valuer = converter(to)
            let quote = quantity.isZero ? nil : valuer.quote(from: key.commodity, on: day)
            let value = quote.flatMap { valuer.value(Amount(quantity, key.commodity), at: $0) }
            let cost = Amount(basis, key.cost)
            let costInTarget: Amount? = key.cost == to ? cost
                : valuer.quote(from: key.cost, on: day).flatMap { valuer.value(cost, at: $0) }
            var unrealised: Amount?
            var percent: Quantity?
            if let value, let costInTarget, let difference = value.quantity.subtracting(costInTarget.quantity) {
                unrealised = Amount(difference, to)
                percent = ReportMath.percent(difference, of: costInTarget.quantity)
            }
            let gains = Amount(realised[key] ?? Quantity(0), key.cost)
            let unit = quantity.isZero ? nil : Quantity.product([basis], dividedBy: [quantity], atMost: 8).map { Amount($0, key.cost) }
            let type = types[key] ?? ""
            holdings.append(Holding(commodity: key.commodity, type: type, quantity: quantity, cost: cost, unitCost: unit, value: value,
                                    quote: quote, unrealised: unrealised, unrealisedPercent: percent, realised: gains))
            if !quantity.isZero { totalCost.add(cost) }
            if let value {
                totalValue.add(value)
                if let index = byType.firstIndex(where: { $0.0 == type }) { byType[index].1.add(value) } else { byType.append((type, MixedAmount(value))) }
            }
            if let unrealised { totalUnrealised.add(unrealised) }
            totalRealised.add(gains)
        }
        self.holdings = holdings
        self.totalCost = totalCost.removingZeros()
        self.totalValue = totalValue.removingZeros()
        self.totalUnrealised = totalUnrealised.removingZeros()
        self.totalRealised = totalRealised.removingZeros()
        let whole = ReportMath.single(totalValue)
        allocation = byType.compactMap { type, mixed in
            guard let value = ReportMath.single(mixed) else { return nil }
            let share = whole.flatMap { $0.commodity == value.commodity ? ReportMath.percent(value.quantity, of: $0.quantity) : nil }
            return Allocation(type: type, value: value, share: share)
        }.sorted { $0.value.quantity > $1.value.quantity }
    }

    struct Key: Hashable {
        let commodity: CommodityID
        let cost: CommodityID
    }

    /// The lot's account's `class:` tag, else the commodity's kind.
    static func type(of lot: Lot, in journal: Journal) -> String {
        NetWorthBreakdown.tag("class", of: lot.account, in: journal)
            ?? CommodityKind(symbol: journal.commodities.symbol(lot.commodity)).rawValue
    }
}
