import TrackModel

/// One account's transactions, as hledger's `aregister`: a row per
/// transaction that touches the account (or its subaccounts), with the other
/// accounts of the transaction, the change to the account and its running
/// balance (historical: everything before the report's start counts).
/// Postings are walked once, with one small array of other accounts per
/// transaction that touches the account.
/// The four-tab app's Transactions tab is this report.
///
/// ```journal
/// 2026-01-16 Transfer | to savings
///     Assets:Bank:Savings        500.00 USD
///     Assets:Bank:Checking
/// ```
/// is, in `Assets:Bank:Savings`'s register, a change of 500.00 USD with the
/// other account `Assets:Bank:Checking`.
public struct AccountRegisterReport: Sendable {
    public struct Row: Sendable {
        public var transactionIndex: Int
        public var date: Day
        /// The other postings' accounts, each once, in posting order.
        public var otherAccounts: [AccountID]
        public var change: MixedAmount
        public var balance: MixedAmount
    }

    public let account: AccountID
    public let rows: [Row]

    /// `span` selects the rows shown (earlier ones still count in the
    /// balance); `filter` (the rest of the query) selects the transactions,
    /// by any of their postings, and only those count.
    public init(journal: Journal, account: AccountID, span: DateSpan, filter: PostingFilter) {
        self.account = account
        let accounts = journal.accounts
        var inside = [Bool](repeating: false, count: accounts.count)
        for id in accounts.allIDs {
            inside[id.index] = id == account || accounts[id].parent.map { inside[$0.index] } ?? false
        }
        // A row is dated by the account's first posting in the transaction (its own
        // `date:` when it has one), and rows are in that date's order, as in hledger.
        var found: [(date: Day, transaction: Int, others: [AccountID], change: MixedAmount)] = []
        var reading = FilterReading(filter, in: journal)
        for (t, transaction) in journal.transactions.enumerated() {
            reading.reached(transaction.source.start)
            var change = MixedAmount(), date: Day?
            var others: [AccountID] = []
            for posting in transaction.postings {
                if inside[posting.account.index] {
                    if date == nil { date = journal.date(of: posting, in: transaction) }
                    if posting.hasAmount { change.addRemovingZero(posting.amount) }
                } else if !others.contains(posting.account) {
                    others.append(posting.account)
                }
            }
            // Postings of zero (a balance assertion alone) make no row, as in hledger.
            guard let date, !change.isZero, filter.isAny || filter.matches(transaction) else { continue }
            found.append((date, t, others, change))
        }
        found.sort { ($0.date, $0.transaction) < ($1.date, $1.transaction) }
        var balance = MixedAmount()
        var rows: [Row] = []
        for row in found {
            balance.add(row.change)
            if let start = span.start, row.date < start { continue }
            if let end = span.end, row.date >= end { break }
            rows.append(Row(transactionIndex: row.transaction, date: row.date, otherAccounts: row.others, change: row.change,
                            balance: balance.removingZeros()))
        }
        self.rows = rows
    }

    /// The first account `pattern` names, in the journal's account order: the
    /// one with that exact name (ignoring case), else the first whose name matches.
    public static func account(matching pattern: TextPattern, named text: String, in journal: Journal) -> AccountID? {
        let accounts = journal.accounts
        let ordered = AccountOrder(accounts).sorted(accounts.allIDs)
        if let exact = ordered.first(where: { accounts.name($0).lowercased() == text.lowercased() }) { return exact }
        return ordered.first { pattern.matches(accounts.name($0)) }
    }
}
