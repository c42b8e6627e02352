import TrackModel

/// `track rates`: the rate of each commodity in one currency on one day,
/// with the chain of prices it comes from and how old its oldest price is,
/// so that every valued figure can be explained.
///
/// ```
/// Commodity  Rate    In   Date        Age  Chain
/// USD        31.92  NT$  2026-10-01   20  USD → NT$
/// ¥          0.2104 NT$  2026-10-01   20  ¥ → NT$
/// ```
public struct RatesReport: Sendable {
    public struct Row: Sendable {
        public let commodity: CommodityID
        /// nil when no chain of prices reaches the target on the day.
        public let quote: RateQuote?
        /// Days from the chain's oldest price to the report's day (nil with no rate, or for the target itself).
        public let age: Int?
        /// No rate, or a rate older than the report's `maxAge`.
        public let isStale: Bool
    }

    public let target: CommodityID
    public let day: Day
    /// `--max-age DAYS` (or `--stale DAYS`): a rate whose oldest price is older is stale.
    public let maxAge: Int?
    public let rows: [Row]

    /// A row per commodity, in the order given, valued by `converter` (whose
    /// chain choice decides the chain) with the prices dated `day` or before.
    public init(converter: CurrencyConverter, commodities: [CommodityID], on day: Day, maxAge: Int? = nil) {
        target = converter.target
        self.day = day
        self.maxAge = maxAge
        rows = commodities.map { commodity in
            let quote = converter.quote(from: commodity, on: day)
            let age = quote?.oldestDate.map { $0.distance(to: day) }
            let stale = quote == nil || (maxAge.map { limit in age.map { $0 > limit } ?? false } ?? false)
            return Row(commodity: commodity, quote: quote, age: age, isStale: stale)
        }
    }

    /// The rows without a rate as fresh as `maxAge` (`--stale DAYS`).
    public var staleRows: [Row] { rows.filter(\.isStale) }

    /// The commodities every rate is asked for when none is named: those
    /// postings or prices use, in first-use order, but the target and the
    /// symbol-less commodity.
    public static func commodities(in journal: Journal, target: CommodityID) -> [CommodityID] {
        journal.usedCommodities.filter { $0 != target && $0 != .none }
    }

    /// The commodities held on `day`: a balance other than zero, summed over
    /// the asset and liability accounts, in commodity order.
    public static func held(in journal: Journal, on day: Day) -> [CommodityID] {
        let roles = AccountRole.table(journal.accounts)
        var sums = [Quantity](repeating: Quantity(0), count: journal.commodities.count)
        var overflowed = [Bool](repeating: false, count: journal.commodities.count)
        for transaction in journal.transactions where transaction.date <= day {
            for posting in transaction.postings where posting.hasAmount && roles[posting.account.index] == .holding {
                let index = Int(posting.amount.commodity.rawValue)
                guard let sum = sums[index].adding(posting.amount.quantity) else { overflowed[index] = true; continue }
                sums[index] = sum
            }
        }
        return sums.indices.filter { !sums[$0].isZero || overflowed[$0] }.map { CommodityID(rawValue: UInt32($0)) }
    }
}
