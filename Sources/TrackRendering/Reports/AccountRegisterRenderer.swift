import TrackModel
import TrackReports

/// Writes an `AccountRegisterReport`: under the title "Transactions in
/// ACCOUNT and subaccounts:", a row per transaction with its date,
/// description, the other accounts (abbreviated as hledger abbreviates them,
/// `As:Ba:Checking`), the change and the running balance. CSV has hledger's
/// `aregister -O csv` columns.
public struct AccountRegisterRenderer: ReportRenderer {
    public let report: AccountRegisterReport
    public let journal: Journal

    public init(report: AccountRegisterReport, journal: Journal) {
        self.report = report
        self.journal = journal
    }

    /// hledger's short account name: each part but the last cut to two characters.
    static func abbreviated(_ name: String) -> String {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        return (parts.dropLast().map { String($0.prefix(2)) } + [String(parts.last ?? "")]).joined(separator: ":")
    }

    func document() -> ReportDocument {
        var table = Table(columns: [
            .init(header: nil, csv: "txnidx", json: "txnidx"),
            .init(header: "Date", csv: "date", json: "date"),
            .init(header: nil, csv: "code", json: "code"),
            .init(header: "Description", csv: "description", json: "description"),
            .init(header: "Other accounts", csv: "otheraccounts", json: "otherAccounts"),
            .init(header: "Change", alignment: .right, csv: "change", json: "change"),
            .init(header: "Balance", alignment: .right, csv: "balance", json: "balance"),
        ])
        for row in report.rows {
            let transaction = journal.transactions[row.transactionIndex]
            let others = row.otherAccounts.map { Self.abbreviated(journal.accounts.name($0)) }.joined(separator: ", ")
            table.add(Table.Row([
                Cell(.number(Quantity(row.transactionIndex + 1))), .date(row.date), .text(journal.string(transaction.code)),
                .text(journal.string(transaction.description)), .text(others), .amount(row.change), .amount(row.balance),
            ]))
        }
        let title = "Transactions in \(journal.accounts.name(report.account)) and subaccounts:"
        return ReportDocument(title: title, table: table, amounts: ReportAmounts(journal: journal, showing: []))
    }

    public func text() -> String { document().text(TerminalStyle(enabled: false)) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
