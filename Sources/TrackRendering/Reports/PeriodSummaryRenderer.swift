import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `PeriodSummaryReport` (`track report monthly`):
///
/// ```
/// Income and expenses per month, 2026-01-01..2026-11-30 (in USD)
///
/// Period     Income  Expenses     Net  Savings rate  Expense change      %   Balance
/// ---------------------------------------------------------------------------------
/// 2026-01  4,623.96  3,677.51  946.45         20.5%                         15,280.14
/// 2026-02  4,625.58  4,013.63  611.95         13.2%        ▲ 336.12   +9.1% 15,892.09
/// ```
///
/// then a total and an average row, and with `chart` a bar chart of income
/// against expenses per period, a chart per commodity unless everything is
/// in one.
public struct PeriodSummaryRenderer {
    public let report: PeriodSummaryReport
    public let journal: Journal
    public let style: TerminalStyle
    public let chart: Bool
    /// The line width the chart fills.
    public let columns: Int
    /// `--show-rates`.
    public var showsRates = false

    public init(report: PeriodSummaryReport, journal: Journal, style: TerminalStyle, chart: Bool, columns: Int, showsRates: Bool = false) {
        self.report = report
        self.journal = journal
        self.style = style
        self.chart = chart
        self.columns = columns
        self.showsRates = showsRates
    }

    private var valuationNotes: ValuationNotes? { report.valuation.map { ValuationNotes(summary: $0, journal: journal) } }

    var amounts: ReportAmounts {
        var shown: [MixedAmount] = []
        for row in report.rows {
            shown += [row.figures.income, row.figures.expenses, row.figures.net, row.closingBalance]
            if let change = row.expenseChange { shown.append(change.amount) }
        }
        return ReportAmounts(journal: journal, showing: shown)
    }

    private var periodName: String {
        switch report.interval {
        case .daily: return "day"
        case .weekly: return "week"
        case .monthly: return "month"
        case .quarterly: return "quarter"
        case .yearly: return "year"
        }
    }

    /// The columns, declared once for every format: text leaves out the
    /// dates, CSV and JSON name each their way, JSON nests the change.
    static let columns: [Table.Column] = [
        .init(header: "Period", csv: "period", json: "period", isKey: true),
        .init(header: nil, csv: "start", json: "start", isKey: true),
        .init(header: nil, csv: "end", json: "end", isKey: true),
        .init(header: "Income", alignment: .right, csv: "income", json: "income"),
        .init(header: "Expenses", alignment: .right, csv: "expenses", json: "expenses"),
        .init(header: "Net", alignment: .right, csv: "net", json: "net"),
        .init(header: "Savings rate", alignment: .right, csv: "savings rate", json: "savingsRate"),
        .init(header: "Expense change", alignment: .right, csv: "expense change", json: ["expenseChange", "amount"]),
        .init(header: "%", alignment: .right, csv: "expense change %", json: ["expenseChange", "percent"]),
        .init(header: "Balance", alignment: .right, csv: "closing balance", json: "closingBalance"),
    ]

    /// One row per period, then a total and an average row over the whole span.
    func document() -> ReportDocument {
        let amounts = self.amounts
        var table = Table(columns: Self.columns)
        func figures(_ f: PeriodSummaryReport.Figures) -> [Cell?] {
            [.amount(f.income), .amount(f.expenses), .amount(f.net), .percentage(f.savingsRate, paintsNegative: true)]
        }
        for row in report.rows {
            let change = row.expenseChange
            let cells: [Cell?] = [.text(report.interval.label(for: row.period.start!)), .date(row.period.start!),
                                  .date(row.period.lastDay!)]
            table.add(Table.Row(cells + figures(row.figures) + [
                change.map { Cell(.change($0.amount, increaseIsBad: true)) },
                change.map { .percentage($0.percent, signed: true) },
                .amount(row.closingBalance),
            ]))
        }
        let start = report.span.start?.description ?? "", end = report.span.lastDay?.description ?? ""
        for (label, summary) in [("Total", report.total), ("Average", report.average)] {
            let name = Cell(.name(shown: label, data: label.lowercased()), paint: .total)
            table.add(Table.Row([name, .text(start), .text(end)] + figures(summary), emphasis: .total(key: label.lowercased())))
        }
        let title = report.rows.isEmpty ? "Income and expenses per \(periodName)"
            : "Income and expenses per \(periodName), \(PeriodLabel.text(report.span))\(amounts.currencyNote)"
        var document = ReportDocument(title: title, table: table, amounts: amounts)
        document.emptyMessage = report.span.isUnbounded ? "The journal has no transactions." : "No transactions in this period."
        document.notes = notes(amounts)
        document.charts = chart ? charts(amounts) : nil
        document.lineWidth = columns
        document.csvTrailer = showsRates ? valuationNotes?.ratesCSV() ?? "" : ""
        document.jsonMembers = [
            ("interval", .string(report.interval.rawValue)),
            ("start", report.span.start.map { .string($0.description) } ?? .null),
            ("end", report.span.lastDay.map { .string($0.description) } ?? .null),
            ("valuation", valuationNotes?.json(showsRates: showsRates) ?? .null),
        ]
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }

    private func notes(_ amounts: ReportAmounts) -> String {
        var lines: [String] = []
        lines += amounts.valuationNotes(report.valuation)
        if amounts.commodity == nil && report.rows.contains(where: { !$0.figures.income.amounts.isEmpty || !$0.figures.expenses.amounts.isEmpty }) {
            lines.append("Amounts in different commodities are listed apart, not summed; -X CUR values them in one currency.")
        }
        return (lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n")
            + (valuationNotes?.text(showsRates: showsRates) ?? "")
    }

    /// The bar charts: per period, a bar for income and one for expenses,
    /// a chart per commodity (periods with neither left out).
    private func charts(_ amounts: ReportAmounts) -> [Chart] {
        var commodities: [CommodityID] = []
        for row in report.rows {
            for amount in row.figures.income.amounts + row.figures.expenses.amounts where !commodities.contains(amount.commodity) {
                commodities.append(amount.commodity)
            }
        }
        commodities.sort { journal.commodities.areInDisplayOrder($0, $1) }
        return commodities.map { commodity in
            let symbol = journal.commodities.symbol(commodity)
            var chart = Chart(title: "Income and expenses per \(periodName)" + (symbol.isEmpty ? "" : " in \(symbol)"),
                              series: [.init(name: "income", paint: .income), .init(name: "expenses", paint: .expenses)])
            for row in report.rows {
                let values = [row.figures.income.quantity(of: commodity), row.figures.expenses.quantity(of: commodity)]
                guard values.contains(where: { !$0.isZero }) else { continue }
                chart.add(Chart.Group(label: report.interval.label(for: row.period.start!),
                                      values: values.map { Chart.Value($0, text: amounts.text($0, commodity)) }))
            }
            return chart
        }
    }
}
