import TrackModel
import TrackReports

/// Writes a `NetWorthReport` (`track networth`):
///
/// ```
/// Net worth in NT$, 2026q1..2026q3
///
/// Period  Date          Assets  Liabilities  Net worth    Change      %
/// -----------------------------------------------------------------------
/// 2026q1  2026-03-31  1,210,400     35,000   1,175,400
/// 2026q2  2026-06-30  1,302,900     28,000   1,274,900   +99,500  +8.5%
/// ```
///
/// then, in text, a bar chart of the net worth per period. With a breakdown
/// (`--by`) the table is the breakdown at the last period's end instead:
/// group, balance in its commodity, rate, value and share.
public struct NetWorthRenderer {
    public let report: NetWorthReport
    public let breakdown: NetWorthBreakdown?
    public let journal: Journal
    public let style: TerminalStyle
    public let lineWidth: Int
    public var showsChart = true

    public init(report: NetWorthReport, breakdown: NetWorthBreakdown?, journal: Journal, style: TerminalStyle, lineWidth: Int) {
        self.report = report
        self.breakdown = breakdown
        self.journal = journal
        self.style = style
        self.lineWidth = lineWidth
    }

    private var symbol: String { journal.commodities[report.target].quotedSymbol }

    private var amounts: ReportAmounts {
        ReportAmounts(journal: journal, showing: report.columns.flatMap { [$0.assets, $0.liabilities, $0.net] })
    }

    private var span: String {
        guard let first = report.columns.first, let last = report.columns.last else { return "" }
        let firstLabel = PeriodLabel.text(first.span), lastLabel = PeriodLabel.text(last.span)
        return firstLabel == lastLabel ? firstLabel : firstLabel + ".." + lastLabel
    }

    func document() -> ReportDocument {
        let amounts = self.amounts
        var document: ReportDocument
        if let breakdown {
            document = breakdownDocument(breakdown)
        } else {
            var table = Table(columns: [
                .init(header: "Period", csv: "period", json: "period", isKey: true),
                .init(header: "Date", csv: "date", json: "date"),
                .init(header: "Assets", alignment: .right, csv: "assets", json: "assets"),
                .init(header: "Liabilities", alignment: .right, csv: "liabilities", json: "liabilities"),
                .init(header: "Net worth", alignment: .right, csv: "net_worth", json: "netWorth"),
                .init(header: "Change", alignment: .right, csv: "change", json: ["change", "amount"]),
                .init(header: "%", alignment: .right, csv: "change_percent", json: ["change", "percent"]),
            ])
            for column in report.columns {
                table.add(Table.Row([
                    .text(PeriodLabel.text(column.span)), .date(column.day),
                    .amount(column.assets), .amount(column.liabilities), .amount(column.net),
                    column.change.map { Cell(.change($0.amount, increaseIsBad: false)) },
                    column.change.map { .percentage($0.percent, signed: true) },
                ]))
            }
            document = ReportDocument(title: "Net worth in \(symbol), \(span)", table: table, amounts: amounts)
            document.emptyMessage = "No periods to show."
        }
        let notes = ValuationNotes(summary: report.valuation, journal: journal).footnote
        document.notes = notes.map { "\n" + $0 } ?? ""
        if showsChart && report.columns.count > 1 {
            var chart = Chart(title: "Net worth per period in \(symbol)", series: [.init(name: "net worth", paint: .income)])
            for column in report.columns {
                let value = column.net.quantity(of: report.target)
                chart.add(Chart.Group(label: PeriodLabel.text(column.span), values: [Chart.Value(value, text: amounts.text(value, report.target))]))
            }
            document.charts = [chart]
            document.lineWidth = lineWidth
        }
        document.jsonMembers = [("currency", .string(journal.commodities.symbol(report.target)))]
        return document
    }

    private func breakdownDocument(_ breakdown: NetWorthBreakdown) -> ReportDocument {
        let heading = breakdown.grouping.rawValue.prefix(1).uppercased() + breakdown.grouping.rawValue.dropFirst()
        var table = Table(columns: [
            .init(header: heading, csv: breakdown.grouping.rawValue, json: "group", isKey: true),
            .init(header: "Balance", alignment: .right, csv: "balance", json: "balance"),
            .textOnly("Rate", alignment: .right),
            .init(header: nil, csv: "rate", json: "rate"),
            .init(header: "Value", alignment: .right, csv: "value", json: "value"),
            .init(header: "Share", alignment: .right, csv: "share", json: "share"),
        ])
        var shown: [MixedAmount] = [MixedAmount(breakdown.total)]
        var previous: String?
        for row in breakdown.rows {
            shown.append(MixedAmount(row.balance))
            if let value = row.value { shown.append(MixedAmount(value)) }
            table.add(Table.Row([
                .text(row.group == previous ? "" : row.group, paint: .total), Cell(.single(row.balance)),
                .text(row.quote.map { $0.steps.isEmpty ? "" : ValuationNotes.rateText($0.rate) } ?? "no rate", paint: row.quote == nil ? .loss : .plain),
                row.quote.map { Cell(.number($0.rate)) },
                row.value.map { Cell(.single($0)) },
                .percentage(row.share),
            ]))
            previous = row.group
        }
        table.add(Table.Row([.text("Net worth", paint: .total), nil, nil, nil, Cell(.single(breakdown.total)), .percentage(Quantity(100))],
                            emphasis: .total(key: "total")))
        let amounts = ReportAmounts(journal: journal, showing: shown)
        var document = ReportDocument(title: "Net worth in \(symbol) on \(breakdown.day) by \(breakdown.grouping.rawValue)", table: table,
                                      amounts: amounts)
        document.emptyMessage = "Nothing held on \(breakdown.day)."
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String {
        var document = document()
        // Built only for JSON: every rate used, which text and CSV leave out.
        document.jsonTrailingMembers = [("valuation", ValuationNotes(summary: report.valuation, journal: journal).json(showsRates: true))]
        return document.json()
    }
}

extension NetWorthRenderer: ReportRenderer {}
