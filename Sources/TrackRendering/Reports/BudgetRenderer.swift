import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `BudgetReport` (`track budget`):
///
/// ```
/// Budget, 2026-10 (in USD)
///
///                      ||   Actual    Budget  Remaining  Used
/// =====================++=============================================
///  Expenses            || 3,921.65  4,000.00      78.35   98%  ███████████████████▋
///   Essentials         || 1,075.04  1,500.00     424.96   72%  ██████████████▍
///   Leisure            ||   665.38    300.00    -365.38  222%  ████████████████████ over
/// ---------------------++---------------------------------------------
///  Total expenses      || 3,921.65  4,000.00      78.35   98%
/// ```
///
/// Accounts are indented under their parents; with several periods each
/// is a section. `Used` is `–` for a budget of zero (there is no share of
/// nothing); over-budget rows say `over` and are painted so. CSV and JSON
/// carry the full account name and the figures, `used` null for `–`.
public struct BudgetRenderer {
    public let report: BudgetReport
    public let journal: Journal
    public let style: TerminalStyle

    /// How many columns a bar takes at 100% used.
    static let barWidth = 20

    public init(report: BudgetReport, journal: Journal, style: TerminalStyle) {
        self.report = report
        self.journal = journal
        self.style = style
    }

    private var amounts: ReportAmounts {
        var shown: [MixedAmount] = []
        for row in report.rows {
            for f in row.figures { shown += [f.actual, f.budget] }
        }
        return ReportAmounts(journal: journal, showing: shown)
    }

    private var sectioned: Bool { report.columns.count > 1 }

    private func title(_ amounts: ReportAmounts) -> String {
        guard let first = report.columns.first, let last = report.columns.last else { return "Budget" }
        return "Budget, " + PeriodLabel.text(DateSpan(start: first.start, end: last.end)) + amounts.currencyNote
    }

    /// The columns; with `--rollover`, what was carried in follows the budget.
    private var columns: [Table.Column] {
        var columns: [Table.Column] = [
            .textOnly(""),
            .init(header: nil, csv: "period", json: [String]?.none, isKey: true),
            .init(header: nil, csv: "account", json: "account", isKey: true),
            .jsonOnly("depth"),
            .init(header: "Actual", alignment: .right, csv: "actual", json: "actual"),
            .init(header: "Budget", alignment: .right, csv: "budget", json: "budget"),
        ]
        if report.rollover { columns.append(.init(header: "Carried in", alignment: .right, csv: "carried in", json: "carriedIn")) }
        return columns + [
            .init(header: "Remaining", alignment: .right, csv: "remaining", json: "remaining"),
            .textOnly("Used", alignment: .right),
            .init(header: nil, csv: "used %", json: "used"),
            .init(header: nil, csv: "over", json: "over"),
            .textOnly(""),
        ]
    }

    /// The name as text shows it: indented under its parent, by its last part.
    private func shownName(_ row: BudgetReport.Row) -> String {
        guard row.account != nil, row.depth > 1 else { return row.name }
        let leaf = row.name.split(separator: ":", omittingEmptySubsequences: false).last.map(String.init) ?? row.name
        return String(repeating: " ", count: row.depth - 1) + leaf
    }

    private func cells(name: Cell, period: String, account: String, depth: Int, _ f: BudgetReport.Figures) -> [Cell?] {
        let paint: Paint = f.isOver ? .overBudget : .plain
        var used = Cell.text(f.used.map { Self.percent($0) } ?? "–", paint: paint)
        if f.used == nil { used.paint = .muted }
        let blocks = f.used.map { used in
            Bar(min(max(used, Quantity(0)), Quantity(100)), maximum: Quantity(100), length: .columns(Self.barWidth)).blocks
        } ?? ""
        // Padded to its full width: the grid aligns cells right, and the bars should start together.
        let padded = blocks + String(repeating: " ", count: max(0, Self.barWidth - blocks.count))
        let bar: Cell? = f.used == nil && !f.isOver ? nil
            : .text(padded + (f.isOver ? " over" : "     "), paint: f.isOver ? .overBudget : .share)
        // The unbudgeted row has no budget, so nothing remains of one.
        let budgeted = account != BudgetReport.unbudgeted
        let carried: [Cell?] = report.rollover ? [budgeted ? .amount(f.carriedIn) : nil] : []
        return [name, .text(period), .text(account), Cell(.number(Quantity(depth))),
                .amount(f.actual), budgeted ? .amount(f.budget) : nil] + carried + [budgeted ? .amount(f.remaining) : nil, used,
                .percentage(f.used), .flag(f.isOver), bar]
    }

    /// `98%`: whole percent, as hledger's budget shows it; JSON keeps the exact figure.
    static func percent(_ value: Quantity) -> String {
        (value.rounded(toScale: 0) ?? value).description + "%"
    }

    public func document() -> ReportDocument {
        let amounts = self.amounts
        var table = Table(columns: columns, textLayout: .grid)
        for (c, span) in report.columns.enumerated() {
            let label = PeriodLabel.text(span)
            if sectioned { table.add(Table.Row([], emphasis: .section(title: label))) }
            for row in report.rows {
                let name = Cell.text(shownName(row), paint: row.depth == 1 ? .total : .plain)
                table.add(Table.Row(cells(name: name, period: label, account: row.name, depth: row.depth, row.figures[c])))
            }
            if c < report.totals.count {
                let total = cells(name: .text("Total expenses", paint: .total), period: label, account: "total", depth: 0,
                                  report.totals[c])
                table.add(Table.Row(total, emphasis: .total(key: "total")))
            }
        }
        var document = ReportDocument(title: title(amounts), table: table, amounts: amounts)
        document.emptyMessage = report.usedRuleCount == 0 && report.ruleCount > 0
            ? "No budget rule's description matches --budget." : "Nothing budgeted or spent in this period."
        document.jsonMembers = [
            ("start", report.columns.first?.start.map { .string($0.description) } ?? .null),
            ("end", report.columns.last?.lastDay.map { .string($0.description) } ?? .null),
        ]
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
extension BudgetRenderer: ReportRenderer {}
