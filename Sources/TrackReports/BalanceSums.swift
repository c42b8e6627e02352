import TrackModel

/// The sums behind a `BalanceReport`: each account's own postings per
/// column, accumulated and valued as asked, computed in one pass over the
/// journal. Reports of parts of the journal (the sections of an income
/// statement or a balance sheet) are cut from the same sums.
struct BalanceSums {
    let journal: Journal
    let columns: [DateSpan]
    /// Own (exclusive) sums per account and column, after depth clipping:
    /// `own[account * columns.count + column]`.
    var own: [MixedAmount]
    /// Whether the account had a posting in (or, for historical balances, before) the columns.
    var hasPostings: [Bool]
    var valuation: ValuationSummary?

    init(journal: Journal, filter: PostingFilter, options: BalanceReport.Options) {
        let columns = options.columns ?? [.unbounded]
        self.journal = journal
        self.columns = columns
        let accounts = journal.accounts
        let accountCount = accounts.count
        let width = columns.count
        // One row per account, an account below the depth in its ancestor's row.
        let rows: [Int32] = accounts.allIDs.map { id in
            Int32(options.depth.map { accounts.ancestor(of: id, atDepth: max($0, 1)) }?.index ?? id.index)
        }
        var walk = PeriodicWalk(columns: columns, rows: rows, rowCount: accountCount)
        walk.keepsOpening = options.accumulation == .historical
        walk.reads = .unbounded
        let valuesEachPosting = options.valuation?.moment == .postingDate
        walk.valuesEachPosting = valuesEachPosting
        walk.atCost = options.atCost
        var rates = options.valuation?.cache()
        let sums = walk.sums(of: journal, matching: filter, rates: &rates)
        var own = options.accumulation == .change ? sums.changes() : sums.balances(fromOpening: walk.keepsOpening)
        let hasPostings = sums.hasPostings
        if let valuation = options.valuation, !valuesEachPosting, var cache = rates {
            let latest = ReportSpan.lastDay(of: journal)
            let days: [Day?] = columns.map { column in
                switch valuation.moment {
                case .on(let day): return day
                case .postingDate, .periodEnd: return column.lastDay ?? latest
                }
            }
            for account in 0..<accountCount where hasPostings[account] {
                for c in 0..<width {
                    guard let day = days[c] else { continue }
                    own[account * width + c] = cache.convert(own[account * width + c], on: day)
                }
            }
            rates = cache
        }
        self.own = own
        self.hasPostings = hasPostings
        valuation = options.valuation.flatMap { v in rates.map { $0.summary(moment: v.moment) } }
    }

    /// The report of the accounts `included` selects (all when nil), with
    /// every amount negated when `negated` (a section shown with its usual
    /// sign: revenues and liabilities as positive numbers).
    func report(options: BalanceReport.Options, including included: ((AccountID) -> Bool)? = nil,
                negated: Bool = false) -> BalanceReport {
        let accounts = journal.accounts
        let width = columns.count
        var own = self.own
        var hasPostings = self.hasPostings
        if let included {
            for id in accounts.allIDs where !included(id) {
                hasPostings[id.index] = false
                for c in 0..<width { own[id.index * width + c] = MixedAmount() }
            }
        }
        if negated {
            for i in own.indices where !own[i].amounts.isEmpty {
                own[i] = own[i].negated() ?? own[i]
            }
        }
        var totals = [MixedAmount](repeating: MixedAmount(), count: width)
        for account in 0..<accounts.count where hasPostings[account] {
            for c in 0..<width { totals[c].add(own[account * width + c]) }
        }
        let order = AccountOrder(accounts)
        let rows = options.flat
            ? BalanceReport.flatRows(accounts, order, own, width, hasPostings, options)
            : BalanceReport.treeRows(accounts, order, own, width, hasPostings, options)
        var report = BalanceReport(columns: columns, rows: rows, totals: totals)
        report.valuation = valuation
        return report
    }
}
