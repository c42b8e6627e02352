import TrackModel
import TrackReports
import TrackSyntax

/// Helpers for the household report tests (period summary, categories,
/// required income, overview), which read journals with `ReportTestJournal`
/// and use `date` and `span`: amounts shown at the scale they have
/// (`-5.00 USD`, where `ReportTestJournal.show` normalizes to `-5 USD`).
enum HouseholdReportJournal {
    /// `mixed` as `quantity symbol` strings in commodity order: `["-5.00 USD"]`.
    static func show(_ mixed: MixedAmount, in journal: Journal) -> [String] {
        mixed.removingZeros().amounts.map { show($0, in: journal) }
    }

    static func show(_ amount: Amount, in journal: Journal) -> String {
        let symbol = journal.commodities.symbol(amount.commodity)
        return symbol.isEmpty ? "\(amount.quantity)" : "\(amount.quantity) \(symbol)"
    }

    static func usd(_ journal: Journal) -> CommodityID { journal.commodities.id(of: "USD")! }

    static func quantity(_ text: String) -> Quantity { Quantity(text)! }
}
