import TrackModel
import TrackReports

/// Writes a `Conversion` (`track convert`):
///
/// ```
/// 100.00 USD in NT$ on 2026-10-31
///
/// Value : NT$3,192
/// Rate  : 31.92
/// Date  : 2026-10-01
/// Chain : USD → NT$
/// ```
///
/// `Date` is the oldest price the chain uses.
public struct ConversionRenderer {
    public let conversion: Conversion
    public let journal: Journal
    public let style: TerminalStyle

    public init(conversion: Conversion, journal: Journal, style: TerminalStyle) {
        self.conversion = conversion
        self.journal = journal
        self.style = style
    }

    static let columns: [Table.Column] = [
        .init(header: nil, csv: "amount", json: "amount"),
        .textOnly("Value"),
        .init(header: nil, csv: "value", json: "value"),
        .textOnly("Rate"),
        .init(header: nil, csv: "rate", json: "rate"),
        .init(header: "Date", csv: "date", json: "date"),
        .init(header: "Chain", csv: "chain", json: nil as String?),
        .jsonOnly("chain"),
    ]

    func document() -> ReportDocument {
        let quote = conversion.quote
        let amounts = ReportAmounts(journal: journal, showing: [MixedAmount(conversion.amount), MixedAmount(conversion.value)])
        var table = Table(columns: Self.columns, textLayout: .record)
        table.add(Table.Row([
            Cell(.single(conversion.amount)),
            .text(amounts.formatter.format(conversion.value.quantity, commodity: conversion.value.commodity)),
            Cell(.single(conversion.value)),
            .text(ValuationNotes.rateText(quote.rate)), Cell(.number(quote.rate)),
            quote.oldestDate.map(Cell.date),
            .text(ValuationNotes.chainText(quote, journal: journal)),
            .list(quote.chain.map { journal.commodities.symbol($0) }),
        ]))
        let title = amounts.formatter.format(conversion.amount.quantity, commodity: conversion.amount.commodity)
            + " in " + journal.commodities[conversion.value.commodity].quotedSymbol + " on " + conversion.day.description
        var document = ReportDocument(title: title, table: table, amounts: amounts)
        document.jsonShape = .record
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}

extension ConversionRenderer: ReportRenderer {}
