import TrackModel
import TrackReports

/// `track reconcile`'s table: the journal's balance, the statement's and
/// the difference, amounts aligned on the right.
///
/// ```
/// Assets:Bank:Checking on 2026-11-21
///
/// journal balance      $1,234.56
/// statement balance    $1,300.00
/// difference              $65.44
/// ```
public struct ReconciliationRenderer {
    public let report: ReconciliationReport
    public let journal: Journal

    public init(report: ReconciliationReport, journal: Journal) {
        self.report = report
        self.journal = journal
    }

    public var text: String {
        let formatter = AmountFormatter(commodities: journal.commodities)
        let rows = [("journal balance", report.journalBalance), ("statement balance", report.statementBalance),
                    ("difference", report.difference)]
            .map { ($0.0, formatter.formatExact($0.1, commodity: report.commodity)) }
        var table = TextTable(columns: [.init(), .init(alignment: .right)])
        for (label, amount) in rows { table.addRow([TextTable.Cell(label), TextTable.Cell(amount)]) }
        let subaccounts = report.includesSubaccounts ? " (with its subaccounts)" : ""
        return "\(journal.accounts.name(report.account))\(subaccounts) on \(report.date.description)\n\n" + table.render()
    }
}
