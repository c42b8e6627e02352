import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `RegisterSummaryReport` as hledger lays out `register -M`:
///
/// ```
/// 2026-01   Expenses:Bills:Electricity                   118.42 USD     118.42 USD
///           Expenses:Bills:Rent                        1,800.00 USD   1,918.42 USD
/// ```
///
/// The period (as wide as its label: `2026-01`, `2026Q1`, `2026-09-28W40`)
/// on its first row, no description, the account elided to fit, then the
/// amount and the running total right-aligned; an amount in several
/// commodities takes several lines, at the top of its row, and the total
/// sits at the bottom, as in hledger.
public struct RegisterSummaryRenderer {
    public let report: RegisterSummaryReport
    public let journal: Journal
    /// The whole line's width in columns.
    public let width: Int
    public let style: TerminalStyle
    public var showsRates = false

    public init(report: RegisterSummaryReport, journal: Journal, width: Int, style: TerminalStyle, showsRates: Bool = false) {
        self.report = report
        self.journal = journal
        self.width = width
        self.style = style
        self.showsRates = showsRates
    }

    private var notes: ValuationNotes? { report.valuation.map { ValuationNotes(summary: $0, journal: journal) } }

    /// Text shows the period on its first row, the account, the amount and
    /// the running total; CSV has hledger's register columns (`"0"` for the
    /// transaction, the period's first day, no code or description); JSON
    /// the period, its days, the account and the amounts.
    static let columns: [Table.Column] = [
        .init(header: nil, csv: "txnidx", json: nil as String?),
        .init(header: nil, csv: nil, json: "period", inText: true),
        .init(header: nil, csv: "date", json: "start"),
        .init(header: nil, csv: nil, json: "last"),
        .init(header: nil, csv: "code", json: nil as String?),
        .init(header: nil, csv: "description", json: nil as String?),
        .init(header: nil, csv: "account", json: "account", inText: true),
        .init(header: nil, alignment: .right, csv: "amount", json: "amount", inText: true),
        .init(header: nil, alignment: .right, csv: "total", json: "total", inText: true),
    ]

    /// The document around the rows: its table holds none, `parts` gives them.
    func document() -> ReportDocument {
        let table = Table(columns: Self.columns, textLayout: layout)
        var document = ReportDocument(title: "", table: table, amounts: .ledger(journal: journal, target: report.valuation?.target))
        document.notes = notes?.text(showsRates: showsRates) ?? ""
        document.csvTrailer = showsRates ? notes?.ratesCSV() ?? "" : ""
        document.jsonShape = .rowsAlone
        document.jsonTrailingMembers = notes.map { [("valuation", $0.json(showsRates: showsRates))] } ?? []
        return document
    }

    /// The period column as wide as the widest label.
    private var layout: Table.TextLayout {
        .register(width: width, dateWidth: report.columns.map { PeriodLabel.text($0).count }.max() ?? 10)
    }

    /// The rows, `partSize` at a time, as the document's table would hold them.
    func parts(size partSize: Int = 4_096) -> DocumentParts {
        let rows = report.rows, accounts = journal.accounts, layout = layout
        return DocumentParts(count: rows.count, size: partSize) { range in
            var table = Table(columns: Self.columns, textLayout: layout)
            for row in rows[range] {
                let label = PeriodLabel.text(row.period)
                table.add(Table.Row([
                    .text("0"), Cell(.name(shown: row.startsPeriod ? label : "", data: label)),
                    row.period.start.map(Cell.date), row.period.lastDay.map(Cell.date), nil, nil,
                    row.account.map { .text(accounts.name($0)) }, .amount(row.amount), .amount(row.total),
                ]))
            }
            return table
        }
    }

    /// A table of a part's rows at a time, written as it is made (`DocumentParts`).
    public func writeText(to sink: some ByteSink) { document().writeText(style, parts: parts(), to: sink) }
    public func writeCSV(to sink: some ByteSink) { document().writeCSV(parts: parts(), to: sink) }
    public func writeJSON(to sink: some ByteSink) { document().writeJSON(parts: parts(), to: sink) }

    public func text() -> String { CollectedBytes.text(writeText) }
    public func csv() -> String { CollectedBytes.text(writeCSV) }
    public func json() -> String { CollectedBytes.text(writeJSON) }
}
