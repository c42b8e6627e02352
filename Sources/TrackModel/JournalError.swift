/// What finalizing a journal can find wrong, as data. The syntax layer turns
/// each into a diagnostic with a message; the model only says what and where.
public enum JournalError: Sendable {
    /// The postings of a balancing group do not sum to zero.
    case unbalanced(transaction: Int, group: Posting.Kind, residual: MixedAmount)
    /// More than one posting of a balancing group leaves its amount out.
    case tooManyMissingAmounts(transaction: Int, group: Posting.Kind, postings: [Int])
    /// A sum or product left the range of exact amounts.
    case overflow(transaction: Int, posting: Int?)
    /// The posting where the amounts of its commodity, added up, pass the
    /// range of exact sums: a total over them could not be exact.
    case sumOverflow(transaction: Int, posting: Int)
    /// A balance assertion does not hold.
    case assertionFailed(AssertionFailure)
    /// A balance assignment on a posting that also has a cost, which
    /// hledger cannot balance either.
    case assignmentWithCost(transaction: Int, posting: Int)
    /// A balance assignment on a posting with its own date (`; date:`),
    /// which hledger refuses: the amount would depend on a balance at a date
    /// other than its transaction's, which is balanced at its own.
    case assignmentWithDate(transaction: Int, posting: Int)
    /// The posting where an account's running balance left the range of
    /// exact amounts: reported once per account, and its later assertions
    /// are not checked (its balance is no longer known exactly).
    case balanceOverflow(transaction: Int, posting: Int)

    /// The transaction the error is about.
    public var transactionIndex: Int {
        switch self {
        case .unbalanced(let t, _, _), .tooManyMissingAmounts(let t, _, _), .overflow(let t, _),
             .sumOverflow(let t, _), .assignmentWithCost(let t, _), .assignmentWithDate(let t, _),
             .balanceOverflow(let t, _):
            return t
        case .assertionFailed(let failure):
            return failure.transaction
        }
    }
}

/// The details of a failed balance assertion.
public struct AssertionFailure: Sendable {
    public var transaction: Int
    public var posting: Int
    public var account: AccountID
    public var commodity: CommodityID
    public var asserted: Quantity
    public var actual: Quantity
    /// For `==`: the other commodities the balance holds.
    public var unexpected: MixedAmount
    public var assertion: BalanceAssertion

    /// `asserted − actual`: what the journal is missing.
    public var difference: Quantity {
        asserted.subtracting(actual) ?? .zero
    }
}
