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

    /// With a `filter` (`stats QUERY`), the figures count the transactions with
    /// a matching posting, their matching postings, and those postings'
    /// accounts and commodities; files and market prices stay the journal's.
    public init(journal: Journal, today: Day, filter: PostingFilter? = nil) {
        files = journal.sources.files.map(\.path).filter { $0 != "<generated>" }
        priceCount = journal.prices.count
        var payees = Set<ArraySlice<UInt8>>()
        var latestIndex: Int?
        var recent = 0, transactions = 0, postings = 0
        let monthAgo = today.adding(days: -30)
        var usedAccounts: [Bool]?, usedCommodities: [Bool]?
        if filter != nil {
            usedAccounts = [Bool](repeating: false, count: journal.accounts.count)
            usedCommodities = [Bool](repeating: false, count: journal.commodities.count)
        }
        for (i, t) in journal.transactions.enumerated() {
            if let filter, !filter.isAny {
                guard filter.matches(t) else { continue }
                for posting in t.postings where filter.matches(t, posting) {
                    postings += 1
                    usedAccounts?[posting.account.index] = true
                    if posting.hasAmount { usedCommodities?[Int(posting.amount.commodity.rawValue)] = true }
                }
            } else {
                postings += t.postings.count
                for posting in t.postings {
                    usedAccounts?[posting.account.index] = true
                    if posting.hasAmount { usedCommodities?[Int(posting.amount.commodity.rawValue)] = true }
                }
            }
            transactions += 1
            payees.insert(DescriptionParts.payee(journal.bytes(t.description)))
            if firstDate.map({ t.date < $0 }) ?? true { firstDate = t.date }
            if lastDate.map({ t.date >= $0 }) ?? true {
                lastDate = t.date
                latestIndex = i
            }
            if t.date >= monthAgo && t.date <= today { recent += 1 }
        }
        transactionCount = transactions
        postingCount = postings
        let named = usedAccounts.map { used in journal.accounts.allIDs.filter { used[$0.index] } } ?? journal.namedAccounts
        accountCount = named.count
        accountDepth = named.map { journal.accounts[$0].depth }.max() ?? 0
        let commodityIDs = usedCommodities.map { used in journal.commodities.allIDs.filter { used[Int($0.rawValue)] } }
            ?? journal.usedCommodities
        commodities = commodityIDs.map { journal.commodities.symbol($0) }.filter { !$0.isEmpty }.sorted()
        payeeCount = payees.count
        transactionsLast30Days = recent
        latest = latestIndex.map { (journal.transactions[$0].date, journal.string(journal.transactions[$0].description)) }
    }
}
