import TrackModel
import TrackReports

/// The dashboard as CSV: one row per figure, in the order of the text, so a
/// spreadsheet (or a status-bar script) can pick the figures it wants:
///
/// ```
/// "section","date","item","category","amount","share"
/// "balance","2026-11-21","assets and liabilities","","26206.62 USD",""
/// "top expenses","2026-11-21","Bills","Bills","2184.02 USD","70.4%"
/// "recent transactions","2026-11-20","Costco | Thanksgiving run","Essentials","-212.64 USD",""
/// ```
///
/// `date` is the day a figure is as of (a transaction's date for recent
/// transactions, the window's last day for required income).
extension OverviewRenderer {
    /// The columns of the dashboard's CSV, a figure per row.
    static let csvColumns = ["section", "date", "item", "category", "amount", "share"]

    public func csv() -> String {
        let amounts = self.amounts
        var writer = CSVWriter()
        writer.writeRow(Self.csvColumns)
        let today = report.today.description
        for section in report.sections {
            switch section {
            case .balance:
                writer.writeRow(["balance", today, "assets and liabilities", "", amounts.csv(report.balance), ""])
                writer.writeRow(["balance", report.previousMonthEnd.description, "assets and liabilities", "",
                                 amounts.csv(report.previousBalance), ""])
                writer.writeRow(["balance", today, "change since \(report.previousMonthEnd)", "",
                                 amounts.csv(report.balanceChange.amount), ""])
            case .month:
                let f = report.monthFigures
                for (item, figure) in [("income", f.income), ("expenses", f.expenses), ("net", f.net)] {
                    writer.writeRow(["this month", today, item, "", amounts.csv(figure), ""])
                }
                writer.writeRow(["this month", today, "savings rate", "", "", ReportAmounts.percent(f.savingsRate)])
            case .topExpenses:
                for fields in csvRows(topExpensesTable(amounts), amounts) { writer.writeRow(fields) }
            case .recentTransactions:
                for fields in csvRows(recentTransactionsTable(amounts), amounts) { writer.writeRow(fields) }
            case .requiredIncome:
                let r = report.requiredIncome
                guard let month = r.row(.month) else { continue }
                let date = r.window.lastDay?.description ?? ""
                writer.writeRow(["required income", date, "needed a month", "", amounts.csv(month.needed, r.currency), ""])
                writer.writeRow(["required income", date, "earned a month", "", amounts.csv(month.actual, r.currency), ""])
                writer.writeRow(["required income", date, "surplus a month", "", amounts.csv(month.surplus, r.currency), ""])
            }
        }
        for commodity in report.unconverted {
            writer.writeRow(["unconverted", today, journal.commodities.symbol(commodity), "", "", ""])
        }
        return writer.output
    }
}
