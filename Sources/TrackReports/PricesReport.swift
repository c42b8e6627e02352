import TrackModel

/// Market prices, as hledger's `prices` lists them: each `P` directive and,
/// with `inferred`, the price each cost in a transaction implies (`@ u` is
/// `u`, `@@ t` is `t` divided by the quantity), in date order (file order
/// among equal dates).
///
/// ```journal
/// P 2026-11-03 EUR 1.08 USD
/// ```
public struct PricesReport: Sendable {
    public struct Price: Sendable {
        public var date: Day
        public var commodity: CommodityID
        public var price: Amount
    }

    public let prices: [Price]

    /// `span` selects by date; `commodities`, when not empty, the priced commodities by symbol (ignoring case).
    public init(journal: Journal, span: DateSpan, commodities: [String] = [], inferred: Bool = false) {
        let wanted = Set(commodities.map { $0.uppercased() })
        func keeps(_ day: Day, _ commodity: CommodityID) -> Bool {
            span.contains(day) && (wanted.isEmpty || wanted.contains(journal.commodities.symbol(commodity).uppercased()))
        }
        var found = journal.prices.filter { keeps($0.date, $0.commodity) }
            .map { Price(date: $0.date, commodity: $0.commodity, price: $0.price) }
        if inferred {
            for transaction in journal.transactions {
                for posting in transaction.postings where posting.hasAmount {
                    guard let cost = journal.postingDetails.cost(of: posting), !posting.amount.quantity.isZero else { continue }
                    let date = journal.date(of: posting, in: transaction)
                    guard keeps(date, posting.amount.commodity) else { continue }
                    guard var unit = Self.magnitude(cost.amount.quantity) else { continue }
                    if cost.kind == .total {
                        guard let units = Self.magnitude(posting.amount.quantity),
                              let quotient = ReportMath.quotient(unit, units) else { continue }
                        unit = quotient
                    }
                    found.append(Price(date: date, commodity: posting.amount.commodity,
                                       price: Amount(unit, cost.amount.commodity)))
                }
            }
        }
        prices = found.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }

    private static func magnitude(_ quantity: Quantity) -> Quantity? {
        quantity.isNegative ? quantity.negated() : quantity
    }
}
