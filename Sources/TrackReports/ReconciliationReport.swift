import TrackModel

/// An account's balance in the journal on a day beside a statement's
/// (monthly reconciliation), and the difference the journal is short of it.
///
/// The balance is the one a balance assertion dated that day checks: every
/// posting to the account in the commodity, dated (by its own `date:`, else
/// its transaction's) on or before the day. It includes subaccounts when
/// postings go to them, as `=*` does.
///
/// ```journal
/// 2026-11-30 Reconciliation
///     Assets:Bank:Checking           0 USD = 1,234.56 USD
/// ```
public struct ReconciliationReport: Sendable {
    public let account: AccountID
    public let commodity: CommodityID
    public let date: Day
    public let journalBalance: Quantity
    public let statementBalance: Quantity
    /// Statement minus journal: what a posting to the account must add for them to agree.
    public let difference: Quantity
    /// Postings to subaccounts count: an assertion must then be `=*`.
    public let includesSubaccounts: Bool

    public var agrees: Bool { difference.isZero }

    /// Nil when a sum overflows (38 digits).
    public init?(journal: Journal, account: AccountID, commodity: CommodityID, date: Day, statementBalance: Quantity) {
        var balance = Quantity.zero
        var overflow = false
        var subaccounts = false
        let accounts = journal.accounts
        journal.forEachPostingWithAmount { _, posting, day in
            guard day <= date, posting.amount.commodity == commodity,
                  posting.account == account || accounts.isAncestor(account, of: posting.account) else { return }
            if posting.account != account { subaccounts = true }
            guard let sum = balance.adding(posting.amount.quantity) else {
                overflow = true
                return
            }
            balance = sum
        }
        guard !overflow, let difference = statementBalance.subtracting(balance) else { return nil }
        self.account = account
        self.commodity = commodity
        self.date = date
        self.journalBalance = balance
        self.statementBalance = statementBalance
        self.difference = difference
        includesSubaccounts = subaccounts
    }

    /// The commodities of the amounts posted to the account or its subaccounts, in order of first use.
    public static func commodities(of account: AccountID, in journal: Journal) -> [CommodityID] {
        var seen: [CommodityID] = []
        let accounts = journal.accounts
        journal.forEachPostingWithAmount { _, posting, _ in
            guard posting.account == account || accounts.isAncestor(account, of: posting.account),
                  !seen.contains(posting.amount.commodity) else { return }
            seen.append(posting.amount.commodity)
        }
        return seen
    }
}
