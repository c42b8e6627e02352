import TrackModel

/// The lots of a journal's investments, walked in date order up to a day:
/// a posting with a cost (`10 TSMC @ NT$580`, `@@`, `{NT$580}`, with an
/// optional lot date `[2026-01-15]`) and a positive quantity buys a lot; one
/// with a negative quantity sells, reducing the account's lots by its
/// booking method, or the lot it names (`{63.10 USD}`, `[date]`). Postings to
/// a `…:Fees` account in the same transaction add to a purchase's cost and
/// come off a sale's proceeds (in the cost's commodity). Currencies
/// (`CommodityKind`) bought or sold are exchanges, not investments: no lots.
public struct LotBook: Sendable {
    /// The lots still held, in purchase order.
    public private(set) var lots: [Lot] = []
    /// Every lot sold, in sale order.
    public private(set) var disposals: [Disposal] = []
    /// Every purchase and sale, in date order.
    public private(set) var trades: [Trade] = []
    /// Dividends: income to an account named `…Dividend(s)`, `股利` or `配息`, in date order.
    public private(set) var dividends: [Dividend] = []
    /// The open lots at the end of each day asked for (`snapshots`), in that order.
    public private(set) var snapshots: [[Lot]] = []

    /// A dividend received, as the history lists it.
    public struct Dividend: Sendable, Hashable {
        public let date: Day
        /// The income account.
        public let account: AccountID
        /// Received: the income posting's amount, negated.
        public let amount: Amount
    }

    /// A purchase or a sale, as the history lists it.
    public struct Trade: Sendable, Hashable {
        public let date: Day
        public let commodity: CommodityID
        public let account: AccountID
        /// Positive for a purchase, negative for a sale.
        public let quantity: Quantity
        public let price: Quantity
        public let costCommodity: CommodityID
        public let fees: Quantity
        public let location: SourceLocation
    }

    /// `booking` (`--booking`): the method of every account; when nil, each
    /// account's `booking:` tag (its own or its nearest declared parent's), else FIFO.
    /// `snapshots`: days, in order, at whose end the open lots are kept (`--monthly`), in the same walk.
    public init(journal: Journal, until day: Day? = nil, booking: BookingMethod? = nil, snapshots days: [Day] = []) throws(PortfolioError) {
        let transactions = journal.transactions
        let order = transactions.indices.sorted { (transactions[$0].date, $0) < (transactions[$1].date, $1) }
        var methods: [AccountID: BookingMethod] = [:]
        // Exchanging currencies (`100 USD @ NT$31.92`) buys no investment.
        let isCurrency = journal.commodities.allIDs.map { CommodityKind(symbol: journal.commodities.symbol($0)) == .currency }
        // Decided once per account, so that the walk does no string work per posting.
        let isFeeAccount = journal.accounts.allIDs.map { Self.isFees(journal.accounts.name($0)) }
        let roles = AccountRole.table(journal.accounts)
        let isDividendAccount = journal.accounts.allIDs.map { roles[$0.index] == .income && Self.isDividends(journal.accounts.name($0)) }
        for index in order {
            let transaction = transactions[index]
            if let day, transaction.date > day { break }
            while snapshots.count < days.count, days[snapshots.count] < transaction.date {
                snapshots.append(lots.filter { $0.quantity.isPositive })
            }
            var fees: [CommodityID: Quantity] = [:]
            for posting in transaction.postings where posting.hasAmount && isDividendAccount[posting.account.index] {
                if let received = posting.amount.quantity.negated() {
                    dividends.append(Dividend(date: transaction.date, account: posting.account, amount: Amount(received, posting.amount.commodity)))
                }
            }
            for posting in transaction.postings where posting.hasAmount && isFeeAccount[posting.account.index] {
                fees[posting.amount.commodity] = (fees[posting.amount.commodity] ?? Quantity(0)).adding(posting.amount.quantity)
            }
            for posting in transaction.postings where posting.hasAmount && (posting.hasCost || posting.parts.contains(.lot)) {
                guard let (price, costCommodity) = Self.price(of: posting, in: journal), costCommodity != posting.amount.commodity,
                      !posting.amount.quantity.isZero, !isCurrency[Int(posting.amount.commodity.rawValue)] else { continue }
                let fee = fees.removeValue(forKey: costCommodity) ?? Quantity(0)
                let details = journal.postingDetails[posting]
                let date = details.date ?? transaction.date
                trades.append(Trade(date: date, commodity: posting.amount.commodity, account: posting.account,
                                    quantity: posting.amount.quantity, price: price.sale, costCommodity: costCommodity,
                                    fees: fee, location: posting.location))
                if posting.amount.quantity.isPositive {
                    let cost = posting.amount.quantity.multiplied(by: price.lot ?? price.sale) ?? Quantity(0)
                    lots.append(Lot(commodity: posting.amount.commodity, account: posting.account, quantity: posting.amount.quantity,
                                    basis: cost.adding(fee) ?? cost, costCommodity: costCommodity, price: price.lot ?? price.sale,
                                    date: details.lot?.date ?? date, location: posting.location))
                } else {
                    let method = booking ?? Self.method(of: posting.account, commodity: posting.amount.commodity, in: journal, memo: &methods)
                    let named = details.lot.map { (price: price.lot, date: $0.date) }
                    try sell(posting, on: date, price: price.sale, fee: fee, costCommodity: costCommodity, method: method, named: named)
                }
            }
        }
        lots.removeAll { $0.quantity.isZero }
        while snapshots.count < days.count { snapshots.append(lots) }
    }

    /// The sale price (`@`, else the lot's `{…}`) and the lot's price (`{…}`, when written), per unit, with their commodity.
    static func price(of posting: Posting, in journal: Journal) -> (price: (sale: Quantity, lot: Quantity?), commodity: CommodityID)? {
        let details = journal.postingDetails[posting]
        let magnitude = posting.amount.quantity.magnitude ?? Quantity(0)
        func unit(_ cost: Cost) -> Quantity? {
            let value = cost.amount.quantity.magnitude ?? Quantity(0)
            return cost.kind == .perUnit ? value : Quantity.product([value], dividedBy: [magnitude], atMost: 12)
        }
        let lot = details.lot?.price.flatMap { cost in unit(cost).map { ($0, cost.amount.commodity) } }
        let at = details.cost.flatMap { cost in unit(cost).map { ($0, cost.amount.commodity) } }
        guard let sale = at ?? lot else { return nil }
        return ((sale.0, lot?.0), sale.1)
    }

    /// An account of dividends: a name part `Dividend(s)` (any case), `股利` or `配息`.
    static func isDividends(_ name: String) -> Bool {
        name.split(separator: ":").contains { ["dividend", "dividends", "股利", "配息"].contains($0.lowercased()) }
    }

    /// An account of fees: a name part `Fees` or `Fee` (any case), or `手續費`.
    static func isFees(_ name: String) -> Bool {
        name.split(separator: ":").contains { ["fees", "fee", "手續費", "手续费"].contains($0.lowercased()) }
    }

    /// The account's `booking:` tag (its own or its nearest declared parent's), else the
    /// commodity directive's, else FIFO: the account's wins. Remembered per account and commodity.
    static func method(of account: AccountID, commodity: CommodityID, in journal: Journal,
                       memo: inout [AccountID: BookingMethod]) -> BookingMethod {
        if let known = memo[account] { return known }
        if let method = NetWorthBreakdown.tag("booking", of: account, in: journal).flatMap(BookingMethod.init(text:)) {
            memo[account] = method
            return method
        }
        let tag = journal.commodities[commodity].tags.first { journal.string($0.name) == "booking" }
        return tag.flatMap { BookingMethod(text: journal.string($0.value)) } ?? .fifo
    }

    private mutating func sell(_ posting: Posting, on day: Day, price: Quantity, fee: Quantity, costCommodity: CommodityID,
                               method: BookingMethod, named: (price: Quantity?, date: Day?)?) throws(PortfolioError) {
        let commodity = posting.amount.commodity, account = posting.account
        let selling = posting.amount.quantity.magnitude ?? Quantity(0)
        var open = lots.indices.filter { lots[$0].account == account && lots[$0].commodity == commodity && lots[$0].quantity.isPositive }
        let held = open.reduce(Quantity(0)) { $0.adding(lots[$1].quantity) ?? $0 }
        guard held >= selling else {
            throw .saleExceedsHoldings(at: posting.location, commodity: commodity, account: account, selling: selling, held: held)
        }
        if let named, named.price != nil || named.date != nil {
            let matching = open.filter { (named.price == nil || lots[$0].price == named.price) && (named.date == nil || lots[$0].date == named.date) }
            guard !matching.isEmpty else {
                throw .lotNotFound(at: posting.location, commodity: commodity, account: account, candidates: open.map { lots[$0] })
            }
            guard matching.count == 1 else {
                throw .lotAmbiguous(at: posting.location, commodity: commodity, account: account, candidates: matching.map { lots[$0] })
            }
            guard lots[matching[0]].quantity >= selling else {
                throw .saleExceedsHoldings(at: posting.location, commodity: commodity, account: account, selling: selling,
                                           held: lots[matching[0]].quantity)
            }
            open = matching
        } else {
            switch method {
            case .fifo: open.sort { (lots[$0].date, $0) < (lots[$1].date, $1) }
            case .lifo: open.sort { (lots[$0].date, $0) > (lots[$1].date, $1) }
            case .hifo: open.sort { lots[$0].price != lots[$1].price ? lots[$0].price > lots[$1].price : $0 < $1 }
            case .average: open = [pool(open)]
            }
        }
        let proceeds = (selling.multiplied(by: price) ?? Quantity(0)).subtracting(fee) ?? Quantity(0)
        var remaining = selling, proceedsLeft = proceeds
        for index in open where remaining.isPositive {
            let lot = lots[index]
            let take = min(remaining, lot.quantity)
            let basis = take == lot.quantity ? lot.basis : Quantity.product([lot.basis, take], dividedBy: [lot.quantity], atMost: 12) ?? Quantity(0)
            remaining = remaining.subtracting(take) ?? Quantity(0)
            let share = remaining.isZero ? proceedsLeft : Quantity.product([proceeds, take], dividedBy: [selling], atMost: 12) ?? Quantity(0)
            proceedsLeft = proceedsLeft.subtracting(share) ?? Quantity(0)
            lots[index].quantity = lot.quantity.subtracting(take) ?? Quantity(0)
            lots[index].basis = lot.basis.subtracting(basis) ?? Quantity(0)
            disposals.append(Disposal(commodity: commodity, account: lot.account, costCommodity: lot.costCommodity, acquired: lot.date,
                                      sold: day, quantity: take, basis: basis, proceeds: share, location: posting.location))
        }
    }

    /// Merges the lots at `indices` into one at their average cost (the first's place, the earliest date); returns its index.
    private mutating func pool(_ indices: [Int]) -> Int {
        guard let first = indices.first else { return 0 }
        var quantity = Quantity(0), basis = Quantity(0)
        for index in indices {
            quantity = quantity.adding(lots[index].quantity) ?? quantity
            basis = basis.adding(lots[index].basis) ?? basis
        }
        let lot = lots[first]
        let price = Quantity.product([basis], dividedBy: [quantity], atMost: 12) ?? lot.price
        let date = indices.map { lots[$0].date }.min() ?? lot.date
        lots[first] = Lot(commodity: lot.commodity, account: lot.account, quantity: quantity, basis: basis,
                          costCommodity: lot.costCommodity, price: price, date: date, location: lot.location)
        for index in indices.dropFirst() {
            lots[index].quantity = Quantity(0)
            lots[index].basis = Quantity(0)
        }
        return first
    }
}
