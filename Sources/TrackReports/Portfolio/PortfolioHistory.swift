import TrackModel

/// `track portfolio --history`: every investment transaction in date order:
/// purchases (with what they are worth on the report's day, and the P/L
/// since), sales (with the gain they realised) and dividends.
public struct PortfolioHistory: Sendable {
    public enum Kind: String, Sendable {
        case buy, sell, dividend
    }

    public struct Row: Sendable {
        public let date: Day
        public let kind: Kind
        /// nil for a dividend.
        public let commodity: CommodityID?
        public let account: AccountID
        public let quantity: Quantity?
        /// Per unit; a dividend's amount received.
        public let price: Amount
        public let fees: Amount?
        /// A purchase's units at the day's rate; nil otherwise, or with no rate.
        public let valueNow: Amount?
        /// A purchase: value now minus what it cost; a sale: the gain it realised.
        public let profit: Amount?
    }

    public let rows: [Row]

    /// `target`: the currency purchases are valued in (`-X`); each one's cost commodity when nil.
    public init(book: LotBook, journal: Journal, on day: Day, target: CommodityID?, inferringPrices: Bool = false) {
        var converters: [CommodityID: CurrencyConverter] = [:]
        var gains: [SourceLocation: Quantity] = [:]
        for disposal in book.disposals { gains[disposal.location] = (gains[disposal.location] ?? Quantity(0)).adding(disposal.gain) }
        var rows: [Row] = []
        for trade in book.trades {
            let fees = trade.fees.isZero ? nil : Amount(trade.fees, trade.costCommodity)
            let price = Amount(trade.price, trade.costCommodity)
            if trade.quantity.isNegative {
                rows.append(Row(date: trade.date, kind: .sell, commodity: trade.commodity, account: trade.account, quantity: trade.quantity,
                                price: price, fees: fees, valueNow: nil,
                                profit: gains[trade.location].map { Amount($0, trade.costCommodity) }))
                continue
            }
            let to = target ?? trade.costCommodity
            let converter = converters[to] ?? CurrencyConverter(journal: journal, target: to, choice: .freshest, inferringPrices: inferringPrices)
            converters[to] = converter
            let value = converter.quote(from: trade.commodity, on: day).flatMap { converter.value(Amount(trade.quantity, trade.commodity), at: $0) }
            let cost = (trade.quantity.multiplied(by: trade.price) ?? Quantity(0)).adding(trade.fees) ?? Quantity(0)
            let costInTarget: Amount? = trade.costCommodity == to ? Amount(cost, to)
                : converter.quote(from: trade.costCommodity, on: day).flatMap { converter.value(Amount(cost, trade.costCommodity), at: $0) }
            var profit: Amount?
            if let value, let costInTarget, let difference = value.quantity.subtracting(costInTarget.quantity) { profit = Amount(difference, to) }
            rows.append(Row(date: trade.date, kind: .buy, commodity: trade.commodity, account: trade.account, quantity: trade.quantity,
                            price: price, fees: fees, valueNow: value, profit: profit))
        }
        for dividend in book.dividends {
            rows.append(Row(date: dividend.date, kind: .dividend, commodity: nil, account: dividend.account, quantity: nil,
                            price: dividend.amount, fees: nil, valueNow: nil, profit: dividend.amount))
        }
        self.rows = rows.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }
}
