import TrackModel

/// The journal's accounts: `track accounts`. By default the accounts that
/// postings or `account` directives name; in tree mode their parents too.
///
/// With a query, as hledger: the used accounts with a matching posting, and
/// the declared accounts that the query's account terms name (`accounts
/// expenses:bills` lists `Expenses:Bills` though nothing is posted to it).
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

    /// Which named accounts to list.
    public enum Selection: Sendable {
        case all
        /// Only accounts with an `account` directive.
        case declared
        /// Only accounts that postings name.
        case used
    }

    public var rows: [Row]

    public init(journal: Journal, query: Query = .any, tree: Bool, depth: Int? = nil, selection: Selection = .all) {
        let accounts = journal.accounts
        var named = [Bool](repeating: false, count: accounts.count)
        for id in journal.namedAccounts {
            let account = accounts[id]
            switch selection {
            case .all: named[id.index] = true
            case .declared: named[id.index] = account.declaration != nil
            case .used: named[id.index] = account.isUsed
            }
        }
        if !query.isAny {
            let filter = PostingFilter(query, journal: journal)
            var matched = [Bool](repeating: false, count: accounts.count)
            var reading = FilterReading(filter, in: journal)
            for t in journal.transactions {
                reading.reached(t.source.start)
                for p in t.postings where filter.matches(t, p) { matched[p.account.index] = true }
            }
            for id in accounts.allIDs where named[id.index] && !matched[id.index] {
                named[id.index] = accounts[id].declaration != nil
                    && AccountsReport.accountTerms(of: query, match: accounts.name(id)) == true
            }
        }
        var wanted = [Bool](repeating: false, count: accounts.count)
        for id in accounts.allIDs where named[id.index] {
            let shown = depth.map { accounts.ancestor(of: id, atDepth: max($0, 1)) } ?? id
            wanted[shown.index] = true
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

    /// Whether the query's account terms alone hold for `name`; nil when it has none.
    static func accountTerms(of query: Query, match name: String) -> Bool? {
        switch query {
        case .account(let pattern):
            return pattern.matches(name)
        case .not(let inner):
            return accountTerms(of: inner, match: name).map { !$0 }
        case .and(let terms):
            let results = terms.compactMap { accountTerms(of: $0, match: name) }
            return results.isEmpty ? nil : results.allSatisfy { $0 }
        case .or(let terms):
            let results = terms.compactMap { accountTerms(of: $0, match: name) }
            return results.isEmpty ? nil : results.contains(true)
        default:
            return nil
        }
    }
}
