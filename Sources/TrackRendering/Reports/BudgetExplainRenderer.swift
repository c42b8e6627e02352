import TrackModel
import TrackReports
import TrackSyntax

/// Writes one account's envelope arithmetic (`track budget --explain
/// ACCOUNT`), a line per period, so that a rollover can be followed:
///
/// ```
/// Expenses:Leisure, rollover: positive (in USD)
///
/// Period   Carried in  Budgeted  Available   Spent     Left  Carried out
/// ----------------------------------------------------------------------
/// 2026-09      115.79    300.00     415.79  407.27     8.52         8.52
/// 2026-10        8.52    300.00     308.52  665.38  -356.86            0
/// ```
public struct BudgetExplainRenderer {
    public let report: BudgetReport
    public let row: BudgetReport.Row
    public let journal: Journal
    public let style: TerminalStyle

    public init(report: BudgetReport, row: BudgetReport.Row, journal: Journal, style: TerminalStyle) {
        self.report = report
        self.row = row
        self.journal = journal
        self.style = style
    }

    private static let columns: [Table.Column] = [
        .init(header: "Period", csv: "period", json: "period", isKey: true),
        .init(header: "Carried in", alignment: .right, csv: "carried in", json: "carriedIn"),
        .init(header: "Budgeted", alignment: .right, csv: "budgeted", json: "budgeted"),
        .init(header: "Available", alignment: .right, csv: "available", json: "available"),
        .init(header: "Spent", alignment: .right, csv: "spent", json: "spent"),
        .init(header: "Left", alignment: .right, csv: "left", json: "left"),
        .init(header: "Carried out", alignment: .right, csv: "carried out", json: "carriedOut"),
    ]

    public func document() -> ReportDocument {
        var shown: [MixedAmount] = []
        for f in row.figures { shown += [f.carriedIn, f.budget, f.actual, f.carriedOut] }
        let amounts = ReportAmounts(journal: journal, showing: shown)
        var table = Table(columns: Self.columns)
        for (span, f) in zip(report.columns, row.figures) {
            table.add(Table.Row([.text(PeriodLabel.text(span)), .amount(f.carriedIn), .amount(f.budget), .amount(f.available),
                                 .amount(f.actual), Cell(.amount(f.remaining), paint: f.isOver ? .overBudget : .plain),
                                 .amount(f.carriedOut)]))
        }
        let mode = row.rollover ?? .full
        var document = ReportDocument(title: row.name + ", rollover: " + mode.rawValue + amounts.currencyNote, table: table,
                                      amounts: amounts)
        document.notes = "\n" + Self.rule(mode) + "\n"
        document.jsonMembers = [("account", .string(row.name)), ("rollover", .string(mode.rawValue))]
        return document
    }

    /// The arithmetic in words, under the table.
    static func rule(_ mode: RolloverMode) -> String {
        let carried = switch mode {
        case .full: "carried out = left, overspending included"
        case .positive: "carried out = left when above zero, else 0 (overspending is absorbed)"
        case .none: "carried out = 0 (each period starts afresh)"
        }
        return "available = carried in + budgeted; left = available - spent; " + carried + "."
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}

extension BudgetExplainRenderer: ReportRenderer {}
