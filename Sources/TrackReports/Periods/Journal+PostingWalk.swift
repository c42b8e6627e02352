import TrackModel

extension Journal {
    /// Calls `body` with every posting that has an amount, in file order,
    /// with its transaction and the day it counts on (its own `date:`, else
    /// its transaction's). The household reports each make one pass over
    /// the postings with it.
    ///
    /// It reads transactions and postings where they lie: a `for
    /// transaction in transactions` loop copies each transaction (retaining
    /// and releasing what it holds), which costs three times the walk
    /// itself on a million transactions.
    @inline(__always)
    func forEachPostingWithAmount(_ body: (UnsafePointer<Transaction>, Posting, Day) -> Void) {
        forEachPostingWithAmount(in: transactions.indices, body)
    }

    /// `forEachPostingWithAmount` over the transactions in `range` only.
    @inline(__always)
    func forEachPostingWithAmount(in range: Range<Int>, _ body: (UnsafePointer<Transaction>, Posting, Day) -> Void) {
        transactions.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in range {
                let transaction = base + i
                let date = transaction.pointee.date
                for j in 0..<transaction.pointee.postings.count {
                    let posting = transaction.pointee.postings[j]
                    guard posting.hasAmount else { continue }
                    body(transaction, posting, posting.hasOwnDate ? (postingDetails.date(of: posting) ?? date) : date)
                }
            }
        }
    }

    /// From the first day a transaction or posting is dated to the day
    /// after the last, as `ReportSpan.dates(of:)` (read in place, as
    /// `forEachPostingWithAmount`); nil for a journal with no transactions.
    func postingDates() -> DateSpan? {
        guard !transactions.isEmpty else { return nil }
        let ranges = Parts.ranges(count: transactions.count, workers: Processors.count, minimum: 50_000)
        let parts = Parts.map(ranges) { [self] range in postingDates(in: range) }
        let first = parts.map(\.first).min()!, last = parts.map(\.last).max()!
        return DateSpan(start: first, end: last.adding(days: 1))
    }

    /// The first and last day of the transactions in `range` and their postings.
    private func postingDates(in range: Range<Int>) -> (first: Day, last: Day) {
        var first = Day(daysSinceEpoch: Int32.max), last = Day(daysSinceEpoch: Int32.min)
        let hasPostingDetails = postingDetails.count > 0
        transactions.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in range {
                let transaction = base + i
                let date = transaction.pointee.date
                if date < first { first = date }
                if date > last { last = date }
                // Only a posting with details (a comment, a cost…) can have a date of its own.
                guard hasPostingDetails else { continue }
                for j in 0..<transaction.pointee.postings.count where transaction.pointee.postings[j].hasOwnDate {
                    let own = postingDetails.date(of: transaction.pointee.postings[j]) ?? date
                    if own < first { first = own }
                    if own > last { last = own }
                }
            }
        }
        return (first, last)
    }
}
