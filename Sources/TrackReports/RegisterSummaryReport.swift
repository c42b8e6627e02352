import TrackModel

/// `track register --monthly` (and daily, weekly, quarterly, yearly): one
/// row per account per period with the sum of its matching postings, and a
/// running total (or, with `average`, the running average per period), as
/// hledger's `register -M`.
///
/// Within a period, accounts are listed by name. A period with nothing to
/// show has no rows, or with `showEmpty` one row with no account and a zero
/// amount; an account whose postings sum to zero has no row unless
/// `showEmpty`. Averages divide by the rows so far (a running average of
/// the amounts shown, as hledger's), an empty period's row included.
public struct RegisterSummaryReport: Sendable {
    public struct Row: Sendable {
        public var period: DateSpan
        /// The first row of its period (where the period is shown).
        public var startsPeriod: Bool
        /// nil on the row of an empty period.
        public var account: AccountID?
        public var amount: MixedAmount
        /// The running total, or the running average with `average`.
        public var total: MixedAmount
    }

    public let columns: [DateSpan]
    public private(set) var rows: [Row]
    /// With a valuation: the rates used and the commodities that had none.
    public let valuation: ValuationSummary?

    /// `columns` are the periods (see `ReportSpan.columns`); `average`
    /// implies `showEmpty`, as in hledger.
    public init(journal: Journal, filter: PostingFilter, columns: [DateSpan], depth: Int? = nil,
                showEmpty: Bool = false, average: Bool = false, valuation: Valuation? = nil) {
        let accounts = journal.accounts
        let width = columns.count
        let sums = BalanceSums(journal: journal, filter: filter,
                               options: BalanceReport.Options(depth: depth, columns: columns, valuation: valuation))
        let byName = accounts.allIDs.sorted { accounts.name($0).utf8.lexicographicallyPrecedes(accounts.name($1).utf8) }
        let formatter = AmountFormatter(commodities: journal.commodities)
        let showsEmpty = showEmpty || average
        var rows: [Row] = []
        var running = MixedAmount()
        for (c, period) in columns.enumerated() {
            var first = true
            for account in byName {
                // A cell with no amounts had no posting; one with zero amounts had postings that cancel.
                let amount = sums.own[account.index * width + c]
                guard !amount.amounts.isEmpty, showEmpty || !amount.amounts.allSatisfy(formatter.isZeroWhenShown) else { continue }
                running.add(amount)
                rows.append(Row(period: period, startsPeriod: first, account: account, amount: amount,
                                total: average ? running.divided(by: rows.count + 1) : running))
                first = false
            }
            if first && showsEmpty {
                rows.append(Row(period: period, startsPeriod: true, account: nil, amount: MixedAmount(),
                                total: average ? running.divided(by: rows.count + 1) : running))
            }
        }
        self.columns = columns
        self.rows = rows
        self.valuation = sums.valuation
    }
}

extension RegisterSummaryReport {
    /// hledger's `--invert`: every sum and running total negated.
    public func inverted() -> RegisterSummaryReport {
        var report = self
        report.rows = rows.map { row in
            var row = row
            row.amount = row.amount.negated() ?? row.amount
            row.total = row.total.negated() ?? row.total
            return row
        }
        return report
    }
}
