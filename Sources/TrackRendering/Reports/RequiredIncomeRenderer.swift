import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `RequiredIncomeReport` (`track report required-income`):
///
/// ```
/// Income needed to cover expenses of 2026-08-01..2026-10-31 (in USD)
///
/// Per       Needed     Actual   Surplus
/// -------------------------------------
/// Hour       22.96      27.32      4.36
/// …
/// ```
///
/// then how the figures were made: the expenses and income over the window,
/// savings and tax when asked for, the working time, and the currency.
public struct RequiredIncomeRenderer {
    public let report: RequiredIncomeReport
    public let journal: Journal
    public let style: TerminalStyle
    /// Why the report is in its currency: `the base currency (the journal's D directive)`, `-X`.
    public let currencyReason: String
    /// `--show-rates`.
    public var showsRates = false

    public init(report: RequiredIncomeReport, journal: Journal, style: TerminalStyle, currencyReason: String, showsRates: Bool = false) {
        self.report = report
        self.journal = journal
        self.style = style
        self.currencyReason = currencyReason
        self.showsRates = showsRates
    }

    private var valuationNotes: ValuationNotes { ValuationNotes(summary: report.valuation, journal: journal) }

    private var amounts: ReportAmounts {
        ReportAmounts(formatter: AmountFormatter(commodities: journal.commodities), commodity: report.currency)
    }

    private var symbol: String { journal.commodities.symbol(report.currency) }

    private static let unitNames: [RequiredIncomeReport.Unit: String] = [
        .hour: "Hour", .day: "Day", .week: "Week", .month: "Month", .year: "Year",
    ]

    /// `3 months`, `92 days`.
    private var length: String {
        if let months = report.months { return months == 1 ? "1 month" : "\(months) months" }
        return report.days == 1 ? "1 day" : "\(report.days) days"
    }

    public func text() -> String {
        let amounts = self.amounts
        let c = report.currency
        var out = "Income needed to cover the expenses of \(PeriodLabel.text(report.window))\(amounts.currencyNote)\n\n"
        var columns: [TextTable.Column] = [.init(header: "Per"), .init(header: "Needed", alignment: .right)]
        let taxed = report.options.taxRate != nil
        if taxed { columns.append(.init(header: "Before tax", alignment: .right)) }
        columns += [.init(header: "Actual", alignment: .right), .init(header: "Surplus", alignment: .right)]
        var table = StyledTable(columns: columns)
        for row in report.rows {
            var cells: [StyledTable.Cell] = [StyledTable.Cell(Self.unitNames[row.unit] ?? row.unit.rawValue),
                                             amounts.cell(row.needed, c)]
            if taxed { cells.append(amounts.cell(row.neededBeforeTax ?? Quantity(0), c)) }
            cells += [amounts.cell(row.actual, c), StyledTable.Cell(amounts.text(row.surplus, c), row.surplus.isNegative ? .loss : .gain)]
            table.addRow(cells)
        }
        out += table.render(style) + "\n"
        out += explanation(amounts).joined(separator: "\n") + "\n"
        return out + (showsRates ? valuationNotes.ratesText() : "")
    }

    /// How the figures were made, as labelled lines.
    private func explanation(_ amounts: ReportAmounts) -> [String] {
        let c = report.currency
        let full = { (q: Quantity) in amounts.formatter.format(Amount(q, c)) }
        var lines: [(String, String)] = []
        lines.append(("Expenses", "\(full(report.expenses)) over \(length)"))
        lines.append(("Income", "\(full(report.income)) over the same \(length)"))
        if let savings = report.savingsPerMonth {
            let sources = report.savings.map { "\(journal.accounts.name($0.account)) (~ \($0.period))" }
            lines.append(("Savings", "\(full(savings)) a month, "
                + (sources.isEmpty ? "as no periodic transaction saves into an asset account or a savings category"
                                   : "budgeted into " + ReportAmounts.list(sources))))
        }
        if let rate = report.options.taxRate {
            lines.append(("Tax", "\(rate.normalized)%: needed before tax = needed ÷ (1 − \(rate.normalized)%)"))
        }
        if let month = report.row(.month) {
            let word = month.surplus.isNegative ? "Shortfall" : "Surplus"
            lines.append((word, "\(full(month.surplus.magnitude ?? month.surplus)) a month: income (after tax, as recorded) − needed"))
        }
        lines.append(("Working time", "\(report.options.hoursPerWeek.normalized) hours a week, \(report.options.weeksPerYear.normalized) weeks a year; a day is a fifth of a week"))
        let when = report.rateDay.map { "the P prices of \($0)" } ?? "the P prices of each posting's date"
        let currency = symbol.isEmpty ? "amounts without a commodity symbol" : symbol
        lines.append(("Currency", "\(currency), \(currencyReason); other commodities valued with \(when)"))
        let left = MixedAmount.sum([report.unconvertedExpenses, report.unconvertedIncome])
        if !left.amounts.isEmpty {
            lines.append(("Left out", "\(amounts.formatter.formatOneLine(left)), with no price to \(symbol)"))
        }
        let width = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
        return lines.map { DisplayWidth.padding($0.0, toWidth: width, alignRight: false) + "  " + $0.1 }
    }

    public func csv() -> String {
        let amounts = self.amounts
        let c = report.currency
        var writer = CSVWriter()
        writer.writeRow(["per", "needed", "needed before tax", "actual", "surplus"])
        for row in report.rows {
            writer.writeRow([row.unit.rawValue, amounts.csv(row.needed, c), row.neededBeforeTax.map { amounts.csv($0, c) } ?? "",
                             amounts.csv(row.actual, c), amounts.csv(row.surplus, c)])
        }
        return writer.output + (showsRates ? valuationNotes.ratesCSV() : "")
    }

    public func json() -> String {
        let amounts = self.amounts
        let c = report.currency
        let rows: [JSONValue] = report.rows.map { row in
            .object([
                ("per", .string(row.unit.rawValue)), ("needed", amounts.json(row.needed, c)),
                ("neededBeforeTax", row.neededBeforeTax.map { amounts.json($0, c) } ?? .null),
                ("actual", amounts.json(row.actual, c)), ("surplus", amounts.json(row.surplus, c)),
            ])
        }
        let value = JSONValue.object([
            ("start", report.window.start.map { .string($0.description) } ?? .null),
            ("end", report.window.lastDay.map { .string($0.description) } ?? .null),
            ("months", report.months.map { .number(String($0)) } ?? .null),
            ("days", .number(String(report.days))),
            ("currency", .string(symbol)),
            ("expenses", amounts.json(report.expenses, c)),
            ("income", amounts.json(report.income, c)),
            ("savingsPerMonth", report.savingsPerMonth.map { amounts.json($0, c) } ?? .null),
            ("taxRate", report.options.taxRate.map { .number($0.normalized.description) } ?? .null),
            ("hoursPerWeek", .number(report.options.hoursPerWeek.normalized.description)),
            ("weeksPerYear", .number(report.options.weeksPerYear.normalized.description)),
            ("valuation", valuationNotes.json(showsRates: showsRates)),
            ("rows", .array(rows)),
            ("unconvertedExpenses", amounts.json(report.unconvertedExpenses)),
            ("unconvertedIncome", amounts.json(report.unconvertedIncome)),
        ])
        return value.rendered(pretty: true) + "\n"
    }
}
