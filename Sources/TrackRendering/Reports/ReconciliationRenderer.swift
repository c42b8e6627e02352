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

    /// A label column and an amount column, without headings.
    static let columns: [Table.Column] = [.textOnly(""), .textOnly("", alignment: .right)]

    /// The three balances, each written exactly (every digit the journal has).
    func document() -> ReportDocument {
        let formatter = AmountFormatter(commodities: journal.commodities)
        var table = Table(columns: Self.columns)
        for (label, amount) in [("journal balance", report.journalBalance), ("statement balance", report.statementBalance),
                                ("difference", report.difference)] {
            table.add(Table.Row([.text(label), .text(formatter.formatExact(amount.normalized, commodity: report.commodity))]))
        }
        let subaccounts = report.includesSubaccounts ? " (with its subaccounts)" : ""
        return ReportDocument(title: "\(journal.accounts.name(report.account))\(subaccounts) on \(report.date.description)",
                              table: table, amounts: ReportAmounts(formatter: formatter, commodity: nil))
    }

    /// Plain text: reconcile writes no colour.
    public var text: String { document().text(TerminalStyle(enabled: false)) }

    /// `reconcile -O json`: one object with the account, the day, each balance
    /// as a JSON amount (with its exact digits) and whether they agree.
    public var json: String {
        let formatter = AmountFormatter(commodities: journal.commodities)
        func amount(_ quantity: Quantity) -> JSONValue { AmountJSON.amount(Amount(quantity, report.commodity), formatter) }
        let object = JSONValue.object([
            ("account", .string(journal.accounts.name(report.account))),
            ("includesSubaccounts", .bool(report.includesSubaccounts)),
            ("date", .string(report.date.description)),
            ("journalBalance", amount(report.journalBalance)),
            ("statementBalance", amount(report.statementBalance)),
            ("difference", amount(report.difference)),
            ("agrees", .bool(report.agrees)),
        ])
        return object.rendered(pretty: true) + "\n"
    }
}
