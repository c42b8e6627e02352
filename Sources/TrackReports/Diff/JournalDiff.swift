import TrackModel

/// What changed in money between two versions of a journal (`track diff`):
/// transactions added, removed and changed, and the change in balance of
/// every account they touch.
///
/// Transactions are compared by what they mean (`TransactionMatcher`: date,
/// status, code, description, each posting's account and amount), not by
/// their text or place, so a journal reordered or reformatted has no change.
/// A transaction removed and one added with the same date and description
/// are one transaction changed.
public struct JournalDiff: Sendable {
    public struct Change: Sendable, Equatable {
        /// Indexes into the old and the new journal's transactions.
        public var old: Int
        public var new: Int
    }

    /// One account's change in balance.
    public struct BalanceChange: Sendable {
        public var account: String
        /// In the commodities of `journal`.
        public var change: MixedAmount
    }

    /// Indexes into the new journal's transactions.
    public var added: [Int] = []
    /// Indexes into the old journal's transactions.
    public var removed: [Int] = []
    public var changed: [Change] = []
    /// Every account touched, by name.
    public var balances: [BalanceChange] = []
    /// The new journal, with the commodities only the old one knew added,
    /// to show the balance changes in.
    public var journal: Journal
    /// Whether some balance change has more digits than track holds exactly.
    public var overflowed = false

    public var hasChanges: Bool { !added.isEmpty || !removed.isEmpty || !changed.isEmpty }

    public init(old: Journal, new: Journal) {
        journal = new
        let (matches, removedCandidates) = TransactionMatcher(old: old, new: new).match()
        let addedCandidates = matches.indices.filter { matches[$0] == nil }
        // A transaction removed and one added with the same date and description: changed.
        var byHeading: [Heading: [Int]] = [:]
        for index in removedCandidates { byHeading[Heading(old.transactions[index], in: old), default: []].append(index) }
        var pairedOld = Set<Int>()
        for index in addedCandidates {
            let heading = Heading(new.transactions[index], in: new)
            if var olds = byHeading[heading], let first = olds.first {
                olds.removeFirst()
                byHeading[heading] = olds
                changed.append(Change(old: first, new: index))
                pairedOld.insert(first)
            } else {
                added.append(index)
            }
        }
        removed = removedCandidates.filter { !pairedOld.contains($0) }
        balances = balanceChanges(old: old, new: new)
    }

    /// The date and description that make a removed and an added transaction one changed.
    private struct Heading: Hashable {
        var date: Day
        var description: String

        init(_ transaction: Transaction, in journal: Journal) {
            date = transaction.date
            description = journal.string(transaction.description)
        }
    }

    /// Per account touched (sorted by name), the new postings' sum minus the old ones'.
    private mutating func balanceChanges(old: Journal, new: Journal) -> [BalanceChange] {
        var sums: [String: [String: Quantity]] = [:]
        func add(_ transaction: Transaction, in journal: Journal, negated: Bool) {
            for posting in transaction.postings {
                let account = journal.accounts.name(posting.account)
                let symbol = journal.commodities.symbol(posting.amount.commodity)
                let quantity = negated ? posting.amount.quantity.negated() : posting.amount.quantity
                let sum = quantity.flatMap { (sums[account]?[symbol] ?? .zero).adding($0) }
                if sum == nil { overflowed = true }
                sums[account, default: [:]][symbol] = sum ?? sums[account]?[symbol] ?? .zero
            }
        }
        for index in removed { add(old.transactions[index], in: old, negated: true) }
        for index in added { add(new.transactions[index], in: new, negated: false) }
        for change in changed {
            add(old.transactions[change.old], in: old, negated: true)
            add(new.transactions[change.new], in: new, negated: false)
        }
        return sums.keys.sorted().map { account in
            var change = MixedAmount()
            for (symbol, quantity) in sums[account, default: [:]].sorted(by: { $0.key < $1.key }) where !quantity.isZero {
                var commodity = journal.commodities.id(of: symbol)
                if commodity == nil, let oldID = old.commodities.id(of: symbol) {
                    let id = journal.commodities.intern(symbol)
                    journal.commodities[id].style = old.commodities.style(oldID)
                    commodity = id
                }
                if let commodity, !change.add(Amount(quantity, commodity)) { overflowed = true }
            }
            return BalanceChange(account: account, change: change)
        }
    }
}
