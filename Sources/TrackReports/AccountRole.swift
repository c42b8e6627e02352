import TrackModel

/// What an account's postings mean to the household reports (`report
/// monthly`, `categories`, `required-income`, the overview): money earned,
/// money spent, or money held. Decided once per account from its type
/// (`AccountTable.type(of:)`), so a pass over a million postings costs one
/// table lookup each.
///
/// ```journal
/// account Income:Salary     ; type: Revenue   → income
/// ```
public enum AccountRole: UInt8, Sendable {
    /// Revenue accounts: their postings are negative when money comes in.
    case income
    /// Expense accounts.
    case expense
    /// Asset and liability accounts: together, what the household has.
    case holding
    /// Equity, and accounts of no known type.
    case other

    public init(_ type: AccountType?) {
        switch type?.basic {
        case .revenue: self = .income
        case .expense: self = .expense
        case .asset, .liability: self = .holding
        default: self = .other
        }
    }

    /// Each account's role, by `AccountID.index`.
    public static func table(_ accounts: AccountTable) -> [AccountRole] {
        accounts.allIDs.map { AccountRole(accounts.type(of: $0)) }
    }
}
