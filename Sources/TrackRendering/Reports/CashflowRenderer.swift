import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `CashflowReport` (`track cashflow`): a section each for fixed
/// income, fixed expenses, the disposable income, its allocation by
/// category (amount, share, a bar, this month's spending) and the runway
/// of the cash accounts over six months, with its lowest point and the
/// first day below zero. CSV has the sections as rows of their titles;
/// JSON has `sections`, then `lowest` and `belowZero`.
public struct CashflowRenderer {
    public let report: CashflowReport
    public let journal: Journal
    public let style: TerminalStyle

    static let barWidth = 20

    public init(report: CashflowReport, journal: Journal, style: TerminalStyle) {
        self.report = report
        self.journal = journal
        self.style = style
    }

    private var amounts: ReportAmounts {
        var shown = [report.totalFixedIncome, report.totalFixedExpenses, report.disposable, report.unallocated, report.extraCash]
        shown += report.allocations.flatMap { [$0.amount, $0.actual] } + report.runway.map(\.balance)
        return ReportAmounts(journal: journal, showing: shown)
    }

    private static let columns: [Table.Column] = [
        .textOnly(""),
        .init(header: nil, csv: "item", json: "item", isKey: true),
        .init(header: "Amount", alignment: .right, csv: "amount", json: "amount"),
        .init(header: "Share", alignment: .right, csv: "share %", json: "share"),
        .textOnly(""),
        .init(header: "Spent", alignment: .right, csv: "spent this month", json: "spent"),
    ]

    private func row(_ name: String, _ amount: MixedAmount?, paint: Paint = .plain) -> Table.Row {
        Table.Row([.text(name, paint: paint), .text(name), amount.map { Cell(.amount($0), paint: paint) }])
    }

    public func document() -> ReportDocument {
        let amounts = self.amounts
        var table = Table(columns: Self.columns, textLayout: .grid)
        table.add(Table.Row([], emphasis: .section(title: "Fixed income")))
        for line in report.fixedIncome { table.add(row(line.name, line.amount)) }
        table.add(Table.Row([.text("Total", paint: .total), .text("total"), .amount(report.totalFixedIncome)], emphasis: .total(key: "total")))
        table.add(Table.Row([], emphasis: .section(title: "Fixed expenses")))
        for line in report.fixedExpenses { table.add(row(line.name, line.amount)) }
        if report.fixedExpenses.isEmpty {
            table.add(Table.Row([.text("none: tag a ~ posting, or an account directive, fixed:", paint: .muted), .text("none")]))
        }
        table.add(Table.Row([.text("Total", paint: .total), .text("total"), .amount(report.totalFixedExpenses)],
                            emphasis: .total(key: "total")))
        table.add(Table.Row([], emphasis: .section(title: "Disposable income")))
        table.add(row("fixed income - fixed expenses", report.disposable, paint: report.disposable.amounts.contains { $0.quantity.isNegative } ? .loss : .plain))
        table.add(row("extra cash: last month's income - fixed income", report.extraCash))
        table.add(Table.Row([], emphasis: .section(title: "Allocation of the disposable income")))
        for allocation in report.allocations {
            let bar = allocation.share.map { share -> Cell in
                let blocks = Bar(min(max(share, Quantity(0)), Quantity(100)), maximum: Quantity(100), length: .columns(Self.barWidth)).blocks
                return .text(blocks + String(repeating: " ", count: max(0, Self.barWidth - blocks.count)), paint: .share)
            }
            table.add(Table.Row([.text(allocation.category), .text(allocation.category), .amount(allocation.amount),
                                 .percentage(allocation.share), bar, .amount(allocation.actual)]))
        }
        let unallocatedPaint: Paint = report.unallocated.amounts.contains { $0.quantity.isNegative } ? .overBudget : .total
        table.add(Table.Row([.text("Unallocated", paint: unallocatedPaint), .text("unallocated"), .amount(report.unallocated),
                             .percentage(ReportMath.percent(report.unallocated, of: report.disposable))],
                            emphasis: .total(key: "unallocated")))
        table.add(Table.Row([], emphasis: .section(title: "Runway of the cash accounts")))
        for (index, point) in report.runway.enumerated() {
            let label = (index == 0 ? "today " : "") + point.day.description
            let negative = report.commodity.map { point.balance.quantity(of: $0).isNegative } ?? false
            table.add(row(label, point.balance, paint: negative ? .overBudget : .plain))
        }
        if let lowest = report.lowest {
            table.add(row("lowest, on " + lowest.day.description, lowest.balance, paint: .total))
        }
        table.add(row(report.firstBelowZero.map { "below zero from " + $0.day.description } ?? "never below zero",
                      report.firstBelowZero?.balance,
                      paint: report.firstBelowZero == nil ? .gain : .overBudget))

        var document = ReportDocument(title: "Cash flow, " + PeriodLabel.text(report.month) + amounts.currencyNote,
                                      table: table, amounts: amounts)
        func point(_ point: CashflowReport.Point?) -> JSONValue {
            guard let point else { return .null }
            return .object([("date", .string(point.day.description)), ("balance", amounts.json(point.balance))])
        }
        document.jsonMembers = [
            ("start", report.month.start.map { .string($0.description) } ?? .null),
            ("end", report.month.lastDay.map { .string($0.description) } ?? .null),
        ]
        document.jsonTrailingMembers = [("lowest", point(report.lowest)), ("belowZero", point(report.firstBelowZero))]
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}

extension CashflowRenderer: ReportRenderer {}
