import TrackModel
import TrackReports

/// The dashboard's figures as the HTML report's cards and its latest
/// transactions as a table: the figures `overview -O json` writes (its
/// `balance` and `month` sections) and the very table its text lists.
extension OverviewRenderer {
    /// Net worth with its change since last month, and this month's income,
    /// expenses, net and savings rate.
    public func htmlCards(_ labels: HTMLLabels) -> HTMLSection {
        let amounts = self.amounts
        let encoder = TableTextEncoder(amounts: amounts, style: TerminalStyle(enabled: false))
        func figure(_ section: OverviewReport.Section, _ key: String) -> Cell? {
            guard case .figures(let figures) = part(section, amounts) else { return nil }
            return figures.first { $0.key == key }?.value
        }
        func card(_ key: String, _ label: String, _ cell: Cell?) -> HTMLSection.Card {
            let line = encoder.line(cell)
            return HTMLSection.Card(key: key, label: labels(label), value: line.text, exact: cell.flatMap(TableHTMLEncoder.exact),
                                    paint: line.paint)
        }
        var netWorth = card("netWorth", "Net worth", figure(.balance, "amount"))
        let change = encoder.line(Cell(.change(report.balanceChange.amount, increaseIsBad: false)))
        netWorth.detail = (change.text == "=" ? labels("no change") : change.text) + " " + labels("since") + " "
            + report.previousMonthEnd.description
        netWorth.detailPaint = change.paint
        let cards = [
            netWorth,
            card("income", "Income this month", figure(.month, "income")),
            card("expenses", "Expenses this month", figure(.month, "expenses")),
            card("net", "Net this month", figure(.month, "net")),
            card("savingsRate", "Savings rate", figure(.month, "savingsRate")),
        ]
        var parts: [HTMLSection.Part] = [.cards(cards)]
        if !report.unconverted.isEmpty {
            let symbols = report.unconverted.map { journal.commodities.symbol($0) }
            parts.append(.note(labels("* no rate to {currency} for {commodities}: those amounts are shown unconverted")
                .replacing("{currency}", with: htmlSymbol)
                .replacing("{commodities}", with: symbols.joined(separator: ", "))))
        }
        return HTMLSection(id: "overview", title: labels("Overview"),
                           subtitle: labels("as of") + " " + report.today.description + currencyNote(labels), parts: parts)
    }

    /// The latest transactions, newest first; nil when there are none.
    public func htmlLatestTransactions(_ labels: HTMLLabels) -> HTMLSection? {
        guard !report.recentTransactions.isEmpty else { return nil }
        let amounts = self.amounts
        let table = TableHTMLEncoder(amounts: amounts, heading: { labels($0) }).encode(recentTransactionsTable(amounts))
        return HTMLSection(id: "transactions", title: labels("Latest transactions"),
                           subtitle: htmlSymbol.isEmpty ? nil : labels("in") + " " + htmlSymbol, parts: [.table(table)])
    }

    private var htmlSymbol: String { report.currency.map { journal.commodities.symbol($0) } ?? "" }

    /// ` (in USD)` in the page's language; empty without one currency.
    private func currencyNote(_ labels: HTMLLabels) -> String {
        htmlSymbol.isEmpty ? "" : " (\(labels("in")) \(htmlSymbol))"
    }
}
