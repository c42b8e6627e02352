import TrackModel

/// The market prices a valuation uses: the journal's `P` directives and,
/// with `--infer-market-prices`, the costs of its transactions, by hledger's
/// rules: `10 TSMC @ NT$580` prices TSMC at NT$580 on the transaction's
/// date, `@@ NT$5,800` at the total divided by the quantity (both without
/// sign). On the same day and pair, a `P` directive wins over an inferred
/// price, and of two of a kind the later in the file.
public enum MarketPrices {
    public struct Price: Sendable, Hashable {
        public let day: Day
        public let from: CommodityID
        public let to: CommodityID
        /// One `from` in `to`; never zero.
        public let rate: Quantity
    }

    /// Every usable price, in date order, the one that wins last on a tie.
    /// A price of a commodity in itself, or of zero, says nothing and is left out.
    public static func of(_ journal: Journal, inferring: Bool) -> [Price] {
        var prices: [(price: Price, declared: Bool)] = []
        if inferring {
            for transaction in journal.transactions {
                for posting in transaction.postings where posting.hasCost {
                    guard let cost = journal.postingDetails.cost(of: posting),
                          let quantity = posting.amount.quantity.magnitude, var rate = cost.amount.quantity.magnitude else { continue }
                    if cost.kind == .total {
                        guard !quantity.isZero, let unit = Quantity.product([rate], dividedBy: [quantity],
                                                                            atMost: CurrencyConverter.rateScale) else { continue }
                        rate = unit
                    }
                    guard posting.amount.commodity != cost.amount.commodity, !rate.isZero else { continue }
                    let day = journal.postingDetails.date(of: posting) ?? transaction.date
                    prices.append((Price(day: day, from: posting.amount.commodity, to: cost.amount.commodity, rate: rate), false))
                }
            }
        }
        for price in journal.prices where price.commodity != price.price.commodity && !price.price.quantity.isZero {
            prices.append((Price(day: price.date, from: price.commodity, to: price.price.commodity, rate: price.price.quantity), true))
        }
        return prices.enumerated().sorted {
            ($0.element.price.day, $0.element.declared ? 1 : 0, $0.offset) < ($1.element.price.day, $1.element.declared ? 1 : 0, $1.offset)
        }.map(\.element.price)
    }
}
