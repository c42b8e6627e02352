import TrackModel

/// Facts about a journal as a whole: `track stats`.
public struct JournalStatistics: Sendable {
    public var files: [String]
    public var firstDate: Day?
    public var lastDate: Day?
    public var transactionCount: Int
    public var postingCount: Int
    /// Accounts that postings or directives name.
    public var accountCount: Int
    /// The deepest account name, in components.
    public var accountDepth: Int
    public var commodities: [String]
    public var priceCount: Int
    /// Distinct descriptions' payees.
    public var payeeCount: Int
    /// Transactions dated from 30 days before today up to today, as hledger
    /// counts them (a transaction 30 days old still counts).
    public var transactionsLast30Days: Int
    /// The latest-dated transaction (the last such in the file on a tie).
    public var latest: (date: Day, description: String)?

    public init(journal: Journal, today: Day) {
        files = journal.sources.files.map(\.path).filter { $0 != "<generated>" }
        transactionCount = journal.transactions.count
        postingCount = journal.transactions.reduce(0) { $0 + $1.postings.count }
        let named = journal.namedAccounts
        accountCount = named.count
        accountDepth = named.map { journal.accounts[$0].depth }.max() ?? 0
        commodities = journal.usedCommodities.map { journal.commodities.symbol($0) }.filter { !$0.isEmpty }.sorted()
        priceCount = journal.prices.count
        var payees = Set<ArraySlice<UInt8>>()
        var latestIndex: Int?
        var recent = 0
        let monthAgo = today.adding(days: -30)
        for (i, t) in journal.transactions.enumerated() {
            payees.insert(DescriptionParts.payee(journal.bytes(t.description)))
            if firstDate.map({ t.date < $0 }) ?? true { firstDate = t.date }
            if lastDate.map({ t.date >= $0 }) ?? true {
                lastDate = t.date
                latestIndex = i
            }
            if t.date >= monthAgo && t.date <= today { recent += 1 }
        }
        payeeCount = payees.count
        transactionsLast30Days = recent
        latest = latestIndex.map { (journal.transactions[$0].date, journal.string(journal.transactions[$0].description)) }
    }
}
