import TrackModel

/// The one walk behind the periodic reports: a pass over the postings that
/// match a query, each valued when asked (`--value then`) and added to its
/// row's sum in the column its day falls in (see `PeriodicSums`). Balance,
/// the period summaries, categories and required income differ only in
/// their rows, columns and what they do with the sums afterwards.
///
/// The loop reads postings in place and works on integer ids and `AmountSum`
/// additions: no allocation per posting.
struct PeriodicWalk {
    /// The row a posting to an account that no row takes goes to: none.
    static let skipped: Int32 = -1

    var columns: [DateSpan]
    /// The row of each account's postings, by `AccountID.index`; `skipped` leaves them out.
    var rows: [Int32]
    var rowCount: Int
    /// Also sums, per row, what was posted before the first column: for
    /// historical balances and closing balances.
    var keepsOpening = false
    /// The days whose matching postings are read (and valued); nil for the
    /// columns' own days, and the days before them when `keepsOpening`.
    /// A posting read outside every column, and not before them with
    /// `keepsOpening`, is valued but counted nowhere: `BalanceReport` reads
    /// every day, so that its valuation notes stay as they have been.
    var reads: DateSpan?
    /// Values each posting at its own date's rates (`--value then`).
    var valuesEachPosting = false
    /// `-B`: a posting with a cost counts as its cost (`10 AAPL @ 50 USD` as
    /// 500 USD), before any valuation, as in hledger.
    var atCost = false
    /// How many parts a large journal is walked in, at most; and below how
    /// many transactions a part is not worth a thread.
    var workers = min(Processors.count, 8)
    var minimumPart = 50_000
    /// Each part sums into a grid of its own: a grid of at least this many
    /// cells a transaction (`bal -D` over centuries) costs more to make, clear
    /// and add up once a core than the walk it would share, so it is walked on one.
    var cellsPerTransactionInParts = 1

    init(columns: [DateSpan], rows: [Int32], rowCount: Int) {
        self.columns = columns
        self.rows = rows
        self.rowCount = rowCount
    }

    /// Rows by account type, as the household reports group accounts: the
    /// row `row(role)` gives each account's role, or `skipped`.
    static func rows(_ accounts: AccountTable, _ row: (AccountRole) -> Int32) -> [Int32] {
        AccountRole.table(accounts).map(row)
    }

    /// The sums of `journal`'s postings that `filter` matches; `rates`
    /// values them when `valuesEachPosting` (and records the rates used).
    ///
    /// A large journal is walked in parts on every processor, each into sums
    /// of its own, added together at the end: sums are exact and kept by
    /// commodity, so they do not depend on the order of the additions. Valuing
    /// each posting records rates as it goes, so that walk stays on one.
    func sums(of journal: Journal, matching filter: PostingFilter, rates: inout RateCache?) -> PeriodicSums {
        guard !columns.isEmpty else {
            return PeriodicSums(columns: columns, rowCount: rowCount, keepsOpening: keepsOpening)
        }
        let perPosting = valuesEachPosting && rates != nil
        let gridIsLarger = rowCount * columns.count / max(1, journal.transactions.count) >= cellsPerTransactionInParts
        let ranges = Parts.ranges(count: journal.transactions.count, workers: perPosting || gridIsLarger ? 1 : workers,
                                  minimum: minimumPart)
        guard ranges.count > 1 else { return sums(of: journal, in: ranges[0], matching: filter, rates: &rates) }
        var results = Parts.map(ranges) { range in
            var none: RateCache? = nil
            return sums(of: journal, in: range, matching: filter, rates: &none)
        }
        // Taken out of the array, so that adding to it does not copy its cells.
        var total = results.removeFirst()
        for part in results { total.add(part) }
        return total
    }


    /// The sums of the postings of the transactions in `range`.
    private func sums(of journal: Journal, in range: Range<Int>, matching filter: PostingFilter,
                      rates: inout RateCache?) -> PeriodicSums {
        var sums = PeriodicSums(columns: columns, rowCount: rowCount, keepsOpening: keepsOpening)
        let width = columns.count
        let firstStart = columns.first?.start
        let read = reads ?? DateSpan(start: keepsOpening ? nil : firstStart, end: columns.last?.end)
        let readsFrom = read.start, readsTo = read.end
        let perPosting = valuesEachPosting && rates != nil
        let everything = filter.isAny
        let keepsOpening = self.keepsOpening, atCost = self.atCost
        var locator = PeriodLocator(columns)
        var reading = FilterReading(filter, in: journal, from: range.isEmpty ? 0 : journal.transactions[range.lowerBound].source.start)
        rows.withUnsafeBufferPointer { rows in
            journal.forEachPostingWithAmount(in: range) { transaction, posting, date in
                reading.reached(transaction.pointee.source.start)
                let row = Int(rows[posting.account.index])
                guard row >= 0 else { return }
                if let readsFrom, date < readsFrom { return }
                if let readsTo, date >= readsTo { return }
                guard everything || filter.matches(transaction.pointee, posting) else { return }
                var amount = posting.amount
                if atCost, let cost = journal.postingDetails.cost(of: posting), let total = cost.total(for: amount.quantity) {
                    amount = total
                }
                if perPosting { amount = rates!.convert(amount, on: date) }
                if let column = locator.column(of: date) {
                    sums.cells[row * width + column].add(amount)
                    sums.hasPostings[row] = true
                } else if keepsOpening, let firstStart, date < firstStart {
                    sums.opening[row].add(amount)
                    sums.hasPostings[row] = true
                }
            }
        }
        return sums
    }
}
