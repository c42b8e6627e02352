import TrackModel

/// The journal's accounts: `track accounts`. By default the accounts that
/// postings or `account` directives name; in tree mode their parents too.
public struct AccountsReport: Sendable {
    public struct Row: Sendable {
        public var account: AccountID
        public var name: String
        /// The tree depth (0 for top level) in tree mode; 0 in a flat list.
        public var indent: Int
        public var type: AccountType?
        public var isDeclared: Bool
        public var isUsed: Bool
    }

    public var rows: [Row]

    public init(journal: Journal, filter: PostingFilter, tree: Bool, depth: Int? = nil) {
        let accounts = journal.accounts
        var wanted = [Bool](repeating: false, count: accounts.count)
        for id in journal.namedAccounts {
            var candidate = id
            if let depth { candidate = accounts.ancestor(of: id, atDepth: max(depth, 1)) }
            wanted[candidate.index] = true
        }
        if !filter.isAny {
            // Keep accounts with a matching posting, or that the account terms alone name.
            var matched = [Bool](repeating: false, count: accounts.count)
            for t in journal.transactions {
                for p in t.postings where filter.matches(t, p) { matched[p.account.index] = true }
            }
            for id in accounts.allIDs where wanted[id.index] && !matched[id.index] {
                wanted[id.index] = accounts.allIDs.contains { matched[$0.index] && (accounts.isAncestor(id, of: $0)) }
            }
        }
        if tree {
            for id in accounts.allIDs where wanted[id.index] {
                for ancestor in accounts.lineage(of: id) { wanted[ancestor.index] = true }
            }
        }
        let order = AccountOrder(accounts)
        rows = order.sorted(accounts.allIDs.filter { wanted[$0.index] }).map { id in
            Row(account: id, name: tree ? String(accounts[id].leafName) : accounts.name(id),
                indent: tree ? accounts[id].depth - 1 : 0, type: accounts.type(of: id),
                isDeclared: accounts[id].declaration != nil, isUsed: accounts[id].isUsed)
        }
    }
}
