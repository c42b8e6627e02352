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
    /// Counts a large journal in parts of at least `minimumPart`
    /// transactions, on up to `workers` threads.
    public init(journal: Journal, today: Day, filter: PostingFilter? = nil,
                workers: Int = min(Processors.count, 8), minimumPart: Int = 50_000) {
        files = journal.sources.files.map(\.path).filter { $0 != "<generated>" }
        priceCount = journal.prices.count
        let ranges = Parts.ranges(count: journal.transactions.count, workers: workers, minimum: minimumPart)
        let tallies = Parts.map(ranges) { range in
            Tally(journal, range, today: today, filter: filter?.isAny == false ? filter : nil, tracksUse: filter != nil)
        }
        var tally = tallies[0]
        for part in tallies.dropFirst() { tally.add(part) }
        firstDate = tally.firstDate
        lastDate = tally.latest.map { journal.transactions[$0].date }
        transactionCount = tally.transactions
        postingCount = tally.postings
        let named = tally.usedAccounts.map { used in journal.accounts.allIDs.filter { used[$0.index] } }
            ?? journal.namedAccounts
        accountCount = named.count
        accountDepth = named.map { journal.accounts[$0].depth }.max() ?? 0
        let commodityIDs = tally.usedCommodities.map { used in journal.commodities.allIDs.filter { used[Int($0.rawValue)] } }
            ?? journal.usedCommodities
        commodities = commodityIDs.map { journal.commodities.symbol($0) }.filter { !$0.isEmpty }.sorted()
        payeeCount = tally.payees.count
        transactionsLast30Days = tally.recent
        latest = tally.latest.map { (journal.transactions[$0].date, journal.string(journal.transactions[$0].description)) }
    }
}

/// The counts of `JournalStatistics` over some of the transactions, read in
/// place; the parts of a large journal are counted on several threads and
/// added in order.
private struct Tally {
    var transactions = 0, postings = 0, recent = 0
    var payees = DistinctBytes()
    var firstDate: Day?
    /// The last transaction of the latest date.
    var latest: Int?
    var latestDate: Day?
    /// With a filter: the accounts and commodities of the matching postings.
    var usedAccounts: [Bool]?, usedCommodities: [Bool]?

    init(_ journal: Journal, _ range: Range<Int>, today: Day, filter: PostingFilter?, tracksUse: Bool) {
        let monthAgo = today.adding(days: -30)
        if tracksUse {
            usedAccounts = [Bool](repeating: false, count: journal.accounts.count)
            usedCommodities = [Bool](repeating: false, count: journal.commodities.count)
        }
        var window = ReadingWindow(journal.sources, from: 0)
        journal.transactions.withUnsafeBufferPointer { buffer in
            for i in range {
                let t = buffer.baseAddress! + i
                window.reached(t.pointee.description.start)
                if let filter {
                    guard filter.matches(t.pointee) else { continue }
                    for p in 0..<t.pointee.postings.count where filter.matches(t.pointee, t.pointee.postings[p]) {
                        use(t.pointee.postings[p])
                    }
                } else {
                    for p in 0..<t.pointee.postings.count { use(t.pointee.postings[p]) }
                }
                transactions += 1
                DescriptionParts.payee(journal.bytes(t.pointee.description)).withUnsafeBufferPointer { _ = payees.insert($0) }
                let date = t.pointee.date
                if firstDate.map({ date < $0 }) ?? true { firstDate = date }
                if latestDate.map({ date >= $0 }) ?? true {
                    latestDate = date
                    latest = i
                }
                if date >= monthAgo && date <= today { recent += 1 }
            }
        }
    }

    private mutating func use(_ posting: Posting) {
        postings += 1
        usedAccounts?[posting.account.index] = true
        if posting.hasAmount { usedCommodities?[Int(posting.amount.commodity.rawValue)] = true }
    }

    /// Adds the tally of the transactions after these.
    mutating func add(_ later: Tally) {
        transactions += later.transactions
        postings += later.postings
        recent += later.recent
        payees.formUnion(later.payees)
        if let first = later.firstDate, firstDate.map({ first < $0 }) ?? true { firstDate = first }
        if let date = later.latestDate, latestDate.map({ date >= $0 }) ?? true {
            latestDate = date
            latest = later.latest
        }
        if let theirs = later.usedAccounts, usedAccounts != nil {
            for i in theirs.indices where theirs[i] { usedAccounts![i] = true }
        }
        if let theirs = later.usedCommodities, usedCommodities != nil {
            for i in theirs.indices where theirs[i] { usedCommodities![i] = true }
        }
    }
}
