import TrackModel
import TrackReports
import TrackSyntax

/// Writes the `OverviewReport`, `track`'s dashboard, one section after
/// another in the report's order:
///
/// ```
/// Overview on 2026-11-21 (in USD)
///
/// Balance     15,432.10   ▲ 1,580.68 since 2026-10-31
/// This month  income 4,681.45, expenses 3,100.77, net 1,580.68
///
/// Top expenses this month
///   Bills       2,184.02  70.4%  ████████████████████
/// …
/// ```
///
/// A new section (goals, budget) is a case in `block(_:_:)` for the text
/// and in `part(_:_:)` for CSV and JSON: figures declared once
/// (`OverviewRenderer+Figures.swift`) or a table of rows
/// (`OverviewRenderer+Tables.swift`).
public struct OverviewRenderer {
    public let report: OverviewReport
    public let journal: Journal
    public let style: TerminalStyle
    /// The line width the bars fill.
    public let columns: Int

    public init(report: OverviewReport, journal: Journal, style: TerminalStyle, columns: Int) {
        self.report = report
        self.journal = journal
        self.style = style
        self.columns = columns
    }

    var amounts: ReportAmounts {
        ReportAmounts(formatter: AmountFormatter(commodities: journal.commodities), commodity: report.currency)
    }

    /// A part of the text: labelled lines (`Balance  26,206.62 …`), which
    /// neighbouring sections share, or a block of its own.
    enum Block {
        case labelled([(label: String, value: String)])
        case text(String)
    }

    public func text() -> String {
        let amounts = self.amounts
        var blocks: [Block] = []
        for section in report.sections {
            guard let block = self.block(section, amounts) else { continue }
            if case .labelled(let new) = block, case .labelled(let old)? = blocks.last {
                blocks[blocks.count - 1] = .labelled(old + new)
            } else {
                blocks.append(block)
            }
        }
        var labelWidth = 0
        for case .labelled(let lines) in blocks {
            labelWidth = max(labelWidth, lines.map { DisplayWidth.of($0.label) }.max() ?? 0)
        }
        var texts = ["Overview on \(report.today)\(amounts.currencyNote)"]
        for block in blocks {
            switch block {
            case .text(let text):
                texts.append(text)
            case .labelled(let lines):
                texts.append(lines.map { DisplayWidth.padding($0.label, toWidth: labelWidth, alignRight: false) + "  " + $0.value }
                    .joined(separator: "\n"))
            }
        }
        if !report.unconverted.isEmpty {
            let symbols = report.unconverted.map { journal.commodities.symbol($0) }
            texts.append("* no rate to \(symbol) for \(symbols.joined(separator: ", ")): those amounts are shown unconverted")
        }
        return texts.joined(separator: "\n\n") + "\n"
    }

    private var symbol: String { report.currency.map { journal.commodities.symbol($0) } ?? "" }

    func oneLine(_ mixed: MixedAmount) -> String {
        amounts.lines(mixed).joined(separator: ", ")
    }

    private func paint(_ text: String, _ paint: Paint) -> String {
        StyledTable.paint(StyledTable.Line(text, paint), style)
    }

    private func block(_ section: OverviewReport.Section, _ amounts: ReportAmounts) -> Block? {
        switch section {
        case .balance:
            let change = amounts.change(report.balanceChange.amount, increaseIsBad: false)
            let changeText = change.lines.map { $0.text == "=" ? "no change" : StyledTable.paint($0, style) }.joined(separator: ", ")
            let balance = amounts.lines(report.balance).map { paint($0, $0.contains("-") ? .negative : .plain) }.joined(separator: ", ")
            return .labelled([("Balance", "\(balance)  \(changeText) since \(report.previousMonthEnd)")])
        case .month:
            let f = report.monthFigures
            var text = "income \(oneLine(f.income)) · expenses \(oneLine(f.expenses)) · net \(oneLine(f.net))"
            if let rate = f.savingsRate { text += " · \(ReportAmounts.percent(rate)) saved" }
            return .labelled([("This month", text)])
        case .topExpenses:
            guard !report.topExpenses.isEmpty else { return .text("Top expenses this month: none yet") }
            return .text("Top expenses this month\n" + text(topExpensesTable(amounts), amounts))
        case .recentTransactions:
            guard !report.recentTransactions.isEmpty else { return .text("Recent transactions: none yet") }
            return .text("Recent transactions\n" + text(recentTransactionsTable(amounts), amounts))
        case .goals, .budget:
            return planBlock(section, amounts)
        case .requiredIncome:
            let r = report.requiredIncome
            guard let month = r.row(.month) else { return nil }
            let c = r.currency
            if r.overflowed {
                return .labelled([("Required income", "more digits than track can compute exactly")])
            }
            if r.expenses.isZero {
                return .labelled([("Required income", "no expenses to cover in \(PeriodLabel.text(r.window))")])
            }
            let word = month.surplus.isNegative ? "a shortfall" : "a surplus"
            let surplus = paint(amounts.text(month.surplus.magnitude ?? month.surplus, c), month.surplus.isNegative ? .loss : .gain)
            return .labelled([
                ("Required income", "\(amounts.text(month.needed, c)) a month, from the expenses of \(PeriodLabel.text(r.window))"),
                ("", "earning \(amounts.text(month.actual, c)) a month: \(word) of \(surplus)"),
            ])
        }
    }

    public func json() -> String {
        let amounts = self.amounts
        var fields: [(String, JSONValue)] = [
            ("today", .string(report.today.description)),
            ("currency", report.currency.map { .string(journal.commodities.symbol($0)) } ?? .null),
        ]
        for section in report.sections {
            switch part(section, amounts) {
            case .figures(let figures): fields.append((Self.name(section).json, json(figures, amounts)))
            case .table(let table): fields.append((Self.name(section).json, TableJSONEncoder(amounts: amounts).rows(table)))
            }
        }
        fields.append(("unconverted", .array(report.unconverted.map { .string(journal.commodities.symbol($0)) })))
        return JSONValue.object(fields).rendered(pretty: true) + "\n"
    }
}
