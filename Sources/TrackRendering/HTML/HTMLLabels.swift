/// Every word the HTML report writes itself (headings, card labels, column
/// headings, series names), from one table per language. A label is keyed
/// by its English text, which is the English table; Traditional Chinese
/// (the seeds' default language) has a table of its own. A word missing
/// from a language's table falls back to English (a test keeps the table
/// complete). Names from the journal (accounts, payees) are never
/// translated.
public struct HTMLLabels: Sendable {
    public enum Language: String, Sendable, CaseIterable {
        case english = "en"
        case traditionalChinese = "zh-TW"

        /// The page's `lang` attribute.
        var tag: String { self == .english ? "en" : "zh-Hant-TW" }

        /// The language a `LANG` value asks for: Traditional Chinese for
        /// `zh_TW`, `zh_HK`, `zh_MO` and `zh_Hant…`, English otherwise.
        public static func fromLocale(_ locale: String?) -> Language {
            guard let locale else { return .english }
            let name = locale.replacing("-", with: "_").lowercased()
            for prefix in ["zh_tw", "zh_hk", "zh_mo", "zh_hant"] where name.hasPrefix(prefix) { return .traditionalChinese }
            return .english
        }
    }

    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    /// The label in the page's language. A label may hold `{name}`
    /// placeholders, filled by the caller after the lookup.
    public func callAsFunction(_ english: String) -> String {
        switch language {
        case .english: return english
        case .traditionalChinese: return Self.traditionalChinese[english] ?? english
        }
    }

    /// Every label the report writes, in English.
    public static var keys: [String] { traditionalChinese.keys.sorted() }

    static let traditionalChinese: [String: String] = [
        "Household report": "家計報表",
        "Contents": "目錄",
        "Overview": "總覽",
        "Net worth": "淨資產",
        "Income this month": "本月收入",
        "Expenses this month": "本月支出",
        "Net this month": "本月淨額",
        "Savings rate": "儲蓄率",
        "since": "相較",
        "no change": "無變化",
        "as of": "截至",
        "Income and expenses": "收支",
        "Spending by category": "分類支出",
        "Income by category": "分類收入",
        "compared with": "比較",
        "Net worth over time": "淨資產走勢",
        "Latest transactions": "最近交易",
        "Made by track": "由 track 產生",
        "income": "收入",
        "expenses": "支出",
        "net": "淨額",
        "net worth": "淨資產",
        "in": "幣別",
        "Period": "期間",
        "Income": "收入",
        "Expenses": "支出",
        "Net": "淨額",
        "Expense change": "支出變化",
        "%": "%",
        "Balance": "餘額",
        "closing balance": "期末餘額",
        "period": "期間",
        "Category": "分類",
        "Amount": "金額",
        "Share": "占比",
        "Previous": "前期",
        "Change": "變化",
        "date": "日期",
        "item": "項目",
        "category": "分類",
        "amount": "金額",
        "transfer": "轉帳",
        "Total": "合計",
        "* no rate to {currency} for {commodities}: those amounts are shown unconverted": "* {commodities} 沒有對 {currency} 的匯率：這些金額未換算",
        "Nothing to show: the journal has no transactions.": "沒有可顯示的內容：日誌中沒有交易。",
        "Valued in {currency} {when}, with the journal's P prices.": "以 {currency} 計值（{when}，依日誌的 P 價格）。",
        "at the prices of": "以此日價格：",
        "at each posting's date": "各筆交易日",
        "at the end of each period": "各期期末",
        "Average": "平均",
        "Budget": "預算",
        "Goals": "目標",
        "Actual": "實際",
        "Remaining": "剩餘",
        "Used": "使用率",
        "Total expenses": "支出合計",
    ]
}
