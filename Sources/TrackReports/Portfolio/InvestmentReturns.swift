import TrackModel

/// `track portfolio --returns`: the money-weighted return (IRR) and the
/// time-weighted return (TWR) of investment accounts over a period, in one
/// currency, with the cash flows they come from.
///
/// A cash flow is a transaction moving money into or out of the accounts
/// from elsewhere (not only income or expenses, which are the returns
/// themselves): its amount is what the accounts' postings cost (`@`), or
/// else their value that day. Values use the freshest chain of prices,
/// transactions' prices included (`--infer-market-prices`, as hledger's roi).
///
/// - IRR: the yearly rate at which the value at the start and the flows,
///   grown to the end, equal the value at the end, as `hledger roi` computes
///   it (days / 365), solved in decimals (`GrowthRate`).
/// - TWR: the returns of the sub-periods between flows chained, each
///   sub-period ending just before a flow, valued at that day's prices.
///   hledger 1.25's TWR differs (it prices units differently): on buy 10 @
///   100, buy 10 @ 110, sell 5 @ 95, value 130 at the end, the sub-periods
///   make +10%, −13.64%, +36.84%: +30.0%, where hledger prints 20.00%.
public struct InvestmentReturns: Sendable {
    public struct Flow: Sendable, Hashable {
        public let day: Day
        /// Money put in (positive) or taken out (negative), in the target.
        public let amount: Quantity
        /// The accounts' value just before the flow, in the target.
        public let valueBefore: Quantity
        public let location: SourceLocation
    }

    public struct SubPeriod: Sendable, Hashable {
        public let start: Day
        public let end: Day
        public let startValue: Quantity
        public let endValue: Quantity
        /// In percent.
        public let percent: Quantity?
    }

    public let target: CommodityID
    public let start: Day
    /// The period's last day.
    public let end: Day
    public let valueAtStart: Quantity
    public let valueAtEnd: Quantity
    public let flows: [Flow]
    public let subPeriods: [SubPeriod]
    /// Yearly, in percent; nil when no rate fits (or nothing was invested).
    public let irr: Quantity?
    /// Over the period, in percent.
    public let twr: Quantity?
    /// The TWR as a yearly rate, in percent.
    public let twrYearly: Quantity?
    /// Commodities held with no rate to the target: counted as zero, and said so.
    public let unpriced: [CommodityID]

    /// `accounts`: the investment accounts (subaccounts included by the caller); `end` is the period's last day.
    public init(journal: Journal, accounts: Set<AccountID>, start: Day, end: Day, converter: CurrencyConverter) {
        target = converter.target
        self.start = start
        self.end = end
        let roles = AccountRole.table(journal.accounts)
        var unpriced: [CommodityID] = []
        var cache = RateCache(converter)
        func value(_ holdings: MixedAmount, on day: Day) -> Quantity {
            var total = Quantity(0)
            for amount in holdings.amounts where !amount.isZero {
                let converted = cache.convert(amount, on: day)
                if converted.commodity == converter.target {
                    total = total.adding(converted.quantity) ?? total
                } else if !unpriced.contains(amount.commodity) {
                    unpriced.append(amount.commodity)
                }
            }
            return total
        }
        let transactions = journal.transactions
        let order = transactions.indices.sorted { (transactions[$0].date, $0) < (transactions[$1].date, $1) }
        var holdings = MixedAmount()
        var flows: [Flow] = []
        var startValue: Quantity?
        for index in order {
            let transaction = transactions[index]
            if transaction.date > end { break }
            if transaction.date >= start && startValue == nil { startValue = value(holdings, on: start.adding(days: -1)) }
            var moved = MixedAmount(), flow = Quantity(0)
            var touches = false, external = false
            for posting in transaction.postings where posting.hasAmount {
                if accounts.contains(posting.account) {
                    touches = true
                    moved.add(posting.amount)
                    if let cost = journal.postingDetails.cost(of: posting), let total = cost.total(for: posting.amount.quantity) {
                        flow = flow.adding(value(MixedAmount(total), on: transaction.date)) ?? flow
                    } else {
                        flow = flow.adding(value(MixedAmount(posting.amount), on: transaction.date)) ?? flow
                    }
                } else if roles[posting.account.index] != .income && roles[posting.account.index] != .expense {
                    external = true
                }
            }
            guard touches else { continue }
            if transaction.date >= start && external {
                flows.append(Flow(day: transaction.date, amount: flow, valueBefore: value(holdings, on: transaction.date),
                                  location: transaction.location))
            }
            holdings.add(moved)
        }
        let opening = startValue ?? value(holdings, on: start.adding(days: -1))
        valueAtStart = opening
        valueAtEnd = value(holdings, on: end)
        self.flows = flows
        self.unpriced = unpriced

        // TWR: from the start (or the first money in) to each flow, then to the end.
        var periods: [SubPeriod] = []
        var growth = Quantity(1)
        var from = start, fromValue = opening
        for flow in flows {
            if fromValue.isPositive {
                let percent = Self.percentChange(from: fromValue, to: flow.valueBefore)
                periods.append(SubPeriod(start: from, end: flow.day, startValue: fromValue, endValue: flow.valueBefore, percent: percent))
                if let factor = Quantity.product([flow.valueBefore], dividedBy: [fromValue], atMost: GrowthRate.scale) {
                    growth = Quantity.product([growth, factor], dividedBy: [], atMost: GrowthRate.scale) ?? growth
                }
            }
            from = flow.day
            fromValue = flow.valueBefore.adding(flow.amount) ?? fromValue
        }
        if fromValue.isPositive {
            periods.append(SubPeriod(start: from, end: end, startValue: fromValue, endValue: valueAtEnd,
                                     percent: Self.percentChange(from: fromValue, to: valueAtEnd)))
            if let factor = Quantity.product([valueAtEnd], dividedBy: [fromValue], atMost: GrowthRate.scale) {
                growth = Quantity.product([growth, factor], dividedBy: [], atMost: GrowthRate.scale) ?? growth
            }
        }
        subPeriods = periods
        let invested = !periods.isEmpty
        twr = invested ? growth.subtracting(Quantity(1)).flatMap { $0.multiplied(by: Quantity(100)) } : nil
        // A period of days from its first to the day after its last, as the IRR counts it.
        let days = start.distance(to: end.adding(days: 1))
        twrYearly = invested ? GrowthRate.dailyFactor(growth: growth, days: max(days, 1)).flatMap(GrowthRate.yearlyPercent) : nil

        // IRR: value at start and flows grown to the end equal the value at the
        // end, which is counted, as hledger counts it, at the day after the last.
        let valueAtEnd = self.valueAtEnd
        let horizon = end.adding(days: 1)
        let dated = [(start, opening)] + flows.map { ($0.day, $0.amount) }
        if dated.contains(where: { !$0.1.isZero }) {
            let daily = GrowthRate.root { factor in
                var total = Quantity(0)
                for (day, amount) in dated where !amount.isZero {
                    guard let grown = GrowthRate.power(factor, day.distance(to: horizon)),
                          let product = Quantity.product([amount, grown], dividedBy: [], atMost: GrowthRate.scale),
                          let sum = total.adding(product) else { return nil }
                    total = sum
                }
                return total.subtracting(valueAtEnd)
            }
            irr = daily.flatMap(GrowthRate.yearlyPercent)
        } else {
            irr = nil
        }
    }

    static func percentChange(from a: Quantity, to b: Quantity) -> Quantity? {
        b.subtracting(a).flatMap { ReportMath.percent($0, of: a) }
    }
}
