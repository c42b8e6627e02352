import TrackModel
import TrackReports

/// The budget as a section of the HTML report: `track budget`'s own table
/// (actual, budget, remaining, % used, the bar, over-budget rows painted
/// so), never a second computation.
extension BudgetRenderer {
    /// nil when the journal budgets nothing in the period (no `~` rules).
    public func htmlSection(_ labels: HTMLLabels) -> HTMLSection? {
        guard report.rows.contains(where: \.isBudgeted) else { return nil }
        let document = self.document()
        let table = TableHTMLEncoder(amounts: document.amounts, heading: { labels($0) }).encode(document.table)
        let period = report.columns.first.map { PeriodLabel.text($0) } ?? ""
        return HTMLSection(id: "budget", title: labels("Budget"), subtitle: period, parts: [.table(table)])
    }
}
