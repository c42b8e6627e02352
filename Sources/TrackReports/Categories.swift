import TrackModel

/// Spending and income categories, as the finance apps track replaces show
/// them: an account's category is its `category:` tag (on its `account`
/// directive or a parent's), else its second-level name under an expense or
/// income account (`Expenses:Leisure:Dining` is in *Leisure*, `支出:餐飲` in *餐飲*).
/// An asset account is in a category only by its (or a parent's) tag: savings
/// is a category (SPEC.md), and money moved into a savings account is neither
/// spending nor income, so asset categories are kept out of the expense and
/// income lists the category reports draw from.
///
/// ```journal
/// account Expenses:Dining Out   ; category: leisure
/// account Assets:Bank:Savings   ; type: Asset, category: savings
/// ```
public struct Categories: Sendable {
    public struct Category: Sendable, Hashable {
        /// As written (the tag's value, or the account name component).
        public let name: String
        public let kind: AccountType
    }

    /// Each account's category, by `AccountID.index`; nil outside expenses,
    /// income and tagged asset accounts.
    private let byAccount: [Category?]
    /// Every expense and income category, expenses first, each kind in order of first appearance.
    public let all: [Category]
    /// The categories of asset accounts (`category: savings`), in order of first appearance.
    public let assets: [Category]
    /// Each category's name as shown, by its lowercased name (see `name(of:)`).
    private let spellings: [String: String]

    public init(journal: Journal) {
        let accounts = journal.accounts
        var byAccount = [Category?](repeating: nil, count: accounts.count)
        var seen = Set<Category>()
        var expenses: [Category] = [], income: [Category] = [], assets: [Category] = []
        // Parents are interned before children, so a parent's category is known first.
        for id in accounts.allIDs {
            guard let type = accounts.type(of: id)?.basic, type == .expense || type == .revenue || type == .asset else { continue }
            let account = accounts[id]
            var category: Category?
            if let tag = account.declaration?.tags.first(where: { journal.bytes($0.name).elementsEqual("category".utf8) }) {
                let value = journal.string(tag.value)
                if !value.isEmpty { category = Category(name: value, kind: type) }
            }
            if category == nil, let parent = account.parent {
                category = byAccount[parent.index]
            }
            if category == nil, account.depth == 2, type != .asset {
                category = Category(name: String(account.leafName), kind: type)
            }
            byAccount[id.index] = category
            if let category, seen.insert(category).inserted {
                switch type {
                case .expense: expenses.append(category)
                case .revenue: income.append(category)
                default: assets.append(category)
                }
            }
        }
        self.byAccount = byAccount
        all = expenses + income
        self.assets = assets
        // A category named both by an account and by a tag is spelled as the account is.
        var accountNames = Set<String>()
        for id in accounts.allIDs where accounts[id].depth == 2 { accountNames.insert(String(accounts[id].leafName)) }
        var spellings: [String: String] = [:]
        for category in all + assets {
            let key = category.name.lowercased()
            if let current = spellings[key], accountNames.contains(current) || !accountNames.contains(category.name) { continue }
            spellings[key] = category.name
        }
        self.spellings = spellings
    }

    /// The one name every report, hint and message gives a category: as the
    /// journal spells it, an account's name part (`Leisure` for
    /// `Expenses:Leisure`) winning over a `category:` tag that writes it in
    /// other case (`leisure`). Typed names match it ignoring case.
    public func name(of category: Category) -> String {
        spellings[category.name.lowercased()] ?? category.name
    }

    /// The names of the categories (of `kind`, else all that a `cat:` query
    /// can name), each once, in the journal's order, as `name(of:)` gives them.
    public func names(_ kind: AccountType? = nil) -> [String] {
        var seen = Set<String>()
        return (kind == nil ? queryable : all.filter { $0.kind == kind }).compactMap { category in
            seen.insert(category.name.lowercased()).inserted ? name(of: category) : nil
        }
    }

    public func category(of account: AccountID) -> Category? {
        account.index < byAccount.count ? byAccount[account.index] : nil
    }

    /// The expense or income category named `name` (ignoring case), if there is one.
    public func named(_ name: String) -> Category? {
        let lowered = name.lowercased()
        return all.first { $0.name.lowercased() == lowered }
    }

    /// Every category a `cat:` query can name: expense, income and asset ones.
    public var queryable: [Category] { all + assets }
}
