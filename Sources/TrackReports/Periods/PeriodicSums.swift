import TrackModel

/// Sums of postings in a grid, one row per account (or group of accounts)
/// and one column per period, as `PeriodicWalk` fills it: the shape of
/// hledger's `PeriodicReport` before it has names, totals and averages.
///
/// Balances per account and period, income and expenses per period, the
/// categories of two periods and a window's spending are each one such
/// grid; a budget is two (budgeted and actual), net worth the running
/// balances of one (`balances(fromOpening: true)`).
struct PeriodicSums {
    let columns: [DateSpan]
    let rowCount: Int
    /// Per row and column: `cells[row * columns.count + column]`.
    var cells: [AmountSum]
    /// Per row, what was posted before the first column (when the walk keeps it).
    var opening: [AmountSum]
    /// Per row, whether a posting was added to it (to a column, or to its opening).
    var hasPostings: [Bool]

    init(columns: [DateSpan], rowCount: Int, keepsOpening: Bool) {
        self.columns = columns
        self.rowCount = rowCount
        cells = [AmountSum](repeating: AmountSum(), count: rowCount * columns.count)
        opening = [AmountSum](repeating: AmountSum(), count: keepsOpening ? rowCount : 0)
        hasPostings = [Bool](repeating: false, count: rowCount)
    }

    /// Adds the sums of another part of the journal, walked with the same rows and columns.
    mutating func add(_ other: PeriodicSums) {
        for i in cells.indices { cells[i].add(other.cells[i]) }
        for i in opening.indices { opening[i].add(other.opening[i]) }
        for i in hasPostings.indices where other.hasPostings[i] { hasPostings[i] = true }
    }

    /// The sum of row `row` in column `column`.
    func total(row: Int, column: Int) -> MixedAmount {
        cells[row * columns.count + column].total
    }

    /// Each row's change in each period, row by row (`[row * columns.count + column]`).
    func changes() -> [MixedAmount] {
        cells.map(\.total)
    }

    /// Each row's running sum at each period's end, row by row: from zero at
    /// the first column (cumulative), or from the row's opening (historical:
    /// the balance at each period's end).
    func balances(fromOpening: Bool) -> [MixedAmount] {
        let width = columns.count
        var result = changes()
        for row in 0..<rowCount {
            var running = fromOpening && !opening.isEmpty ? opening[row].total : MixedAmount()
            for c in 0..<width {
                running.add(result[row * width + c])
                result[row * width + c] = running
            }
        }
        return result
    }
}
