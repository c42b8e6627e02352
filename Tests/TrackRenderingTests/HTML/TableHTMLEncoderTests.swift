import Testing
import TrackModel
@testable import TrackRendering

/// The table model as HTML: the text report's cells, paint as classes,
/// exact figures as data, every string escaped.
@Suite struct TableHTMLEncoderTests {
    static func fixture() -> (ReportAmounts, CommodityID) {
        var commodities = CommodityTable()
        let usd = commodities.intern("USD")
        commodities[usd].style = AmountStyle(digitGroups: .init(mark: ",", sizes: [3]), precision: 2)
        return (ReportAmounts(formatter: AmountFormatter(commodities: commodities), commodity: usd), usd)
    }

    static func table(_ usd: CommodityID) -> Table {
        var table = Table(columns: [
            .textOnly("Payee"), .init(header: "", csv: "date", json: "date"),
            .init(header: "Amount", alignment: .right, csv: "amount", json: "amount"),
            .init(header: "Change", alignment: .right, csv: "change", json: "change"), .textOnly(""),
        ])
        for payee in ["<script>alert(1)</script>", "\"><img onerror=alert(1) src=x>", "  Dining"] {
            table.add(Table.Row([.text(payee), .date(Day(year: 2026, month: 11, day: 2)!),
                                 .amount(MixedAmount([Amount(Quantity("-1234.5")!, usd)])),
                                 Cell(.change(MixedAmount([Amount(Quantity("12")!, usd)]), increaseIsBad: true)),
                                 Cell(.bar(Bar(Quantity(1), maximum: Quantity(2), length: .columns(10))))]))
        }
        table.add(Table.Row([.text("Total", paint: .total)], emphasis: .totalOutsideJSON))
        return table
    }

    @Test func userStringsAreTextNeverMarkup() throws {
        let (amounts, usd) = Self.fixture()
        let html = TableHTMLEncoder(amounts: amounts).encode(Self.table(usd))
        let check = try #require(XMLCheck.parse(html))
        #expect(!check.elements.contains("script"))
        #expect(!check.elements.contains("img"))
        #expect(check.text.contains("<script>alert(1)</script>"))
        #expect(check.text.contains("\"><img onerror=alert(1) src=x>"))
    }

    @Test func cellsAreTheTextReportsWithPaintAndExactFigures() {
        let (amounts, usd) = Self.fixture()
        let html = TableHTMLEncoder(amounts: amounts, heading: { $0.uppercased() }).encode(Self.table(usd))
        #expect(html.contains("<th scope=\"col\">PAYEE</th><th scope=\"col\">DATE</th><th scope=\"col\" class=\"num\">AMOUNT</th>"),
                "a heading text leaves empty takes the CSV name")
        #expect(html.contains("<td class=\"num\" data-exact=\"-1234.5\"><span class=\"negative\">-1,234.50</span></td>"))
        #expect(html.contains("<span class=\"loss up\">▲ 12.00</span>"), "a direction, for --gain-colors tw")
        #expect(html.contains("<td class=\"indent1\">Dining</td>"))
        #expect(!html.contains("█"), "bars are left to the charts")
        #expect(html.contains("<tfoot><tr class=\"total\"><td class=\"total\">Total</td>"))
    }

    @Test func onlyTheNamedColumns() {
        let (amounts, usd) = Self.fixture()
        let html = TableHTMLEncoder(amounts: amounts).encode(Self.table(usd), only: ["date", "amount"])
        #expect(html.contains("<thead><tr><th scope=\"col\">date</th><th scope=\"col\" class=\"num\">Amount</th></tr></thead>"))
        #expect(!html.contains("Dining"))
    }
}
