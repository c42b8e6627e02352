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

    private var amounts: ReportAmounts {
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

    public func text() -> String {
        let amounts = self.amounts
        if report.rows.isEmpty {
            return "Income and expenses per \(periodName)\n\n"
                + (report.span.isUnbounded ? "The journal has no transactions.\n" : "No transactions in this period.\n")
        }
        var out = "Income and expenses per \(periodName), \(PeriodLabel.text(report.span))\(amounts.currencyNote)\n\n"
        var table = StyledTable(columns: [
            .init(header: "Period"), .init(header: "Income", alignment: .right),
            .init(header: "Expenses", alignment: .right), .init(header: "Net", alignment: .right),
            .init(header: "Savings rate", alignment: .right), .init(header: "Expense change", alignment: .right),
            .init(header: "%", alignment: .right), .init(header: "Balance", alignment: .right),
        ])
        for row in report.rows {
            let change = row.expenseChange
            table.addRow([
                StyledTable.Cell(report.interval.label(for: row.period.start!)),
                amounts.cell(row.figures.income), amounts.cell(row.figures.expenses), amounts.cell(row.figures.net),
                rate(row.figures.savingsRate),
                change.map { amounts.change($0.amount, increaseIsBad: true) } ?? .empty,
                StyledTable.Cell(ReportAmounts.percent(change?.percent, signed: true)),
                amounts.cell(row.closingBalance),
            ])
        }
        table.addSeparator()
        for (label, figures) in [("Total", report.total), ("Average", report.average)] {
            table.addRow([StyledTable.Cell(label, .total), amounts.cell(figures.income), amounts.cell(figures.expenses),
                          amounts.cell(figures.net), rate(figures.savingsRate)])
        }
        out += table.render(style)
        out += notes(amounts)
        if chart { out += "\n" + chartText(amounts) }
        return out
    }

    private func rate(_ value: Quantity?) -> StyledTable.Cell {
        StyledTable.Cell(ReportAmounts.percent(value), value?.isNegative == true ? .negative : .plain)
    }

    private func notes(_ amounts: ReportAmounts) -> String {
        var lines: [String] = []
        lines += amounts.valuationNotes(report.valuation)
        if amounts.commodity == nil && report.rows.contains(where: { !$0.figures.income.amounts.isEmpty || !$0.figures.expenses.amounts.isEmpty }) {
            lines.append("Amounts in different commodities are listed apart, not summed; -X CUR values them in one currency.")
        }
        return (lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n")
            + (valuationNotes?.text(showsRates: showsRates) ?? "")
    }

    /// The bar chart: per period, a bar for income and one for expenses.
    private func chartText(_ amounts: ReportAmounts) -> String {
        var commodities: [CommodityID] = []
        for row in report.rows {
            for amount in row.figures.income.amounts + row.figures.expenses.amounts where !commodities.contains(amount.commodity) {
                commodities.append(amount.commodity)
            }
        }
        commodities.sort { journal.commodities.areInDisplayOrder($0, $1) }
        var out = ""
        for (n, commodity) in commodities.enumerated() {
            let rows = report.rows.filter {
                !$0.figures.income.quantity(of: commodity).isZero || !$0.figures.expenses.quantity(of: commodity).isZero
            }
            let values = rows.flatMap { [$0.figures.income.quantity(of: commodity), $0.figures.expenses.quantity(of: commodity)] }
            let maximum = values.max() ?? Quantity(0)
            let texts = values.map { amounts.text($0, commodity) }
            let labelWidth = rows.map { DisplayWidth.of(report.interval.label(for: $0.period.start!)) }.max() ?? 0
            let amountWidth = texts.map { DisplayWidth.of($0) }.max() ?? 0
            let barWidth = BarChart.width(columns: columns, used: labelWidth + 2 + 8 + 2 + 1 + amountWidth)
            let symbol = journal.commodities.symbol(commodity)
            if n > 0 { out += "\n" }
            out += "Income and expenses per \(periodName)" + (symbol.isEmpty ? "" : " in \(symbol)") + "\n"
            for (i, row) in rows.enumerated() {
                for (j, (name, paint)) in [("income", Paint.income), ("expenses", .expenses)].enumerated() {
                    let value = values[i * 2 + j]
                    let bar = BarChart.bar(value, maximum: maximum, width: barWidth)
                    let label = j == 0 ? report.interval.label(for: row.period.start!) : ""
                    out += DisplayWidth.padding(label, toWidth: labelWidth, alignRight: false) + "  "
                        + DisplayWidth.padding(name, toWidth: 8, alignRight: false) + "  "
                        + StyledTable.paint(StyledTable.Line(bar, paint), style)
                        + String(repeating: " ", count: barWidth - DisplayWidth.of(bar) + 1)
                        + DisplayWidth.padding(texts[i * 2 + j], toWidth: amountWidth, alignRight: true) + "\n"
                }
            }
        }
        return out
    }

    /// One row per period, then `total` and `average`; amounts in hledger's
    /// CSV form (symbol, no digit groups), dates inclusive.
    public func csv() -> String {
        let amounts = self.amounts
        var writer = CSVWriter()
        writer.writeRow(["period", "start", "end", "income", "expenses", "net", "savings rate",
                         "expense change", "expense change %", "closing balance"])
        for row in report.rows {
            writer.writeRow([
                report.interval.label(for: row.period.start!), row.period.start!.description,
                row.period.lastDay!.description, amounts.csv(row.figures.income), amounts.csv(row.figures.expenses),
                amounts.csv(row.figures.net), ReportAmounts.percent(row.figures.savingsRate),
                row.expenseChange.map { amounts.csv($0.amount) } ?? "",
                ReportAmounts.percent(row.expenseChange?.percent, signed: true), amounts.csv(row.closingBalance),
            ])
        }
        let start = report.span.start?.description ?? "", end = report.span.lastDay?.description ?? ""
        for (label, figures) in [("total", report.total), ("average", report.average)] {
            writer.writeRow([label, start, end, amounts.csv(figures.income), amounts.csv(figures.expenses),
                             amounts.csv(figures.net), ReportAmounts.percent(figures.savingsRate), "", "", ""])
        }
        return writer.output + (showsRates ? valuationNotes?.ratesCSV() ?? "" : "")
    }

    public func json() -> String {
        let amounts = self.amounts
        func figures(_ f: PeriodSummaryReport.Figures) -> [(String, JSONValue)] {
            [("income", amounts.json(f.income)), ("expenses", amounts.json(f.expenses)), ("net", amounts.json(f.net)),
             ("savingsRate", ReportAmounts.json(percent: f.savingsRate))]
        }
        let rows: [JSONValue] = report.rows.map { row in
            var fields: [(String, JSONValue)] = [
                ("period", .string(report.interval.label(for: row.period.start!))),
                ("start", .string(row.period.start!.description)), ("end", .string(row.period.lastDay!.description)),
            ]
            fields += figures(row.figures)
            fields.append(("expenseChange", row.expenseChange.map { change in
                .object([("amount", amounts.json(change.amount)), ("percent", ReportAmounts.json(percent: change.percent))])
            } ?? .null))
            fields.append(("closingBalance", amounts.json(row.closingBalance)))
            return .object(fields)
        }
        let value = JSONValue.object([
            ("interval", .string(report.interval.rawValue)),
            ("start", report.span.start.map { .string($0.description) } ?? .null),
            ("end", report.span.lastDay.map { .string($0.description) } ?? .null),
            ("valuation", valuationNotes?.json(showsRates: showsRates) ?? .null),
            ("rows", .array(rows)),
            ("total", .object(figures(report.total))),
            ("average", .object(figures(report.average))),
        ])
        return value.rendered(pretty: true) + "\n"
    }
}
