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
        var own = [MixedAmount](repeating: MixedAmount(), count: accountCount * width)
        var hasPostings = [Bool](repeating: false, count: accountCount)
        var opening = [MixedAmount](repeating: MixedAmount(), count: options.accumulation == .historical ? accountCount : 0)
        let clip: [AccountID] = accounts.allIDs.map { id in options.depth.map { accounts.ancestor(of: id, atDepth: max($0, 1)) } ?? id }
        let firstStart = columns.first?.start
        var rates = options.valuation?.cache()
        let valuesEachPosting = options.valuation?.moment == .postingDate
        let locator = ColumnLocator(columns)
        if width > 0 {
            // Through a buffer pointer, so that no transaction is copied (and retained) on the way.
            journal.transactions.withUnsafeBufferPointer { transactions in
                for t in transactions.indices {
                    for p in 0..<transactions[t].postings.count where transactions[t].postings[p].hasAmount {
                        let posting = transactions[t].postings[p]
                        guard filter.isAny || filter.matches(transactions[t], posting) else { continue }
                        let date = posting.hasOwnDate ? journal.date(of: posting, in: transactions[t]) : transactions[t].date
                        let account = clip[posting.account.index].index
                        let amount = valuesEachPosting ? rates!.convert(posting.amount, on: date) : posting.amount
                        if let column = locator.column(of: date) {
                            own[account * width + column].add(amount)
                            hasPostings[account] = true
                        } else if options.accumulation == .historical, let first = firstStart, date < first {
                            opening[account].add(amount)
                            hasPostings[account] = true
                        }
                    }
                }
            }
        }
        if options.accumulation != .change {
            for account in 0..<accountCount {
                var running = options.accumulation == .historical ? opening[account] : MixedAmount()
                for c in 0..<width {
                    running.add(own[account * width + c])
                    own[account * width + c] = running
                }
            }
        }
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

/// Finds the column a day falls in: by a table indexed by day when the
/// columns follow each other without gaps (every interval report), else by
/// binary search. A table covers at most `maximumDays` days (4 MB).
struct ColumnLocator {
    static let maximumDays = 1_000_000
    let columns: [DateSpan]
    /// The first column's first day.
    private let origin: Int
    /// Column by day from `origin`; empty when searching instead.
    private let table: [Int32]

    init(_ columns: [DateSpan]) {
        self.columns = columns
        guard columns.count > 1, let start = columns.first?.start, let end = columns.last?.end,
              start.distance(to: end) <= Self.maximumDays,
              zip(columns, columns.dropFirst()).allSatisfy({ $0.end != nil && $0.end == $1.start }) else {
            origin = 0
            table = []
            return
        }
        origin = Int(start.daysSinceEpoch)
        var table = [Int32](repeating: 0, count: start.distance(to: end))
        for (c, column) in columns.enumerated() {
            let from = start.distance(to: column.start!)
            let to = start.distance(to: column.end!)
            for day in from..<to { table[day] = Int32(c) }
        }
        self.table = table
    }

    @inline(__always)
    func column(of day: Day) -> Int? {
        if table.isEmpty { return BalanceReport.column(of: day, in: columns) }
        let offset = Int(day.daysSinceEpoch) - origin
        return offset >= 0 && offset < table.count ? Int(table[offset]) : nil
    }
}
