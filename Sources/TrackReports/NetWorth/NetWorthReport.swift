import TrackModel

/// `track networth`: assets, liabilities and net worth at the end of each
/// period, each valued in one currency with the rates of that period's last
/// day, and the change from the period before.
///
/// It is the period engine's historical balances (`PeriodicWalk` keeping the
/// opening, `PeriodicSums.balances(fromOpening:)`) per asset and liability
/// account, valued per column: the figures of hledger's
/// `balancesheet -H -X CUR` at the same dates, but for the chain of prices
/// (`ChainChoice.freshest` when the converter asks for it).
public struct NetWorthReport: Sendable {
    public struct Column: Sendable {
        public let span: DateSpan
        /// The day the balances are taken and valued.
        public let day: Day
        public let assets: MixedAmount
        /// Shown positive: what is owed.
        public let liabilities: MixedAmount
        /// Assets minus liabilities.
        public let net: MixedAmount
        /// From the column before (nil for the first).
        public let change: PeriodChange?
    }

    public let target: CommodityID
    public let columns: [Column]
    /// Each asset and liability account's balance in its own commodities at the last column's end, by account index.
    private let closingBalances: [MixedAmount]
    /// Accounts that hold something in some column, in account order.
    public let accounts: [AccountID]
    /// The rates used and the commodities that had none.
    public let valuation: ValuationSummary

    /// `columns` from `ReportSpan.columns`; an unbounded end is valued at `lastDay` (the journal's last date).
    ///
    /// Each period's balances are summed by commodity, assets apart from
    /// liabilities, before they are valued: a commodity is converted once
    /// per period rather than once per account, which is the same figure
    /// (value is linear in the quantity) with one rounding instead of many.
    public init(journal: Journal, filter: PostingFilter, columns spans: [DateSpan], converter: CurrencyConverter, lastDay: Day) {
        let roles = AccountRole.table(journal.accounts)
        let count = journal.accounts.count
        var walk = PeriodicWalk(columns: spans, rows: roles.indices.map { roles[$0] == .holding ? Int32($0) : PeriodicWalk.skipped },
                                rowCount: count)
        walk.keepsOpening = true
        var none: RateCache?
        let sums = walk.sums(of: journal, matching: filter, rates: &none)
        let width = spans.count
        let holdings = (0..<count).filter { roles[$0] == .holding }
        // Looked up once, not for every account in every period.
        let isLiability = holdings.map { journal.accounts.type(of: AccountID(rawValue: UInt32($0)))?.basic == .liability }
        var running = holdings.map { sums.opening.isEmpty ? MixedAmount() : sums.opening[$0].total }
        var held = [Bool](repeating: false, count: holdings.count)
        var cache = RateCache(converter)
        var columns: [Column] = []
        columns.reserveCapacity(width)
        for (c, span) in spans.enumerated() {
            let day = span.lastDay ?? lastDay
            var assets = MixedAmount(), liabilities = MixedAmount()
            for (k, index) in holdings.enumerated() {
                sums.cells[index * width + c].add(to: &running[k])
                guard !running[k].isZero else { continue }
                held[k] = true
                if isLiability[k] {
                    liabilities.add(running[k])
                } else {
                    assets.add(running[k])
                }
            }
            liabilities = ReportMath.negated(cache.convert(liabilities, on: day)).removingZeros()
            assets = cache.convert(assets, on: day).removingZeros()
            let net = ReportMath.difference(assets, liabilities).removingZeros()
            let change = columns.last.map { PeriodChange(from: $0.net, to: net) }
            columns.append(Column(span: span, day: day, assets: assets, liabilities: liabilities, net: net, change: change))
        }
        target = converter.target
        self.columns = columns
        var closing = [MixedAmount](repeating: MixedAmount(), count: width == 0 ? 0 : count)
        if width > 0 {
            for (k, index) in holdings.enumerated() { closing[index] = running[k] }
        }
        closingBalances = closing
        accounts = holdings.indices.filter { held[$0] }.map { AccountID(rawValue: UInt32(holdings[$0])) }
        valuation = cache.summary(moment: .periodEnd)
    }

    /// An account's balance in its own commodities at the end of the last column.
    public func closingBalance(of account: AccountID) -> MixedAmount {
        closingBalances.indices.contains(account.index) ? closingBalances[account.index] : MixedAmount()
    }
}
