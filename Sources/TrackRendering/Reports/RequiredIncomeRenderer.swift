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

    /// The columns, declared once: `Before tax` is in text only when a
    /// tax rate was given; CSV and JSON always have it.
    static func columns(taxed: Bool) -> [Table.Column] {
        [
            .init(header: "Per", csv: "per", json: "per"),
            .init(header: "Needed", alignment: .right, csv: "needed", json: "needed"),
            .init(header: taxed ? "Before tax" : nil, alignment: .right, csv: "needed before tax", json: "neededBeforeTax"),
            .init(header: "Actual", alignment: .right, csv: "actual", json: "actual"),
            .init(header: "Surplus", alignment: .right, csv: "surplus", json: "surplus"),
        ]
    }

    /// A row per unit of time, then how the figures were made.
    func document() -> ReportDocument {
        let amounts = self.amounts
        let c = report.currency
        var table = Table(columns: Self.columns(taxed: report.options.taxRate != nil))
        for row in report.rows {
            let name = Self.unitNames[row.unit] ?? row.unit.rawValue
            table.add(Table.Row([
                Cell(.name(shown: name, data: row.unit.rawValue)), Cell(.single(Amount(row.needed, c))),
                row.neededBeforeTax.map { Cell(.single(Amount($0, c))) }, Cell(.single(Amount(row.actual, c))),
                Cell(.single(Amount(row.surplus, c)), paint: row.surplus.isNegative ? .loss : .gain),
            ]))
        }
        let title = "Income needed to cover the expenses of \(PeriodLabel.text(report.window))\(amounts.currencyNote)"
        var document = ReportDocument(title: title, table: table, amounts: amounts)
        document.notes = "\n" + explanation(amounts).joined(separator: "\n") + "\n" + (showsRates ? valuationNotes.ratesText() : "")
        document.csvTrailer = totalsCSV(amounts) + (showsRates ? valuationNotes.ratesCSV() : "")
        document.jsonMembers = [
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
        ]
        document.jsonTrailingMembers = [
            ("unconvertedExpenses", amounts.json(report.unconvertedExpenses)),
            ("unconvertedIncome", amounts.json(report.unconvertedIncome)),
        ]
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }

    /// The totals the text's notes give, as rows of their own after the
    /// table (as `--show-rates` adds its rates): the expenses and income over
    /// the window, the savings a month when counted, and the surplus (or
    /// shortfall) a month.
    private func totalsCSV(_ amounts: ReportAmounts) -> String {
        let c = report.currency
        var writer = CSVWriter()
        writer.writeRow(["total", "amount", "over"])
        writer.writeRow(["expenses", amounts.csv(report.expenses, c), length])
        writer.writeRow(["income", amounts.csv(report.income, c), length])
        if let savings = report.savingsPerMonth {
            writer.writeRow(["savings", amounts.csv(savings, c), "1 month"])
        }
        if let month = report.row(.month) {
            writer.writeRow([month.surplus.isNegative ? "shortfall" : "surplus", amounts.csv(month.surplus.magnitude ?? month.surplus, c), "1 month"])
        }
        return "\n" + writer.output
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
}
