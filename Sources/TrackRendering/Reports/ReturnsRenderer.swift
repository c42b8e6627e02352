import TrackModel
import TrackReports

/// Writes `InvestmentReturns` (`track portfolio --returns`) as labelled
/// lines; with `explain`, the cash flows and the sub-periods the TWR chains:
///
/// ```
/// Returns of Assets:Broker in USD, 2026-01-01..2026-12-31
///
/// Value at start: 0
/// Cash flows    : 1,625
/// Value at end  : 1,950
/// IRR (yearly)  : +20.56%
/// TWR           : +30.00%
/// TWR (yearly)  : +30.08%
/// ```
public struct ReturnsRenderer {
    public let returns: InvestmentReturns
    public let accounts: [String]
    public let journal: Journal
    public let style: TerminalStyle
    public let explain: Bool

    public init(returns: InvestmentReturns, accounts: [String], journal: Journal, style: TerminalStyle, explain: Bool) {
        self.returns = returns
        self.accounts = accounts
        self.journal = journal
        self.style = style
        self.explain = explain
    }

    private func amount(_ quantity: Quantity) -> Amount { Amount(quantity, returns.target) }

    static func percentText(_ value: Quantity?) -> String {
        ReportAmounts.percent(value.flatMap { $0.rounded(toScale: 4) }, signed: true)
    }

    func document() -> ReportDocument {
        let flowTotal = returns.flows.reduce(Quantity(0)) { $0.adding($1.amount) ?? $0 }
        var shown = [returns.valueAtStart, returns.valueAtEnd, flowTotal].map { MixedAmount(amount($0)) }
        shown += returns.flows.flatMap { [MixedAmount(amount($0.amount)), MixedAmount(amount($0.valueBefore))] }
        let amounts = ReportAmounts(journal: journal, showing: shown)
        var table = Table(columns: [
            .textOnly("Value at start"), .init(header: nil, csv: "value_at_start", json: "valueAtStart"),
            .textOnly("Cash flows"), .init(header: nil, csv: "cash_flows", json: "cashFlows"),
            .textOnly("Value at end"), .init(header: nil, csv: "value_at_end", json: "valueAtEnd"),
            .init(header: "IRR (yearly)", csv: "irr_percent", json: "irrPercent"),
            .init(header: "TWR", csv: "twr_percent", json: "twrPercent"),
            .init(header: "TWR (yearly)", csv: "twr_yearly_percent", json: "twrYearlyPercent"),
        ], textLayout: .record)
        func percent(_ value: Quantity?) -> Cell {
            Cell(.percentage(value.flatMap { $0.rounded(toScale: 4) }, signed: true),
                 paint: value.map { $0.isNegative ? .loss : .gain } ?? .plain)
        }
        func both(_ quantity: Quantity) -> [Cell?] {
            [.text(amounts.formatter.format(quantity, commodity: returns.target)), Cell(.single(amount(quantity)))]
        }
        table.add(Table.Row(both(returns.valueAtStart) + both(flowTotal) + both(returns.valueAtEnd) + [percent(returns.irr), percent(returns.twr), percent(returns.twrYearly)]))
        let title = "Returns of \(accounts.joined(separator: ", ")) in \(journal.commodities[returns.target].quotedSymbol), "
            + "\(returns.start)..\(returns.end)"
        var document = ReportDocument(title: title, table: table, amounts: amounts)
        document.jsonShape = .record
        var notes = ""
        if !returns.unpriced.isEmpty {
            notes += "\n* no rate to \(journal.commodities[returns.target].quotedSymbol) for "
                + returns.unpriced.map { journal.commodities[$0].quotedSymbol }.joined(separator: ", ") + ": counted as zero\n"
        }
        if explain {
            var flows = TextTable(columns: [.init(header: "date"), .init(header: "flow", alignment: .right),
                                            .init(header: "value before", alignment: .right)])
            for flow in returns.flows {
                flows.addRow([TextTable.Cell(flow.day.description), TextTable.Cell(amounts.text(flow.amount, returns.target)),
                              TextTable.Cell(amounts.text(flow.valueBefore, returns.target))])
            }
            notes += "\nCash flows (money in positive; IRR grows each to the day after the end, as hledger roi):\n" + flows.render()
            var periods = TextTable(columns: [.init(header: "from"), .init(header: "to"), .init(header: "start value", alignment: .right),
                                              .init(header: "end value", alignment: .right), .init(header: "return", alignment: .right)])
            for period in returns.subPeriods {
                periods.addRow([TextTable.Cell(period.start.description), TextTable.Cell(period.end.description),
                                TextTable.Cell(amounts.text(period.startValue, returns.target)),
                                TextTable.Cell(amounts.text(period.endValue, returns.target)),
                                TextTable.Cell(Self.percentText(period.percent))])
            }
            notes += "\nSub-periods the TWR chains (each ends just before a flow):\n" + periods.render()
        }
        document.notes = notes
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}

extension ReturnsRenderer: ReportRenderer {}
