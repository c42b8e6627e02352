import Testing
import TrackModel
import TrackRendering

/// The table model and its three encoders, on a small table of two
/// commodities: each column declared once, each format writing it its way.
@Suite struct TableEncoderTests {
    struct Fixture {
        var amounts: ReportAmounts
        var usd: CommodityID
        var ntd: CommodityID

        init(commonCommodity: Bool = false) {
            var commodities = CommodityTable()
            usd = commodities.intern("USD")
            ntd = commodities.intern("NT$")
            commodities[usd].style = AmountStyle(digitGroups: .init(mark: ",", sizes: [3]), precision: 2)
            commodities[ntd].style = AmountStyle(symbolSide: .left, spaced: false,
                                                 digitGroups: .init(mark: ",", sizes: [3]), precision: 0)
            amounts = ReportAmounts(formatter: AmountFormatter(commodities: commodities),
                                    commodity: commonCommodity ? usd : nil)
        }

        func mixed(_ usdText: String, _ ntdText: String? = nil) -> MixedAmount {
            var parts = [Amount(Quantity(usdText)!, usd)]
            if let ntdText { parts.append(Amount(Quantity(ntdText)!, ntd)) }
            return MixedAmount(parts)
        }
    }

    static let columns: [Table.Column] = [
        .init(header: "Category", csv: "category", json: "category", isKey: true),
        .init(header: nil, csv: "day", json: "day", isKey: true),
        .init(header: "Amount", alignment: .right, csv: "amount", json: "amount"),
        .init(header: "Change", alignment: .right, csv: "change", json: ["change", "amount"]),
        .init(header: "%", alignment: .right, csv: "change %", json: ["change", "percent"]),
    ]

    static func table(_ f: Fixture, note: String = "say \"hi\"\n") -> Table {
        var table = Table(columns: columns)
        table.add(Table.Row([.text("支出:餐飲"), .date(Day(year: 2026, month: 1, day: 2)!), .amount(f.mixed("-1234.5", "52000")),
                             Cell(.change(f.mixed("10"), increaseIsBad: true)), .percentage(Quantity("9.05")!, signed: true)]))
        table.add(Table.Row([.text(note), .date(Day(year: 2026, month: 1, day: 3)!), .amount(f.mixed("5"))]))
        table.add(Table.Row([Cell(.name(shown: "Total", data: "total"), paint: .total), .text("2026-01-31"),
                             .amount(f.mixed("-1229.5", "52000"))], emphasis: .total(key: "total")))
        return table
    }

    @Test func textAlignsByDisplayWidthWithALinePerCommodity() {
        let f = Fixture()
        let table = Self.table(f, note: "say \"hi\"")
        let text = TableTextEncoder(amounts: f.amounts, style: TerminalStyle(enabled: false)).encode(table)
        #expect(text == """
            Category          Amount       Change      %
            --------------------------------------------
            支出:餐飲      NT$52,000  ▲ 10.00 USD  +9.0%
                       -1,234.50 USD
            say "hi"        5.00 USD
            --------------------------------------------
            Total          NT$52,000
                       -1,229.50 USD

            """)
    }

    @Test func textHasNoTrailingSpacesAndColourOnlyWhenAsked() {
        let f = Fixture()
        let plain = TableTextEncoder(amounts: f.amounts, style: TerminalStyle(enabled: false)).encode(Self.table(f))
        #expect(!plain.contains("\u{1B}["))
        #expect(!plain.split(separator: "\n").contains { $0.hasSuffix(" ") })
        let coloured = TableTextEncoder(amounts: f.amounts, style: TerminalStyle(enabled: true)).encode(Self.table(f))
        #expect(coloured.contains("\u{1B}[31m-1,234.50 USD\u{1B}[0m"))   // negative
        #expect(coloured.contains("\u{1B}[31m▲ 10.00 USD\u{1B}[0m"))     // loss
        #expect(coloured.contains("\u{1B}[1mTotal\u{1B}[0m"))            // total
        #expect(coloured.contains("\u{1B}[1mCategory\u{1B}[0m"))         // heading
    }

    @Test func csvQuotesEveryFieldAndWritesAmountsWithoutGroups() {
        let f = Fixture()
        #expect(TableCSVEncoder(amounts: f.amounts).encode(Self.table(f)) == """
            "category","day","amount","change","change %"
            "支出:餐飲","2026-01-02","NT$52000, -1234.50 USD","10.00 USD","+9.0%"
            "say ""hi""
            ","2026-01-03","5.00 USD","",""
            "total","2026-01-31","NT$52000, -1229.50 USD","",""

            """)
    }

    @Test func jsonNestsKeyPathsEscapesTextAndNamesTotals() {
        let f = Fixture(commonCommodity: true)
        let encoder = TableJSONEncoder(amounts: f.amounts)
        let table = Self.table(f)
        let rows = encoder.rows(table).rendered(pretty: false)
        #expect(rows.hasPrefix(#"[{"category":"支出:餐飲","day":"2026-01-02","amount":[{"commodity":"NT$","quantity":"#))
        #expect(rows.contains(#""change":{"amount":[{"commodity":"USD","quantity":10,"exact":"10","formatted":"10.00 USD"}],"percent":9.05}"#))
        #expect(rows.contains(#"{"category":"say \"hi\"\n","day":"2026-01-03""#))
        #expect(rows.hasSuffix(#""change":null}]"#))
        let totals = encoder.totals(table)
        #expect(totals.map(\.0) == ["total"])
        #expect(totals[0].1.rendered(pretty: false).hasPrefix(#"{"amount":[{"commodity":"NT$""#))
    }

    @Test func aDocumentShowsItsEmptyMessageInsteadOfAnEmptyTable() {
        let f = Fixture()
        var document = ReportDocument(title: "Spending", table: Table(columns: Self.columns), amounts: f.amounts)
        document.emptyMessage = "Nothing spent."
        document.jsonMembers = [("kind", .string("expenses"))]
        #expect(document.text(TerminalStyle(enabled: false)) == "Spending\n\nNothing spent.\n")
        #expect(document.csv() == "\"category\",\"day\",\"amount\",\"change\",\"change %\"\n")
        #expect(document.json() == "{\n  \"kind\": \"expenses\",\n  \"rows\": []\n}\n")
    }

    @Test func rowsKeepTheirOrderAndEmphasis() {
        let table = Self.table(Fixture())
        #expect(table.rows.count == 3 && table.body.count == 2 && table.totals.count == 1)
        #expect(table.totals[0].emphasis == .total(key: "total"))
    }

    @Test func everyPaintHasAColourOrNone() {
        let on = TerminalStyle(enabled: true), off = TerminalStyle(enabled: false)
        let paints: [Paint] = [.plain, .negative, .gain, .loss, .overBudget, .muted, .total, .heading, .income, .expenses, .share]
        for paint in paints {
            #expect(off.paint("x", paint) == "x")
            #expect((on.paint("x", paint) == "x") == (paint == .plain))
        }
        #expect(on.paint("x", .gain) == "\u{1B}[32mx\u{1B}[0m")
        #expect(on.paint("x", .muted) == "\u{1B}[2mx\u{1B}[0m")
    }
}
