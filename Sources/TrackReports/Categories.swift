import TrackModel

/// Spending and income categories, as the finance apps track replaces show
/// them: an account's category is its `category:` tag (on its `account`
/// directive or a parent's), else its second-level name under an expense or
/// income account (`Expenses:Leisure:Dining` is in *Leisure*, `支出:餐飲` in *餐飲*).
///
/// ```journal
/// account Expenses:Dining Out   ; category: leisure
/// ```
public struct Categories: Sendable {
    public struct Category: Sendable, Hashable {
        /// As written (the tag's value, or the account name component).
        public let name: String
        public let kind: AccountType
    }

    /// Each account's category, by `AccountID.index`; nil outside expenses and income.
    private let byAccount: [Category?]
    /// Every category, expenses first, each kind in order of first appearance.
    public let all: [Category]

    public init(journal: Journal) {
        let accounts = journal.accounts
        var byAccount = [Category?](repeating: nil, count: accounts.count)
        var seen = Set<Category>()
        var expenses: [Category] = [], income: [Category] = []
        // Parents are interned before children, so a parent's category is known first.
        for id in accounts.allIDs {
            guard let type = accounts.type(of: id)?.basic, type == .expense || type == .revenue else { continue }
            let account = accounts[id]
            var category: Category?
            if let tag = account.declaration?.tags.first(where: { journal.bytes($0.name).elementsEqual("category".utf8) }) {
                let value = journal.string(tag.value)
                if !value.isEmpty { category = Category(name: value, kind: type) }
            }
            if category == nil, let parent = account.parent {
                category = byAccount[parent.index]
            }
            if category == nil, account.depth == 2 {
                category = Category(name: String(account.leafName), kind: type)
            }
            byAccount[id.index] = category
            if let category, seen.insert(category).inserted {
                if type == .expense { expenses.append(category) } else { income.append(category) }
            }
        }
        self.byAccount = byAccount
        all = expenses + income
    }

    public func category(of account: AccountID) -> Category? {
        account.index < byAccount.count ? byAccount[account.index] : nil
    }

    /// The category named `name` (ignoring case), if there is one.
    public func named(_ name: String) -> Category? {
        let lowered = name.lowercased()
        return all.first { $0.name.lowercased() == lowered }
    }
}
