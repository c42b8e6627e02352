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
    /// `--chart`: the shares as a bar chart after the table (text only).
    public var chart = false

    public init(report: CategoryReport, journal: Journal, style: TerminalStyle, columns: Int, showsRates: Bool = false) {
        self.report = report
        self.journal = journal
        self.style = style
        self.columns = columns
        self.showsRates = showsRates
    }

    private var valuationNotes: ValuationNotes? { report.valuation.map { ValuationNotes(summary: $0, journal: journal) } }

    var amounts: ReportAmounts {
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

    /// The columns, declared once. Text shows the category indented
    /// under its parent, CSV its path, JSON its top-level category and path;
    /// comparing adds `Previous`, `Change` and `%`; bars, in text only,
    /// need one commodity.
    private func columns(bars: Bool) -> [Table.Column] {
        var columns: [Table.Column] = [
            .textOnly("Category"),
            .jsonOnly("category"),
            .init(header: nil, csv: "category", json: "path"),
            .init(header: nil, csv: "depth", json: "depth"),
            .init(header: "Amount", alignment: .right, csv: "amount", json: "amount"),
            .init(header: "Share", alignment: .right, csv: "share", json: "share"),
        ]
        if comparing {
            columns += [
                .init(header: "Previous", alignment: .right, csv: "previous", json: "previous"),
                .init(header: "Change", alignment: .right, csv: "change", json: ["change", "amount"]),
                .init(header: "%", alignment: .right, csv: "change %", json: ["change", "percent"]),
            ]
        }
        return columns + [.textOnly(bars ? "" : nil)]
    }

    /// The commodity bars are drawn in and the value of the longest (the
    /// largest category's), when there are bars: one commodity, and some
    /// category above zero.
    private func barScale(_ amounts: ReportAmounts) -> (commodity: CommodityID, maximum: Quantity)? {
        guard let commodity = amounts.commodity, report.rows.contains(where: { $0.amount.quantity(of: commodity).isPositive }),
              let maximum = report.rows.filter({ $0.depth == 1 }).map({ $0.amount.quantity(of: commodity) }).max() else { return nil }
        return (commodity, maximum)
    }

    /// A row per category and subcategory, then the total.
    func document() -> ReportDocument {
        let amounts = self.amounts
        let bars = barScale(amounts)
        let increaseIsBad = report.kind == .expenses
        func change(_ change: PeriodChange?) -> [Cell?] {
            [change.map { Cell(.change($0.amount, increaseIsBad: increaseIsBad)) }, change.map { .percentage($0.percent, signed: true) }]
        }
        var table = Table(columns: columns(bars: bars != nil))
        for row in report.rows {
            var cells: [Cell?] = [
                .text(String(repeating: "  ", count: row.depth - 1) + row.name, paint: row.depth == 1 ? .total : .plain),
                .text(row.path[0]), Cell(.path(row.path)), Cell(.number(Quantity(row.depth))), .amount(row.amount), .percentage(row.share),
            ]
            if comparing { cells += [.amount(row.previous ?? MixedAmount())] + change(row.change) }
            if let (commodity, maximum) = bars {
                let bar = Bar(row.amount.quantity(of: commodity), maximum: maximum, length: .fillingLine(columns))
                cells.append(Cell(.bar(bar), paint: report.kind == .expenses ? .share : .income))
            }
            table.add(Table.Row(cells))
        }
        var total: [Cell?] = [Cell(.name(shown: "Total", data: "total"), paint: .total), nil, .text("total"), Cell(.number(Quantity(0))), .amount(report.total),
                              .percentage(ReportMath.percent(report.total, of: report.total))]
        if comparing { total += [.amount(report.previousTotal ?? MixedAmount())] + change(report.totalChange) }
        table.add(Table.Row(total, emphasis: .totalOutsideJSON))

        var document = ReportDocument(title: title(amounts), table: table, amounts: amounts)
        let notes = self.notes(amounts)
        document.notes = notes
        // An empty period still says how it was valued: the notes follow the message.
        document.emptyMessage = "No \(report.kind == .expenses ? "expenses" : "income") in this period."
            + (notes.isEmpty ? "" : "\n" + notes.dropLast())
        document.lineWidth = columns
        document.charts = chart ? sharesChart(amounts).map { [$0] } ?? [] : nil
        document.csvTrailer = showsRates ? valuationNotes?.ratesCSV() ?? "" : ""
        document.jsonMembers = [
            ("kind", .string(report.kind.rawValue)),
            ("start", report.span.start.map { .string($0.description) } ?? .null),
            ("end", report.span.lastDay.map { .string($0.description) } ?? .null),
        ]
        if let previous = report.previousSpan {
            document.jsonMembers += [("previousStart", previous.start.map { .string($0.description) } ?? .null),
                                     ("previousEnd", previous.lastDay.map { .string($0.description) } ?? .null)]
        }
        document.jsonMembers.append(("valuation", valuationNotes?.json(showsRates: showsRates) ?? .null))
        document.jsonTrailingMembers = [("total", amounts.json(report.total))]
        if comparing {
            let change = report.totalChange.map { change in
                JSONValue.object([("amount", amounts.json(change.amount)), ("percent", ReportAmounts.json(percent: change.percent))])
            }
            document.jsonTrailingMembers += [("previousTotal", amounts.json(report.previousTotal ?? MixedAmount())), ("totalChange", change ?? .null)]
        }
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }

    /// The categories' shares as bars, largest first: the pie's figures on
    /// a terminal. nil when there are no shares (amounts in several
    /// commodities, without -X).
    private func sharesChart(_ amounts: ReportAmounts) -> Chart? {
        let shares = report.rows.compactMap { row in row.depth == 1 ? row.share.map { (row.name, $0) } : nil }
        guard amounts.commodity != nil, !shares.isEmpty else { return nil }
        var chart = Chart(title: "Shares of " + (report.kind == .expenses ? "expenses" : "income") + ", " + PeriodLabel.text(report.span),
                          series: [.init(name: "", paint: report.kind == .expenses ? .share : .income)])
        for (name, share) in shares {
            chart.add(.init(label: name, values: [.init(share, text: ReportAmounts.percent(share))]))
        }
        return chart
    }

    private func notes(_ amounts: ReportAmounts) -> String {
        var lines = amounts.valuationNotes(report.valuation)
        if amounts.commodity == nil && !report.rows.isEmpty {
            lines.append("Amounts in different commodities are listed apart; -X CUR values them in one currency, for shares and bars.")
        }
        return (lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n")
            + (valuationNotes?.text(showsRates: showsRates) ?? "")
    }
}
