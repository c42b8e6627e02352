import TrackModel
import TrackReports

/// Spending by category in the HTML report: a donut of the categories'
/// shares with its legend, and the report's table (amount, share, and with
/// a previous period its amount and the change).
extension CategoryRenderer {
    /// nil when the period has no spending; the table alone when shares
    /// need a currency the amounts are not in.
    public func htmlSection(_ labels: HTMLLabels) -> HTMLSection? {
        guard !report.rows.isEmpty else { return nil }
        let amounts = self.amounts
        let table = TableHTMLEncoder(amounts: amounts, heading: { labels($0) }).encode(document().table)
        var subtitle = PeriodLabel.text(report.span)
        if let previous = report.previousSpan { subtitle += ", " + labels("compared with") + " " + PeriodLabel.text(previous) }
        if let commodity = amounts.commodity, !journal.commodities.symbol(commodity).isEmpty {
            subtitle += " (\(labels("in")) \(journal.commodities.symbol(commodity)))"
        }
        let title = labels(report.kind == .expenses ? "Spending by category" : "Income by category")
        let notes = labels.valuationNote(report.valuation, journal.commodities).map { [HTMLSection.Part.note($0)] } ?? []
        let slices = report.rows.filter { $0.depth == 1 }.compactMap { row in
            row.share.map { DonutChart.Slice(label: row.name, share: $0, text: amounts.lines(row.amount).joined(separator: ", ")) }
        }
        guard amounts.commodity != nil, !slices.isEmpty else {
            return HTMLSection(id: "categories", title: title, subtitle: subtitle, parts: [.table(table)] + notes)
        }
        let donut = DonutChart(title: title + ", " + subtitle, slices: slices)
        return HTMLSection(id: "categories", title: title, subtitle: subtitle,
                           parts: [.chart(svg: DonutSVGEncoder().encode(donut), table: table)] + notes)
    }
}
