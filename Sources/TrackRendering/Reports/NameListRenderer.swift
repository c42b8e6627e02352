import TrackModel
import TrackReports

/// Writes a `NameListReport`: one name per line in text (as hledger's
/// `payees`, `descriptions`, `tags`, `commodities`), one column named after
/// the kind in CSV, an array of strings in JSON.
public struct NameListRenderer: ReportRenderer {
    public let report: NameListReport
    public let journal: Journal
    /// The column's name in CSV and JSON: `payee`, `description`, `tag`, `value`, `commodity`.
    public let column: String

    public init(report: NameListReport, journal: Journal, column: String) {
        self.report = report
        self.journal = journal
        self.column = column
    }

    func document() -> ReportDocument {
        var table = Table(columns: [.init(header: nil, csv: column, json: column, inText: true)])
        for name in report.names { table.add(Table.Row([.text(name)])) }
        var document = ReportDocument(title: "", table: table, amounts: ReportAmounts(journal: journal, showing: []))
        document.jsonShape = .rowsAlone
        return document
    }

    public func text() -> String { document().text(TerminalStyle(enabled: false)) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
