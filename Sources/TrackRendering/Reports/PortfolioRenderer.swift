import TrackModel
import TrackReports

/// Writes `track portfolio`: the holdings with their P/L (gains green,
/// losses red on a terminal) and the allocation by type; or, as asked, the
/// open lots (`--lots`), the realised gains per disposed lot (`--gains`),
/// or every purchase and sale (`--history`).
///
/// ```
/// Portfolio on 2026-10-31
///
/// Holding  Type    Quantity  Cost/unit       Cost      Value       P/L       %  Realised
/// TSMC     stock        100    NT$580   NT$58,000  NT$98,500  NT$40,500  +69.8%         0
/// ```
public struct PortfolioRenderer {
    public enum View: Sendable {
        case holdings, lots, gains, history, monthly
    }

    public let report: PortfolioReport
    public let book: LotBook
    public let journal: Journal
    public let style: TerminalStyle
    public let view: View
    /// `--monthly`'s figures.
    public var months: PortfolioMonths?
    /// `--history`'s rows.
    public var history: PortfolioHistory?

    public init(report: PortfolioReport, book: LotBook, journal: Journal, style: TerminalStyle, view: View) {
        self.report = report
        self.book = book
        self.journal = journal
        self.style = style
        self.view = view
    }

    private func symbol(_ id: CommodityID) -> String { journal.commodities[id].quotedSymbol }

    private static func paint(_ quantity: Quantity?) -> Paint {
        guard let quantity else { return .plain }
        return quantity.isNegative ? .loss : quantity.isZero ? .plain : .gain
    }

    func document() -> ReportDocument {
        switch view {
        case .holdings: return holdings()
        case .lots: return lots()
        case .gains: return gains()
        case .history: return historyTable()
        case .monthly: return monthly()
        }
    }

    private func holdings() -> ReportDocument {
        var shown: [MixedAmount] = [report.totalCost, report.totalValue, report.totalUnrealised, report.totalRealised]
        var table = Table(columns: [
            .init(header: "Holding", csv: "commodity", json: "commodity", isKey: true),
            .init(header: "Type", csv: "type", json: "type"),
            .init(header: "Quantity", alignment: .right, csv: "quantity", json: "quantity"),
            .init(header: "Cost/unit", alignment: .right, csv: "unit_cost", json: "unitCost"),
            .init(header: "Cost", alignment: .right, csv: "cost", json: "cost"),
            .init(header: "Value", alignment: .right, csv: "value", json: "value"),
            .init(header: "P/L", alignment: .right, csv: "unrealised", json: "unrealised"),
            .init(header: "%", alignment: .right, csv: "unrealised_percent", json: "unrealisedPercent"),
            .init(header: "Realised", alignment: .right, csv: "realised", json: "realised"),
        ])
        for holding in report.holdings {
            shown += [MixedAmount(holding.cost), MixedAmount(holding.realised)]
            if let value = holding.value { shown.append(MixedAmount(value)) }
            if let unit = holding.unitCost { shown.append(MixedAmount(unit)) }
            if let unrealised = holding.unrealised { shown.append(MixedAmount(unrealised)) }
            table.add(Table.Row([
                .text(symbol(holding.commodity)), .text(holding.type), Cell(.number(holding.quantity)),
                holding.unitCost.map { Cell(.single($0)) }, Cell(.single(holding.cost)),
                holding.value.map { Cell(.single($0)) } ?? (holding.quantity.isZero ? nil : .text("no rate", paint: .muted)),
                holding.unrealised.map { Cell(.single($0), paint: Self.paint($0.quantity)) },
                holding.unrealisedPercent.map { Cell(.percentage($0, signed: true), paint: Self.paint($0)) },
                Cell(.single(holding.realised), paint: Self.paint(holding.realised.quantity)),
            ]))
        }
        let totalPaint = Self.paint(ReportMath.single(report.totalUnrealised)?.quantity)
        table.add(Table.Row([
            .text("Total", paint: .total), nil, nil, nil, .amount(report.totalCost),
            report.totalValue.isZero ? nil : .amount(report.totalValue),
            report.totalUnrealised.isZero && report.totalValue.isZero ? nil : Cell(.amount(report.totalUnrealised), paint: totalPaint), nil,
            Cell(.amount(report.totalRealised), paint: Self.paint(ReportMath.single(report.totalRealised)?.quantity)),
        ], emphasis: .total(key: "total")))
        let amounts = ReportAmounts(journal: journal, showing: shown)
        var document = ReportDocument(title: "Portfolio on \(report.day)" + amounts.currencyNote, table: table, amounts: amounts)
        document.emptyMessage = "No investments: a purchase is a posting with a cost, such as 10 TSMC @ NT$580."
        if !report.allocation.isEmpty {
            var lines = "\nAllocation by type:\n"
            var text = TextTable(columns: [.init(header: "type"), .init(header: "value", alignment: .right), .init(header: "share", alignment: .right)])
            for entry in report.allocation {
                text.addRow([TextTable.Cell(entry.type), TextTable.Cell(document.amounts.formatter.format(entry.value.quantity, commodity: entry.value.commodity)),
                             TextTable.Cell(ReportAmounts.percent(entry.share, signed: false))])
            }
            lines += text.render()
            document.notes = lines
            document.jsonTrailingMembers = [("allocation", .array(report.allocation.map { entry in
                .object([("type", .string(entry.type)), ("value", document.amounts.json(MixedAmount(entry.value))),
                         ("share", ReportAmounts.json(percent: entry.share))])
            }))]
        }
        document.jsonMembers = [("date", .string(report.day.description))]
        return document
    }

    private func lots() -> ReportDocument {
        var table = Table(columns: [
            .init(header: "Holding", csv: "commodity", json: "commodity", isKey: true),
            .init(header: "Account", csv: "account", json: "account"),
            .init(header: "Date", csv: "date", json: "date"),
            .init(header: "Quantity", alignment: .right, csv: "quantity", json: "quantity"),
            .init(header: "Price", alignment: .right, csv: "price", json: "price"),
            .init(header: "Cost", alignment: .right, csv: "cost", json: "cost"),
        ])
        var shown: [MixedAmount] = []
        for lot in book.lots {
            shown += [MixedAmount(Amount(lot.price, lot.costCommodity)), MixedAmount(Amount(lot.basis, lot.costCommodity))]
            table.add(Table.Row([.text(symbol(lot.commodity)), .text(journal.accounts.name(lot.account)), .date(lot.date),
                                 Cell(.number(lot.quantity)), Cell(.single(Amount(lot.price, lot.costCommodity))),
                                 Cell(.single(Amount(lot.basis, lot.costCommodity)))]))
        }
        let amounts = ReportAmounts(journal: journal, showing: shown)
        var document = ReportDocument(title: "Open lots on \(report.day)" + amounts.currencyNote, table: table, amounts: amounts)
        document.emptyMessage = "No open lots."
        return document
    }

    private func gains() -> ReportDocument {
        var table = Table(columns: [
            .init(header: "Holding", csv: "commodity", json: "commodity", isKey: true),
            .init(header: "Acquired", csv: "acquired", json: "acquired"),
            .init(header: "Sold", csv: "sold", json: "sold"),
            .init(header: "Days", alignment: .right, csv: "days", json: "days"),
            .init(header: "Term", csv: "term", json: "term"),
            .init(header: "Quantity", alignment: .right, csv: "quantity", json: "quantity"),
            .init(header: "Cost", alignment: .right, csv: "cost", json: "cost"),
            .init(header: "Proceeds", alignment: .right, csv: "proceeds", json: "proceeds"),
            .init(header: "Gain", alignment: .right, csv: "gain", json: "gain"),
        ])
        var shown: [MixedAmount] = []
        var total = MixedAmount()
        for disposal in book.disposals {
            let amounts = [disposal.basis, disposal.proceeds, disposal.gain].map { Amount($0, disposal.costCommodity) }
            shown += amounts.map { MixedAmount($0) }
            total.add(amounts[2])
            table.add(Table.Row([
                .text(symbol(disposal.commodity)), .date(disposal.acquired), .date(disposal.sold), .integer(disposal.holdingDays),
                .text(disposal.isLongTerm ? "long" : "short"), Cell(.number(disposal.quantity)),
                Cell(.single(amounts[0])), Cell(.single(amounts[1])), Cell(.single(amounts[2]), paint: Self.paint(disposal.gain)),
            ]))
        }
        shown.append(total)
        table.add(Table.Row([.text("Total", paint: .total), nil, nil, nil, nil, nil, nil, nil,
                             Cell(.amount(total.removingZeros()), paint: Self.paint(ReportMath.single(total)?.quantity))],
                            emphasis: .total(key: "total")))
        let amounts = ReportAmounts(journal: journal, showing: shown)
        var document = ReportDocument(title: "Realised gains to \(report.day)" + amounts.currencyNote, table: table, amounts: amounts)
        document.emptyMessage = "No sales."
        return document
    }

    private func historyTable() -> ReportDocument {
        var table = Table(columns: [
            .init(header: "Date", csv: "date", json: "date"),
            .init(header: "Type", csv: "type", json: "type"),
            .init(header: "Holding", csv: "commodity", json: "commodity"),
            .init(header: "Account", csv: "account", json: "account"),
            .init(header: "Quantity", alignment: .right, csv: "quantity", json: "quantity"),
            .init(header: "Price", alignment: .right, csv: "price", json: "price"),
            .init(header: "Fees", alignment: .right, csv: "fees", json: "fees"),
            .init(header: "Value now", alignment: .right, csv: "value_now", json: "valueNow"),
            .init(header: "P/L", alignment: .right, csv: "profit", json: "profit"),
        ])
        var shown: [MixedAmount] = []
        for row in history?.rows ?? [] {
            shown += [row.price, row.fees, row.valueNow, row.profit].compactMap { $0.map { MixedAmount($0) } }
            table.add(Table.Row([.date(row.date), .text(row.kind.rawValue), row.commodity.map { .text(symbol($0)) },
                                 .text(journal.accounts.name(row.account)), row.quantity.map { Cell(.number($0)) }, Cell(.single(row.price)),
                                 row.fees.map { Cell(.single($0)) }, row.valueNow.map { Cell(.single($0)) },
                                 row.profit.map { Cell(.single($0), paint: Self.paint($0.quantity)) }]))
        }
        let amounts = ReportAmounts(journal: journal, showing: shown)
        var document = ReportDocument(title: "Investment transactions to \(report.day)" + amounts.currencyNote, table: table, amounts: amounts)
        document.emptyMessage = "No purchases, sales or dividends."
        return document
    }

    private func monthly() -> ReportDocument {
        var table = Table(columns: [
            .init(header: "Month", csv: "month", json: "month", isKey: true),
            .init(header: "Invested", alignment: .right, csv: "invested", json: "invested"),
            .init(header: "Realised", alignment: .right, csv: "realised", json: "realised"),
            .init(header: "Value", alignment: .right, csv: "value", json: "value"),
            .init(header: "Unrealised", alignment: .right, csv: "unrealised", json: "unrealised"),
        ])
        let months = self.months?.months ?? []
        var shown: [MixedAmount] = []
        for month in months {
            shown += [month.invested, month.realised, month.value, month.unrealised]
            table.add(Table.Row([.text(PeriodLabel.text(month.span)), .amount(month.invested),
                                 Cell(.amount(month.realised), paint: Self.paint(ReportMath.single(month.realised)?.quantity)),
                                 .amount(month.value),
                                 Cell(.amount(month.unrealised), paint: Self.paint(ReportMath.single(month.unrealised)?.quantity))]))
        }
        let amounts = ReportAmounts(journal: journal, showing: shown)
        var document = ReportDocument(title: "Portfolio by month to \(report.day)" + amounts.currencyNote, table: table, amounts: amounts)
        document.emptyMessage = "No investments: a purchase is a posting with a cost, such as 10 TSMC @ NT$580."
        if let unpriced = self.months?.unpriced, !unpriced.isEmpty {
            document.notes = "\n* no rate at some month's end for " + unpriced.map(symbol).joined(separator: ", ")
                + ": left out of that month's value and unrealised P/L\n"
        }
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}

extension PortfolioRenderer: ReportRenderer {}
