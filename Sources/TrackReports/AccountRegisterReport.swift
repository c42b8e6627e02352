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
        /// The running balance (`rows` without zeros; a walk's may hold some).
        public var balance: MixedAmount
    }

    public let account: AccountID
    private let journal: Journal
    private let span: DateSpan
    /// Whether an account is the register's or below it, by `AccountID.index`.
    private let inside: [Bool]
    /// The transactions with a row, in row order (by date, then file order):
    /// a million rows are eight bytes each until they are walked.
    private let entries: [Entry]

    private struct Entry: Sendable {
        var date: Day
        var transaction: Int32
    }

    /// `span` selects the rows shown (earlier ones still count in the
    /// balance); `filter` (the rest of the query) selects the transactions,
    /// by any of their postings, and only those count.
    public init(journal: Journal, account: AccountID, span: DateSpan, filter: PostingFilter) {
        self.account = account
        self.journal = journal
        self.span = span
        let accounts = journal.accounts
        var inside = [Bool](repeating: false, count: accounts.count)
        for id in accounts.allIDs {
            inside[id.index] = id == account || accounts[id].parent.map { inside[$0.index] } ?? false
        }
        self.inside = inside
        // A row is dated by the account's first posting in the transaction (its own
        // `date:` when it has one), and rows are in that date's order, as in hledger.
        var entries: [Entry] = []
        var reading = FilterReading(filter, in: journal)
        var change = MixedAmount()
        journal.transactions.withUnsafeBufferPointer { transactions in
            for t in transactions.indices {
                let transaction = transactions.baseAddress! + t
                reading.reached(transaction.pointee.source.start)
                guard let date = Self.change(transaction, inside, journal, &change, others: nil) else { continue }
                // Postings of zero (a balance assertion alone) make no row, as in hledger.
                guard !change.isZero, filter.isAny || filter.matches(transaction.pointee) else { continue }
                entries.append(Entry(date: date, transaction: Int32(t)))
            }
        }
        if zip(entries, entries.dropFirst()).contains(where: { $0.date > $1.date }) {
            entries.sort { ($0.date, $0.transaction) < ($1.date, $1.transaction) }
        }
        self.entries = entries
    }

    /// The change `transaction` makes to the accounts `inside` (into
    /// `change`) and, when asked, its other accounts, each once; the date of
    /// its first posting inside, or nil when it has none.
    private static func change(_ transaction: UnsafePointer<Transaction>, _ inside: [Bool], _ journal: Journal,
                               _ change: inout MixedAmount, others: UnsafeMutablePointer<[AccountID]>?) -> Day? {
        change = MixedAmount()
        others?.pointee.removeAll(keepingCapacity: true)
        var date: Day?
        for posting in transaction.pointee.postings {
            if inside[posting.account.index] {
                if date == nil { date = journal.date(of: posting, in: transaction.pointee) }
                if posting.hasAmount { change.addRemovingZero(posting.amount) }
            } else if let others, !others.pointee.contains(posting.account) {
                others.pointee.append(posting.account)
            }
        }
        return date
    }

    /// Each row shown, in order, with the running balance (every earlier row
    /// counts in it, those before the span too); one row value, changed for
    /// each, so that a walk makes no arrays a row.
    public func forEachRow(_ body: (Row) -> Void) {
        var row = Row(transactionIndex: 0, date: Day(year: 1970, month: 1, day: 1)!, otherAccounts: [],
                      change: MixedAmount(), balance: MixedAmount())
        journal.transactions.withUnsafeBufferPointer { transactions in
            for entry in entries {
                let t = Int(entry.transaction)
                let shown = span.start.map { entry.date >= $0 } ?? true
                if let end = span.end, entry.date >= end { break }
                _ = withUnsafeMutablePointer(to: &row.otherAccounts) { others in
                    Self.change(transactions.baseAddress! + t, inside, journal, &row.change, others: shown ? others : nil)
                }
                row.balance.add(row.change)
                guard shown else { continue }
                row.transactionIndex = t
                row.date = entry.date
                body(row)
            }
        }
    }

    /// The rows shown, each balance without zeros.
    public var rows: [Row] {
        var rows: [Row] = []
        forEachRow { row in
            var row = row
            row.balance = row.balance.removingZeros()
            rows.append(row)
        }
        return rows
    }

    /// Whether the register shows no row.
    public var isEmpty: Bool {
        var empty = true
        for entry in entries {
            if let end = span.end, entry.date >= end { break }
            if span.start.map({ entry.date >= $0 }) ?? true {
                empty = false
                break
            }
        }
        return empty
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
