import TrackModel
import TrackReports

/// The monthly report as two sections of the HTML report: income and
/// expenses per period (bars, the net as a line, and the report's table),
/// and net worth over time (the closing balance per period as a line, and
/// the same table's period and balance columns).
extension PeriodSummaryRenderer {
    /// nil when no period has income or expenses.
    public func htmlIncomeAndExpenses(_ labels: HTMLLabels) -> HTMLSection? {
        guard report.rows.contains(where: { !$0.figures.income.amounts.isEmpty || !$0.figures.expenses.amounts.isEmpty }) else {
            return nil
        }
        let amounts = self.amounts
        let document = self.document()
        let table = TableHTMLEncoder(amounts: amounts, heading: { labels($0) }).encode(document.table)
        let subtitle = htmlSubtitle(amounts, labels)
        guard let commodity = amounts.commodity else {
            return HTMLSection(id: "income-expenses", title: labels("Income and expenses"), subtitle: subtitle,
                               parts: [.table(table)] + notes(labels))
        }
        var chart = Chart(title: labels("Income and expenses") + ", " + subtitle, series: [
            .init(name: labels("income"), paint: .income), .init(name: labels("expenses"), paint: .expenses),
            .init(name: labels("net"), paint: .share, mark: .line),
        ])
        for row in report.rows {
            let f = row.figures
            chart.add(.init(label: report.interval.label(for: row.period.start!), values: [
                value(f.income, commodity, amounts), value(f.expenses, commodity, amounts), value(f.net, commodity, amounts),
            ]))
        }
        return HTMLSection(id: "income-expenses", title: labels("Income and expenses"), subtitle: subtitle,
                           parts: [.chart(svg: ChartSVGEncoder().encode(chart), table: table)] + notes(labels))
    }

    /// nil when no period ends with a balance; a table alone when the
    /// balances are in several commodities.
    public func htmlNetWorth(_ labels: HTMLLabels) -> HTMLSection? {
        guard report.rows.contains(where: { !$0.closingBalance.removingZeros().amounts.isEmpty }) else { return nil }
        let amounts = self.amounts
        let table = TableHTMLEncoder(amounts: amounts, heading: { labels($0) })
            .encode(document().table, only: ["period", "closing balance"])
        let subtitle = htmlSubtitle(amounts, labels)
        guard let commodity = amounts.commodity else {
            return HTMLSection(id: "net-worth", title: labels("Net worth over time"), subtitle: subtitle, parts: [.table(table)])
        }
        var chart = Chart(title: labels("Net worth over time") + ", " + subtitle,
                          series: [.init(name: labels("net worth"), paint: .plain, mark: .line)])
        for row in report.rows {
            chart.add(.init(label: report.interval.label(for: row.period.start!), values: [value(row.closingBalance, commodity, amounts)]))
        }
        return HTMLSection(id: "net-worth", title: labels("Net worth over time"), subtitle: subtitle,
                           parts: [.chart(svg: ChartSVGEncoder().encode(chart), table: table)])
    }

    private func value(_ mixed: MixedAmount, _ commodity: CommodityID, _ amounts: ReportAmounts) -> Chart.Value {
        Chart.Value(mixed.quantity(of: commodity), text: amounts.lines(mixed).joined(separator: ", "))
    }

    /// `2026-01-01..2026-11-30 (in USD)`.
    private func htmlSubtitle(_ amounts: ReportAmounts, _ labels: HTMLLabels) -> String {
        let symbol = amounts.commodity.map { journal.commodities.symbol($0) } ?? ""
        return PeriodLabel.text(report.span) + (symbol.isEmpty ? "" : " (\(labels("in")) \(symbol))")
    }

    private func notes(_ labels: HTMLLabels) -> [HTMLSection.Part] {
        labels.valuationNote(report.valuation, journal.commodities).map { [.note($0)] } ?? []
    }
}
