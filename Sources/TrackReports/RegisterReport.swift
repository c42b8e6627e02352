import TrackModel

/// Matching postings in date order with a running total: `track register`.
///
/// Rows are produced one at a time (`forEachRow`), so a million-posting
/// register needs no million-row array; the running total is updated in place.
public struct RegisterReport: Sendable {
    public struct Row {
        public var transactionIndex: Int
        public var postingIndex: Int
        /// The posting's own date when it has one, else its transaction's.
        public var date: Day
        public var amount: Amount
        /// The sum of this and every earlier row.
        public var total: MixedAmount
        /// True for the first row of its transaction (where the date and description are shown).
        public var startsTransaction: Bool
    }

    public let journal: Journal
    public let filter: PostingFilter
    /// Rows before this date are summed into the starting total, not shown (hledger's -H).
    public let historicalStart: Day?
    /// Clip account names to this depth (the posting's account is replaced by its ancestor).
    public let depth: Int?

    public init(journal: Journal, filter: PostingFilter, historicalStart: Day? = nil, depth: Int? = nil) {
        self.journal = journal
        self.filter = filter
        self.historicalStart = historicalStart
        self.depth = depth
    }

    /// Transaction indices in date order, file order among equal dates.
    public static func dateOrder(_ transactions: [Transaction]) -> [Int] {
        var sorted = true
        for i in transactions.indices.dropFirst() where transactions[i].date < transactions[i - 1].date {
            sorted = false
            break
        }
        if sorted { return Array(transactions.indices) }
        return transactions.indices.sorted {
            (transactions[$0].date, $0) < (transactions[$1].date, $1)
        }
    }

    public func forEachRow(_ body: (Row) -> Void) {
        var total = MixedAmount()
        for t in RegisterReport.dateOrder(journal.transactions) {
            let transaction = journal.transactions[t]
            var first = true
            for (p, posting) in transaction.postings.enumerated() {
                guard filter.isAny || filter.matches(transaction, posting) else { continue }
                total.add(posting.amount)
                let date = journal.date(of: posting, in: transaction)
                if let start = historicalStart, date < start { continue }
                body(Row(transactionIndex: t, postingIndex: p, date: date, amount: posting.amount, total: total,
                         startsTransaction: first))
                first = false
            }
        }
    }

    /// The account a row shows, after depth clipping.
    public func account(of row: Row) -> AccountID {
        let account = journal.transactions[row.transactionIndex].postings[row.postingIndex].account
        return depth.map { journal.accounts.ancestor(of: account, atDepth: max($0, 1)) } ?? account
    }
}
