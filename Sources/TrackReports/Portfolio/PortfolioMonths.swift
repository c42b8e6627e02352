import TrackModel

/// `track portfolio --monthly`: per month, the money invested (purchases
/// with their fees), the gains realised by sales, and at the month's end
/// the value of the lots held and their unrealised P/L. In `-X CUR` (each
/// figure at its day's rates), else in the costs' commodities.
public struct PortfolioMonths: Sendable {
    public struct Month: Sendable {
        public let span: DateSpan
        public let invested: MixedAmount
        public let realised: MixedAmount
        /// At the month's end; holdings with no rate are left out of both.
        public let value: MixedAmount
        public let unrealised: MixedAmount
    }

    public let months: [Month]
    /// Commodities held with no rate at some month's end.
    public let unpriced: [CommodityID]

    /// `book` walked with a snapshot at the last day of each of `spans`.
    public init(journal: Journal, months spans: [DateSpan], book: LotBook, target: CommodityID?, inferringPrices: Bool = false) {
        var converters: [CommodityID: CurrencyConverter] = [:]
        func converter(_ to: CommodityID) -> CurrencyConverter {
            if let known = converters[to] { return known }
            let made = CurrencyConverter(journal: journal, target: to, choice: .freshest, inferringPrices: inferringPrices)
            converters[to] = made
            return made
        }
        var unpriced: [CommodityID] = []
        /// `amount` in the target on `day` (as it is with no target); nil with no rate.
        func inTarget(_ amount: Amount, on day: Day) -> Amount? {
            guard let target, amount.commodity != target else { return amount }
            let valuer = converter(target)
            return valuer.quote(from: amount.commodity, on: day).flatMap { valuer.value(amount, at: $0) }
        }
        var months: [Month] = []
        for (index, span) in spans.enumerated() {
            guard let last = span.lastDay else { continue }
            var invested = MixedAmount(), realised = MixedAmount(), value = MixedAmount(), unrealised = MixedAmount()
            for trade in book.trades where span.contains(trade.date) && trade.quantity.isPositive {
                let cost = (trade.quantity.multiplied(by: trade.price) ?? Quantity(0)).adding(trade.fees) ?? Quantity(0)
                if let amount = inTarget(Amount(cost, trade.costCommodity), on: trade.date) { invested.add(amount) }
            }
            for disposal in book.disposals where span.contains(disposal.sold) {
                if let amount = inTarget(Amount(disposal.gain, disposal.costCommodity), on: disposal.sold) { realised.add(amount) }
            }
            for lot in index < book.snapshots.count ? book.snapshots[index] : [] {
                let to = target ?? lot.costCommodity
                let valuer = converter(to)
                guard let worth = valuer.quote(from: lot.commodity, on: last).flatMap({ valuer.value(Amount(lot.quantity, lot.commodity), at: $0) }),
                      let cost = inTarget(Amount(lot.basis, lot.costCommodity), on: last),
                      let gain = worth.quantity.subtracting(cost.quantity) else {
                    if !unpriced.contains(lot.commodity) { unpriced.append(lot.commodity) }
                    continue
                }
                value.add(worth)
                unrealised.add(Amount(gain, to))
            }
            months.append(Month(span: span, invested: invested.removingZeros(), realised: realised.removingZeros(),
                                value: value.removingZeros(), unrealised: unrealised.removingZeros()))
        }
        self.months = months
        self.unpriced = unpriced
    }
}
