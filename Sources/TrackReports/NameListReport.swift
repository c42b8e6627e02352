import TrackModel

/// The names a journal uses, one list per kind, as hledger's `payees`,
/// `descriptions`, `tags` and `commodities` list them: unique, in code
/// point order, from the transactions with a matching posting.
///
/// `descriptions` is the catalogue `track add` draws its templates from;
/// `payees` is each description's part before ` | `:
///
/// ```journal
/// 2026-11-02 * Corner Market | weekly shop   ; receipt:yes
/// ```
/// gives the payee `Corner Market`, the description `Corner Market | weekly
/// shop` and the tag `receipt` (with `--values`, `yes`).
public struct NameListReport: Sendable {
    public enum Kind: Sendable {
        case payees
        case descriptions
        /// Tag names (or, with `values`, their values) whose name `pattern`
        /// matches; a posting has its own tags, its transaction's and those
        /// of its account's `account` directive and its parents', as in hledger.
        case tags(pattern: TextPattern?, values: Bool)
        /// The commodities of matching postings and their costs; with no
        /// query, every commodity the journal declares or uses.
        case commodities
    }

    public let names: [String]

    public init(journal: Journal, filter: PostingFilter, kind: Kind) {
        var found = Set<String>()
        switch kind {
        case .payees, .descriptions:
            // Distinct byte strings first: one String per name, not per transaction.
            var distinct = Set<SourceBytes>()
            for transaction in journal.transactions where filter.matches(transaction) {
                let description = journal.bytes(transaction.description)
                if case .payees = kind { distinct.insert(DescriptionParts.payee(description)) } else { distinct.insert(description) }
            }
            found = Set(distinct.map { String(decoding: $0, as: UTF8.self) })
        case .tags(let pattern, let values):
            var posted = [Bool](repeating: false, count: journal.accounts.count)
            func add(_ tags: [Tag]) {
                for tag in tags {
                    let name = journal.string(tag.name)
                    guard pattern?.matches(name) ?? true else { continue }
                    if !values { found.insert(name) } else {
                        let value = journal.string(tag.value)
                        if !value.isEmpty { found.insert(value) }
                    }
                }
            }
            for transaction in journal.transactions where filter.matches(transaction) {
                add(transaction.tags)
                for posting in transaction.postings {
                    add(journal.postingDetails.tags(of: posting))
                    posted[posting.account.index] = true
                }
            }
            // Account tags once per account, not once per posting.
            for (index, tags) in Self.accountTags(journal).enumerated() where posted[index] { add(tags) }
        case .commodities:
            if filter.isAny {
                for id in journal.usedCommodities { found.insert(journal.commodities.symbol(id)) }
            } else {
                for transaction in journal.transactions {
                    for posting in transaction.postings where posting.hasAmount && filter.matches(transaction, posting) {
                        found.insert(journal.commodities.symbol(posting.amount.commodity))
                        if let cost = journal.postingDetails.cost(of: posting) {
                            found.insert(journal.commodities.symbol(cost.amount.commodity))
                        }
                    }
                }
            }
            found.remove("")
        }
        names = found.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// Each account's inherited tags: its `account` directive's and its parents'.
    private static func accountTags(_ journal: Journal) -> [[Tag]] {
        var tags = [[Tag]](repeating: [], count: journal.accounts.count)
        // Parents are interned before their children.
        for id in journal.accounts.allIDs {
            let account = journal.accounts[id]
            tags[id.index] = (account.parent.map { tags[$0.index] } ?? []) + (account.declaration?.tags ?? [])
        }
        return tags
    }
}
