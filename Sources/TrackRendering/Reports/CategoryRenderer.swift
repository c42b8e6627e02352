import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `CategoryReport` (`track report categories`):
///
/// ```
/// Expenses by category, 2026-11 (in USD)
///
/// Category      Amount   Share
/// ----------------------------------
/// Bills       2,184.02   70.4%  ██████████████████████████████
/// Essentials    730.54   23.6%  ██████████
/// ----------------------------------
/// Total       3,100.77  100.0%
/// ```
///
/// Subcategories are indented under their category; with a previous period
/// the columns `Previous`, `Change` and `%` follow `Share`. Shares and bars
/// need one commodity: without it (and without `-X`) they are left out.
public struct CategoryRenderer {
    public let report: CategoryReport
    public let journal: Journal
    public let style: TerminalStyle
    /// The line width the bars fill.
    public let columns: Int
    /// `--show-rates`.
    public var showsRates = false

    public init(report: CategoryReport, journal: Journal, style: TerminalStyle, columns: Int, showsRates: Bool = false) {
        self.report = report
        self.journal = journal
        self.style = style
        self.columns = columns
        self.showsRates = showsRates
    }

    private var valuationNotes: ValuationNotes? { report.valuation.map { ValuationNotes(summary: $0, journal: journal) } }

    private var amounts: ReportAmounts {
        var shown = [report.total]
        for row in report.rows {
            shown.append(row.amount)
            if let previous = row.previous { shown.append(previous) }
            if let change = row.change { shown.append(change.amount) }
        }
        return ReportAmounts(journal: journal, showing: shown)
    }

    private var comparing: Bool { report.previousSpan != nil }

    /// `Expenses by category, 2026-11 (in USD)`, `…, compared with 2026-10`.
    private func title(_ amounts: ReportAmounts) -> String {
        var title = (report.kind == .expenses ? "Expenses" : "Income") + " by category, " + PeriodLabel.text(report.span)
        if let previous = report.previousSpan { title += ", compared with " + PeriodLabel.text(previous) }
        return title + amounts.currencyNote
    }

    public func text() -> String {
        let amounts = self.amounts
        var out = title(amounts) + "\n\n"
        if report.rows.isEmpty {
            return out + "No \(report.kind == .expenses ? "expenses" : "income") in this period.\n" + notes(amounts)
        }
        let withBars = amounts.commodity != nil && report.rows.contains { $0.amount.quantity(of: amounts.commodity!).isPositive }
        let plain = table(amounts, barWidth: nil).render(TerminalStyle(enabled: false))
        let used = plain.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0
        out += table(amounts, barWidth: withBars ? BarChart.width(columns: columns, used: used + 2) : nil).render(style)
        return out + notes(amounts)
    }

    private func table(_ amounts: ReportAmounts, barWidth: Int?) -> StyledTable {
        var columns: [TextTable.Column] = [.init(header: "Category"), .init(header: "Amount", alignment: .right),
                                           .init(header: "Share", alignment: .right)]
        if comparing {
            columns += [.init(header: "Previous", alignment: .right), .init(header: "Change", alignment: .right),
                        .init(header: "%", alignment: .right)]
        }
        if barWidth != nil { columns.append(.init()) }
        var table = StyledTable(columns: columns)
        let maximum: Quantity? = amounts.commodity.flatMap { c in
            report.rows.filter { $0.depth == 1 }.map { $0.amount.quantity(of: c) }.max()
        }
        let barPaint: Paint = report.kind == .expenses ? .share : .income
        for row in report.rows {
            var cells: [StyledTable.Cell] = [
                StyledTable.Cell(String(repeating: "  ", count: row.depth - 1) + row.name, row.depth == 1 ? .total : .plain),
                amounts.cell(row.amount), StyledTable.Cell(ReportAmounts.percent(row.share)),
            ]
            if comparing {
                cells += [amounts.cell(row.previous ?? MixedAmount()),
                          row.change.map { amounts.change($0.amount, increaseIsBad: report.kind == .expenses) } ?? .empty,
                          StyledTable.Cell(ReportAmounts.percent(row.change?.percent, signed: true))]
            }
            if let barWidth, let commodity = amounts.commodity, let maximum {
                cells.append(StyledTable.Cell(BarChart.bar(row.amount.quantity(of: commodity), maximum: maximum, width: barWidth), barPaint))
            }
            table.addRow(cells)
        }
        table.addSeparator()
        var total: [StyledTable.Cell] = [StyledTable.Cell("Total", .total), amounts.cell(report.total),
                                         StyledTable.Cell(ReportAmounts.percent(ReportMath.percent(report.total, of: report.total)))]
        if comparing, let previous = report.previousTotal, let change = report.totalChange {
            total += [amounts.cell(previous), amounts.change(change.amount, increaseIsBad: report.kind == .expenses),
                      StyledTable.Cell(ReportAmounts.percent(change.percent, signed: true))]
        }
        table.addRow(total)
        return table
    }

    private func notes(_ amounts: ReportAmounts) -> String {
        var lines = amounts.valuationNotes(report.valuation)
        if amounts.commodity == nil && !report.rows.isEmpty {
            lines.append("Amounts in different commodities are listed apart; -X CUR values them in one currency, for shares and bars.")
        }
        return (lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n")
            + (valuationNotes?.text(showsRates: showsRates) ?? "")
    }

    public func csv() -> String {
        let amounts = self.amounts
        var writer = CSVWriter()
        var header = ["category", "depth", "amount", "share"]
        if comparing { header += ["previous", "change", "change %"] }
        writer.writeRow(header)
        for row in report.rows {
            var fields = [row.path.joined(separator: ":"), String(row.depth), amounts.csv(row.amount), ReportAmounts.percent(row.share)]
            if comparing {
                fields += [amounts.csv(row.previous ?? MixedAmount()), row.change.map { amounts.csv($0.amount) } ?? "",
                           ReportAmounts.percent(row.change?.percent, signed: true)]
            }
            writer.writeRow(fields)
        }
        var total = ["total", "0", amounts.csv(report.total), ReportAmounts.percent(ReportMath.percent(report.total, of: report.total))]
        if comparing {
            total += [amounts.csv(report.previousTotal ?? MixedAmount()), report.totalChange.map { amounts.csv($0.amount) } ?? "",
                      ReportAmounts.percent(report.totalChange?.percent, signed: true)]
        }
        writer.writeRow(total)
        return writer.output + (showsRates ? valuationNotes?.ratesCSV() ?? "" : "")
    }

    public func json() -> String {
        let amounts = self.amounts
        func change(_ c: PeriodChange?) -> JSONValue {
            c.map { .object([("amount", amounts.json($0.amount)), ("percent", ReportAmounts.json(percent: $0.percent))]) } ?? .null
        }
        let rows: [JSONValue] = report.rows.map { row in
            var fields: [(String, JSONValue)] = [
                ("category", .string(row.path[0])), ("path", .array(row.path.map(JSONValue.string))),
                ("depth", .number(String(row.depth))), ("amount", amounts.json(row.amount)),
                ("share", ReportAmounts.json(percent: row.share)),
            ]
            if comparing { fields += [("previous", amounts.json(row.previous ?? MixedAmount())), ("change", change(row.change))] }
            return .object(fields)
        }
        var fields: [(String, JSONValue)] = [
            ("kind", .string(report.kind.rawValue)),
            ("start", report.span.start.map { .string($0.description) } ?? .null),
            ("end", report.span.lastDay.map { .string($0.description) } ?? .null),
        ]
        if let previous = report.previousSpan {
            fields += [("previousStart", previous.start.map { .string($0.description) } ?? .null),
                       ("previousEnd", previous.lastDay.map { .string($0.description) } ?? .null)]
        }
        fields += [
            ("valuation", valuationNotes?.json(showsRates: showsRates) ?? .null),
            ("rows", .array(rows)),
            ("total", amounts.json(report.total)),
        ]
        if comparing {
            fields += [("previousTotal", amounts.json(report.previousTotal ?? MixedAmount())), ("totalChange", change(report.totalChange))]
        }
        return JSONValue.object(fields).rendered(pretty: true) + "\n"
    }
}
