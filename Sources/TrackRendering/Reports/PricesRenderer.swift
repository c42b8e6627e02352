import TrackModel
import TrackReports

/// Writes a `PricesReport`: `P DATE COMMODITY PRICE` lines in text (journal
/// syntax, as hledger's `prices`), columns date, commodity, price in CSV and JSON.
public struct PricesRenderer: ReportRenderer {
    public let report: PricesReport
    public let journal: Journal

    public init(report: PricesReport, journal: Journal) {
        self.report = report
        self.journal = journal
    }

    /// The price as a `P` directive writes it: all its digits, in its commodity's style.
    private func shown(_ price: PricesReport.Price) -> String {
        AmountFormatter(commodities: journal.commodities).formatExact(price.price.quantity, commodity: price.price.commodity)
    }

    private func symbol(_ price: PricesReport.Price) -> String {
        Commodity(symbol: journal.commodities.symbol(price.commodity)).quotedSymbol
    }

    func document() -> ReportDocument {
        var table = Table(columns: [
            .init(header: nil, csv: "date", json: "date"),
            .init(header: nil, csv: "commodity", json: "commodity"),
            .init(header: nil, csv: "price", json: "price"),
        ])
        for price in report.prices {
            table.add(Table.Row([.date(price.date), .text(symbol(price)), .text(shown(price))]))
        }
        var document = ReportDocument(title: "", table: table, amounts: ReportAmounts(journal: journal, showing: []))
        document.jsonShape = .rowsAlone
        return document
    }

    /// One `P` directive per line, single-spaced as hledger writes them.
    public func text() -> String {
        report.prices.map { "P \($0.date) \(symbol($0)) \(shown($0))\n" }.joined()
    }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
