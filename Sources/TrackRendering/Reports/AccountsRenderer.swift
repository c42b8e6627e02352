import TrackModel
import TrackReports

/// Writes an `AccountsReport`: one account per line, full names in a flat
/// list or leaf names indented two spaces per level in a tree; with types,
/// each followed by its type as an account directive's comment would say it:
///
/// ```
/// Assets                  ; type: Asset
///   Bank
///     Checking            ; type: Cash
/// ```
public struct AccountsRenderer {
    public let report: AccountsReport
    public let journal: Journal
    public let showsTypes: Bool

    public init(report: AccountsReport, journal: Journal, showsTypes: Bool) {
        self.report = report
        self.journal = journal
        self.showsTypes = showsTypes
    }

    /// Text shows the indented name and, with types, `; type: Cash`; CSV
    /// and JSON the full name, the type and whether it is declared and used.
    var columns: [Table.Column] {
        [
            .init(header: nil, csv: "account", json: "account"),
            .init(header: nil, csv: nil, json: "name", inText: true),
            .init(header: nil, csv: nil, json: "indent"),
            .init(header: nil, csv: "type", json: "type", inText: showsTypes),
            .init(header: nil, csv: "declared", json: "declared"),
            .init(header: nil, csv: "used", json: "used"),
        ]
    }

    func document() -> ReportDocument {
        var table = Table(columns: columns)
        for row in report.rows {
            table.add(Table.Row([
                .text(journal.accounts.name(row.account)),
                Cell(.name(shown: String(repeating: "  ", count: row.indent) + row.name, data: row.name)),
                .integer(row.indent),
                row.type.map { Cell(.name(shown: "; type: " + $0.rawValue, data: $0.rawValue)) },
                .flag(row.isDeclared),
                .flag(row.isUsed),
            ]))
        }
        var document = ReportDocument(title: "", table: table, amounts: ReportAmounts(journal: journal, showing: []))
        document.jsonShape = .rowsAlone
        return document
    }

    public func text() -> String { document().text(TerminalStyle(enabled: false)) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
