/// Everything a journal says: its transactions and directives, with the text
/// they were read from.
///
/// Transactions are in file order (an `include`d file's items where its
/// `include` line is). A journal fresh from the parser may have postings with
/// missing amounts; `JournalFinalizer` infers them and checks the journal.
public struct Journal: Sendable {
    public var sources = SourceStore()
    public var accounts = AccountTable()
    public var commodities = CommodityTable()
    public var transactions: [Transaction] = []
    /// The rare parts of postings (costs, assertions, comments…), by `Posting.detailsIndex`.
    public var postingDetails = PostingDetailsTable()
    public var prices: [PriceDirective] = []
    public var periodicTransactions: [PeriodicTransaction] = []
    public var autoPostingRules: [AutoPostingRule] = []
    public var payees: [NameDeclaration] = []
    public var tagDeclarations: [NameDeclaration] = []
    /// The `D` directive's commodity: given to amounts written with no symbol.
    public var defaultCommodity: CommodityID?
    /// How many `account` directives the journal has (their order is display order).
    public var accountDeclarationCount = 0

    public init() {}

    public func string(_ text: Text) -> String { sources.string(text) }

    public func bytes(_ text: Text) -> SourceBytes { sources.bytes(text) }

    /// The accounts that postings or `account` directives name (not the
    /// parents that exist only because of their children).
    public var namedAccounts: [AccountID] {
        accounts.allIDs.filter {
            accounts[$0].isUsed || accounts[$0].declaration != nil
        }
    }

    /// The commodities that amounts, prices or directives name, without the
    /// symbol-less commodity unless it is used.
    public var usedCommodities: [CommodityID] {
        // Postings are read where they lie (a `for transaction in` loop would
        // copy each one), a large journal in parts on every core.
        let ranges = Parts.ranges(count: transactions.count, workers: Processors.count, minimum: 50_000)
        let parts = Parts.map(ranges) { [self] range in
            var used = [Bool](repeating: false, count: commodities.count)
            transactions.withUnsafeBufferPointer { transactions in
                for t in range {
                    for p in 0..<transactions[t].postings.count where transactions[t].postings[p].hasAmount {
                        let posting = transactions[t].postings[p]
                        used[Int(posting.amount.commodity.rawValue)] = true
                        if let cost = postingDetails.cost(of: posting) { used[Int(cost.amount.commodity.rawValue)] = true }
                    }
                }
            }
            return used
        }
        var used = parts[0]
        for part in parts.dropFirst() {
            for i in part.indices where part[i] { used[i] = true }
        }
        for price in prices {
            used[Int(price.commodity.rawValue)] = true
            used[Int(price.price.commodity.rawValue)] = true
        }
        for id in commodities.allIDs where commodities[id].declaration != nil {
            used[Int(id.rawValue)] = true
        }
        return commodities.allIDs.filter { used[Int($0.rawValue)] }
    }
}
