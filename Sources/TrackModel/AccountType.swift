/// What kind of thing an account is, as hledger's account types:
/// `account Assets:Bank:Checking  ; type: Asset`.
public enum AccountType: String, Sendable, Hashable, CaseIterable {
    case asset = "Asset"
    case liability = "Liability"
    case equity = "Equity"
    case revenue = "Revenue"
    case expense = "Expense"
    /// An asset that is money on hand or in a bank (a subtype of asset).
    case cash = "Cash"
    /// Equity used to balance currency conversions (a subtype of equity).
    case conversion = "Conversion"

    /// The type a `type:` tag names: `A`, `asset`, `Assets`, `L`, `R`, `X`, `C`, `V`…
    public init?(tagValue: String) {
        let value = tagValue.lowercased()
        switch value {
        case "a", "asset", "assets": self = .asset
        case "l", "liability", "liabilities": self = .liability
        case "e", "equity": self = .equity
        case "r", "revenue", "revenues", "income": self = .revenue
        case "x", "expense", "expenses": self = .expense
        case "c", "cash": self = .cash
        case "v", "conversion": self = .conversion
        default: return nil
        }
    }

    /// The type hledger gives a top-level account by its name, ignoring case:
    /// `Assets`, `Liabilities`/`Debts`, `Equity`, `Income`/`Revenue(s)`,
    /// `Expenses`, and the localized names of ../shared/compat journals.
    public init?(topLevelName name: String) {
        switch name.lowercased() {
        case "asset", "assets", "資產", "资产", "資産", "активы", "актив":
            self = .asset
        case "liability", "liabilities", "debt", "debts", "負債", "负债", "обязательства", "пассивы":
            self = .liability
        case "equity", "權益", "权益", "純資産", "капитал":
            self = .equity
        case "income", "revenue", "revenues", "收入", "收益", "収益", "収入", "доходы", "доход":
            self = .revenue
        case "expense", "expenses", "支出", "費用", "费用", "расходы", "расход":
            self = .expense
        default:
            return nil
        }
    }

    /// The five basic types: cash counts as an asset, conversion as equity.
    public var basic: AccountType {
        switch self {
        case .cash: return .asset
        case .conversion: return .equity
        default: return self
        }
    }

    /// Balance sheet accounts (assets, liabilities, equity) as opposed to
    /// income statement accounts (revenues, expenses).
    public var isBalanceSheet: Bool {
        switch basic {
        case .asset, .liability, .equity: return true
        default: return false
        }
    }
}
