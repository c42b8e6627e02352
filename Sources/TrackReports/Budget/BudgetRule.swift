import TrackModel

/// A `~` rule as budgets and forecasts use it: its postings with the one
/// left without an amount filled in (a periodic transaction is kept as
/// written, so the parser infers nothing), and a transaction to match
/// queries against.
///
/// ```journal
/// ~ monthly  household budget
///     Expenses:Essentials   1,500.00 USD
///     Income:Salary                        ; -1,500.00 USD here
/// ```
public struct BudgetRule: Sendable {
    /// The rule's place in `journal.periodicTransactions`.
    public var index: Int
    public var recurrence: Recurrence
    public var description: String
    /// The postings, amounts inferred as hledger does when it generates a
    /// rule's transactions: a posting with no amount takes what balances
    /// the others of its kind (real or bracketed), a posting per commodity.
    public var postings: [Posting]
    /// The rule as a transaction with no date, for `PostingFilter`.
    public var transaction: Transaction

    /// Every rule of `journal`, or those whose description `pattern` matches (`--budget=DESCPAT`).
    public static func rules(of journal: Journal, describedBy pattern: TextPattern? = nil) -> [BudgetRule] {
        journal.periodicTransactions.indices.compactMap { index in
            let rule = journal.periodicTransactions[index]
            let description = journal.string(rule.description)
            if let pattern, !pattern.matches(description) { return nil }
            let postings = inferred(Array(rule.postings))
            return BudgetRule(index: index, recurrence: rule.recurrence, description: description, postings: postings,
                              transaction: Transaction(date: Day(year: 1, month: 1, day: 1)!, description: rule.description,
                                                       comment: rule.comment, tags: rule.tags,
                                                       postings: PostingList(postings), source: rule.source))
        }
    }

    /// `postings` with the first missing amount of each balancing group
    /// set to the negated sum of the group's others; further missing ones
    /// (an error in a transaction, tolerated in a rule) stay zero.
    static func inferred(_ postings: [Posting]) -> [Posting] {
        var sums: [Posting.Kind: MixedAmount] = [:]
        for posting in postings where posting.kind != .virtual && posting.hasAmount {
            sums[posting.kind, default: MixedAmount()].add(posting.amount)
        }
        var filled = Set<Posting.Kind>()
        var result: [Posting] = []
        for posting in postings {
            guard !posting.hasAmount, posting.kind != .virtual, filled.insert(posting.kind).inserted else {
                result.append(posting)
                continue
            }
            for amount in (sums[posting.kind] ?? MixedAmount()).removingZeros().amounts {
                guard let negated = amount.negated() else { continue }
                var copy = posting
                copy.amount = negated
                copy.amountOrigin = .inferred
                result.append(copy)
            }
        }
        return result
    }
}
