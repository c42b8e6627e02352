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
            let rows: [[String]]
            switch part(section, amounts) {
            case .figures(let figures): rows = csvRows(figures, section: Self.name(section).csv, amounts)
            case .table(let table): rows = csvRows(table, section: Self.name(section).csv, amounts)
            }
            for fields in rows { writer.writeRow(fields) }
        }
        for commodity in report.unconverted {
            writer.writeRow(["unconverted", today, journal.commodities.symbol(commodity), "", "", ""])
        }
        return writer.output
    }
}
