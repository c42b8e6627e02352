import TrackModel
import TrackReports

/// The multi-period layouts of `track balance` (`-D`…`-Y`), as hledger's
/// `bal -M`: a title, then a grid with a column per period (change
/// headings such as `Jan` or `2026Q1`, or end dates for balances), optional
/// total and average columns, and a total row; `--transpose` swaps rows and
/// columns in text and CSV. CSV has hledger's columns (`"account","2026-01",…,"total","average"`).
extension BalanceRenderer {
    var title: String {
        let span = DateSpan(start: report.columns.first?.start, end: report.columns.last?.end)
        let kind: String
        switch periods?.accumulation ?? .change {
        case .change: kind = "Balance changes"
        case .cumulative: kind = "Ending balances (cumulative)"
        case .historical: kind = "Ending balances (historical)"
        }
        return "\(kind) in \(PeriodLabel.text(span))\(valuationTitle.map { ", " + $0 } ?? ""):"
    }

    func periodDocument(_ layout: PeriodLayout) -> ReportDocument {
        let columns = AccountPeriodColumns(
            headings: layout.accumulation == .change ? PeriodLabel.changeHeadings(report.columns) : PeriodLabel.endHeadings(report.columns),
            csvNames: report.columns.map(PeriodLabel.text),
            total: layout.showsTotalColumn ? "total" : nil, average: layout.average)
        var table = Table(columns: columns.columns, textLayout: .grid)
        for row in report.rows {
            table.add(Table.Row(AccountPeriodColumns.keys(row, journal) + columns.cells(row.amounts)))
        }
        if showTotal {
            // With no rows there is no total, as in hledger (blank, not 0); JSON still has it.
            table.add(columns.totalRow("total", report.totals, emphasis: .total(key: "totals"), bare: report.rows.isEmpty))
        }
        var document = ReportDocument(title: title, table: table, amounts: .ledger(journal: journal, target: report.valuation?.target))
        document.transposed = layout.transpose
        let accumulation: String
        switch layout.accumulation {
        case .change: accumulation = "change"
        case .cumulative: accumulation = "cumulative"
        case .historical: accumulation = "historical"
        }
        document.jsonMembers = [
            ("title", .string(String(title.dropLast()))),
            ("accumulation", .string(accumulation)),
            ("columns", PeriodJSON.columns(report.columns)),
        ]
        return finished(document)
    }
}
