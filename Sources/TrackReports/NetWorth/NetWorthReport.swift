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
    /// Each asset and liability account's balance in its own commodities, by column: `[account.index][column]`.
    let balances: [[MixedAmount]]
    /// Accounts that hold something in some column, in account order.
    public let accounts: [AccountID]
    /// The rates used and the commodities that had none.
    public let valuation: ValuationSummary

    /// `columns` from `ReportSpan.columns`; an unbounded end is valued at `lastDay` (the journal's last date).
    public init(journal: Journal, filter: PostingFilter, columns spans: [DateSpan], converter: CurrencyConverter, lastDay: Day) {
        let roles = AccountRole.table(journal.accounts)
        let count = journal.accounts.count
        var walk = PeriodicWalk(columns: spans, rows: roles.indices.map { roles[$0] == .holding ? Int32($0) : PeriodicWalk.skipped },
                                rowCount: count)
        walk.keepsOpening = true
        var none: RateCache?
        let sums = walk.sums(of: journal, matching: filter, rates: &none)
        let running = sums.balances(fromOpening: true)
        let width = spans.count
        var cache = RateCache(converter)
        var columns: [Column] = []
        var balances = [[MixedAmount]](repeating: [], count: count)
        var held = [Bool](repeating: false, count: count)
        // Looked up once, not for every account in every period.
        let isLiability = (0..<count).map { journal.accounts.type(of: AccountID(rawValue: UInt32($0)))?.basic == .liability }
        for (c, span) in spans.enumerated() {
            let day = span.lastDay ?? lastDay
            var assets = MixedAmount(), liabilities = MixedAmount()
            for index in 0..<count where roles[index] == .holding {
                let balance = running[index * width + c]
                balances[index].append(balance)
                guard !balance.isZero else { continue }
                held[index] = true
                let value = cache.convert(balance, on: day)
                if isLiability[index] {
                    liabilities.add(value)
                } else {
                    assets.add(value)
                }
            }
            liabilities = ReportMath.negated(liabilities).removingZeros()
            assets = assets.removingZeros()
            let net = ReportMath.difference(assets, liabilities).removingZeros()
            let change = columns.last.map { PeriodChange(from: $0.net, to: net) }
            columns.append(Column(span: span, day: day, assets: assets, liabilities: liabilities, net: net, change: change))
        }
        target = converter.target
        self.columns = columns
        self.balances = balances
        accounts = (0..<count).filter { held[$0] }.map { AccountID(rawValue: UInt32($0)) }
        valuation = cache.summary(moment: .periodEnd)
    }

    /// An account's balance in its own commodities at the end of column `column`.
    public func balance(of account: AccountID, column: Int) -> MixedAmount {
        balances[account.index].isEmpty ? MixedAmount() : balances[account.index][column]
    }
}
