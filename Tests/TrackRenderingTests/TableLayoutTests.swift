import Testing
import TrackModel
import TrackRendering

/// The text layouts a table declares (hledger's balance list and grid,
/// labelled lines), sections, bare totals, collected JSON arrays, the
/// document shapes and the ledger way of writing amounts.
@Suite struct TableLayoutTests {
    struct Fixture {
        var journal = Journal()
        var usd: CommodityID
        var ntd: CommodityID

        init() {
            usd = journal.commodities.intern("USD")
            ntd = journal.commodities.intern("NT$")
            journal.commodities[usd].style = AmountStyle(digitGroups: .init(mark: ",", sizes: [3]), precision: 2)
            journal.commodities[ntd].style = AmountStyle(symbolSide: .left, spaced: false,
                                                         digitGroups: .init(mark: ",", sizes: [3]), precision: 0)
        }

        var amounts: ReportAmounts { .ledger(journal: journal, target: nil) }

        func mixed(_ usdText: String, _ ntdText: String? = nil) -> MixedAmount {
            var parts = [Amount(Quantity(usdText)!, usd)]
            if let ntdText { parts.append(Amount(Quantity(ntdText)!, ntd)) }
            return MixedAmount(parts)
        }
    }

    static let plain = TerminalStyle(enabled: false)

    /// An account, its indented name, its depth, then `amounts`.
    static func keys(_ account: String, _ indent: Int) -> [Cell?] {
        [.text(account), Cell(.name(shown: String(repeating: "  ", count: indent) + account.split(separator: ":").last!,
                                     data: String(account.split(separator: ":").last!))), .integer(indent)]
    }

    static let keyColumns: [Table.Column] = [
        .init(header: nil, csv: "account", json: "account", isKey: true),
        .init(header: nil, csv: nil, json: "name", isKey: true, inText: true),
        .init(header: nil, csv: nil, json: "indent", isKey: true),
    ]

    static func balance(_ f: Fixture) -> ReportDocument {
        var table = Table(columns: keyColumns + [.init(header: nil, alignment: .right, csv: "balance", json: "balance", inText: true)],
                          textLayout: .list(minimumWidth: 12))
        table.add(Table.Row(keys("expenses", 0) + [.amount(f.mixed("-12.5", "52000"))]))
        table.add(Table.Row(keys("expenses:food", 1) + [.amount(f.mixed("7"))]))
        table.add(Table.Row([.text("total"), nil, nil, .amount(f.mixed("-5.5", "52000"))], emphasis: .total(key: "total"),
                            jsonValueOnly: true))
        return ReportDocument(title: "", table: table, amounts: f.amounts)
    }

    @Test func listPutsTheNameAfterTheLastLineOfItsAmounts() {
        let f = Fixture()
        #expect(Self.balance(f).text(Self.plain) == """
               NT$52,000
              -12.50 USD  expenses
                7.00 USD    food
            ------------
               NT$52,000
               -5.50 USD

            """)
        let coloured = Self.balance(f).text(TerminalStyle(enabled: true))
        #expect(coloured.contains("  \u{1B}[31m-12.50 USD\u{1B}[0m  expenses\n"))
    }

    @Test func aTotalRowMayBeWrittenInJSONAsItsOneValue() {
        let f = Fixture()
        let json = Self.balance(f).json()
        #expect(json.contains("\"name\": \"food\",\n      \"indent\": 1,\n      \"balance\": ["))
        #expect(json.contains("\n  \"total\": [\n    {\n      \"commodity\": \"NT$\""))
        #expect(Self.balance(f).csv() == """
            "account","balance"
            "expenses","NT$52000, -12.50 USD"
            "expenses:food","7.00 USD"
            "total","NT$52000, -5.50 USD"

            """)
    }

    static let periodColumns: [Table.Column] = keyColumns + [
        .init(header: "Jan", alignment: .right, csv: "2026-01", json: "amounts", collectsJSON: true),
        .init(header: "Feb", alignment: .right, csv: "2026-02", json: "amounts", collectsJSON: true),
        .init(header: "  Total", alignment: .right, csv: "total", json: "total"),
    ]

    /// Two sections, the second empty (its total bare), and a grand total.
    static func statement(_ f: Fixture) -> Table {
        var table = Table(columns: periodColumns, textLayout: .grid)
        table.add(Table.Row([], emphasis: .section(title: "Expenses")))
        table.add(Table.Row(keys("expenses:food", 1) + [.amount(f.mixed("7")), .amount(f.mixed("-2", "300")), .amount(f.mixed("5", "300"))]))
        table.add(Table.Row([.text("total"), nil, nil, .amount(f.mixed("7")), .amount(f.mixed("-2", "300")), .amount(f.mixed("5", "300"))],
                            emphasis: .total(key: "totals")))
        table.add(Table.Row([], emphasis: .section(title: "Revenues")))
        table.add(Table.Row([.text("total"), nil, nil, .amount(MixedAmount()), .amount(MixedAmount()), .amount(MixedAmount())],
                            emphasis: .total(key: "totals"), isBare: true))
        table.add(Table.Row([.text("Net:"), .text("Net:"), nil, .amount(f.mixed("7")), .amount(f.mixed("-2", "300")),
                             .amount(f.mixed("5", "300"))], emphasis: .grandTotal(key: "net")))
        return table
    }

    @Test func gridRulesSectionsAndTotalsAndWritesAmountsOnOneLine() {
        let f = Fixture()
        let text = TableTextEncoder(amounts: f.amounts, style: Self.plain).encode(Self.statement(f))
        #expect(text == [
            "          ||      Jan                Feb             Total ",
            "==========++===============================================",
            " Expenses ||                                               ",
            "----------++-----------------------------------------------",
            "   food   || 7.00 USD  NT$300, -2.00 USD  NT$300, 5.00 USD ",
            "----------++-----------------------------------------------",
            "          || 7.00 USD  NT$300, -2.00 USD  NT$300, 5.00 USD ",
            "==========++===============================================",
            " Revenues ||                                               ",
            "----------++-----------------------------------------------",
            "----------++-----------------------------------------------",
            "          ||                                               ",
            "==========++===============================================",
            " Net:     || 7.00 USD  NT$300, -2.00 USD  NT$300, 5.00 USD ",
        ].joined(separator: "\n") + "\n")
        let coloured = TableTextEncoder(amounts: f.amounts, style: TerminalStyle(enabled: true)).encode(Self.statement(f))
        #expect(coloured.contains("\u{1B}[31mNT$300, -2.00 USD\u{1B}[0m"))
    }

    @Test func csvWritesSectionsAsTitlesAndBareTotalsAsTheirKeysAlone() {
        let f = Fixture()
        #expect(TableCSVEncoder(amounts: f.amounts).encode(Self.statement(f), titleRow: "Statement") == """
            "Statement","","",""
            "account","2026-01","2026-02","total"
            "Expenses","","",""
            "expenses:food","7.00 USD","NT$300, -2.00 USD","NT$300, 5.00 USD"
            "total","7.00 USD","NT$300, -2.00 USD","NT$300, 5.00 USD"
            "Revenues","","",""
            "total"
            "Net:","7.00 USD","NT$300, -2.00 USD","NT$300, 5.00 USD"

            """)
    }

    @Test func jsonNestsSectionsAndCollectsPeriodsInOneArray() {
        let f = Fixture()
        var document = ReportDocument(title: "Statement", table: Self.statement(f), amounts: f.amounts)
        document.jsonMembers = [("title", .string("Statement"))]
        document.jsonTrailingMembers = [("valuation", .null)]
        let json = document.json()
        let compact = json.filter { !$0.isWhitespace }
        #expect(compact.hasPrefix(#"{"title":"Statement","sections":[{"title":"Expenses","rows":[{"account":"expenses:food","name":"food","indent":1,"amounts":[[{"commodity":"USD","quantity":7,"exact":"7","formatted":"7.00USD"}],[{"#))
        #expect(compact.contains(#"}],"totals":{"amounts":[[{"commodity":"USD","quantity":7"#))
        // A bare total still has its values in JSON.
        #expect(compact.contains(#"{"title":"Revenues","rows":[],"totals":{"amounts":[[],[]],"total":[]}}]"#))
        #expect(compact.contains(#"],"net":{"amounts":[[{"#))
        #expect(compact.hasSuffix(#""valuation":null}"#))
    }

    @Test func transposingSwapsRowsAndColumnsForTextAndCSV() {
        let f = Fixture()
        var table = Table(columns: Self.periodColumns, textLayout: .grid)
        table.add(Table.Row(Self.keys("expenses", 0) + [.amount(f.mixed("7")), .amount(f.mixed("-2")), .amount(f.mixed("5"))]))
        table.add(Table.Row(Self.keys("income", 0) + [.amount(f.mixed("1")), .amount(f.mixed("1")), .amount(f.mixed("2"))]))
        table.add(Table.Row([.text("total"), nil, nil, .amount(f.mixed("8")), .amount(f.mixed("-1")), .amount(f.mixed("7"))],
                            emphasis: .total(key: "totals")))
        var document = ReportDocument(title: "", table: table, amounts: f.amounts)
        document.transposed = true
        #expect(document.text(Self.plain) == """
                     ||  expenses    income |           
            =========++=====================+===========
             Jan     ||  7.00 USD  1.00 USD |  8.00 USD 
             Feb     || -2.00 USD  1.00 USD | -1.00 USD 
               Total ||  5.00 USD  2.00 USD |  7.00 USD 

            """)
        #expect(document.csv() == """
            "account","expenses","income","total"
            "2026-01","7.00 USD","1.00 USD","8.00 USD"
            "2026-02","-2.00 USD","1.00 USD","-1.00 USD"
            "total","5.00 USD","2.00 USD","7.00 USD"

            """)
        // JSON keeps a row per account.
        #expect(document.json().filter { !$0.isWhitespace }.hasPrefix(#"{"rows":[{"account":"expenses","name":"expenses""#))
    }

    @Test func transposingABareTotalLeavesItsColumnBlank() {
        var table = Table(columns: Self.periodColumns, textLayout: .grid)
        table.add(Table.Row([.text("total"), nil, nil, .amount(MixedAmount()), .amount(MixedAmount()), .amount(MixedAmount())],
                            emphasis: .total(key: "totals"), isBare: true))
        let swapped = table.transposed()
        #expect(swapped.columns.map(\.csvName) == ["account", "total"])
        #expect(swapped.columns[1].startsGroup)
        #expect(TableCSVEncoder(amounts: Fixture().amounts).encode(swapped) == "\"account\",\"total\"\n\"2026-01\"\n\"2026-02\"\n\"total\"\n")
    }

    static func record() -> ReportDocument {
        var table = Table(columns: [
            .init(header: "Files", csv: nil, json: "files"),
            .init(header: "Count", csv: nil, json: "count"),
            .init(header: "Missing", csv: nil, json: "missing"),
            .init(header: "Declared", csv: nil, json: ["latest", "declared"]),
        ], textLayout: .record)
        table.add(Table.Row([.list(["a.journal", "b.journal"]), .integer(3), nil, .flag(true)]))
        var document = ReportDocument(title: "", table: table, amounts: Fixture().amounts)
        document.jsonShape = .record
        return document
    }

    @Test func aRecordIsLabelledLinesInTextAndOneObjectInJSON() {
        #expect(Self.record().text(Self.plain) == """
            Files   : a.journal
                      b.journal
            Count   : 3
            Declared: yes

            """)
        #expect(Self.record().json().filter { !$0.isWhitespace }
                == #"{"files":["a.journal","b.journal"],"count":3,"missing":null,"latest":{"declared":true}}"#)
    }

    @Test func rowsAloneUnlessTheDocumentHasMembers() {
        var table = Table(columns: [.init(header: nil, csv: "name", json: "name", inText: true),
                                    .init(header: nil, csv: "used", json: "used")])
        table.add(Table.Row([.text("cash"), .flag(false)]))
        var document = ReportDocument(title: "", table: table, amounts: Fixture().amounts)
        document.jsonShape = .rowsAlone
        #expect(document.text(Self.plain) == "cash\n")
        #expect(document.csv() == "\"name\",\"used\"\n\"cash\",\"no\"\n")
        #expect(document.json().filter { !$0.isWhitespace } == #"[{"name":"cash","used":false}]"#)
        document.jsonTrailingMembers = [("valuation", .null)]
        #expect(document.json().filter { !$0.isWhitespace } == #"{"rows":[{"name":"cash","used":false}],"valuation":null}"#)
    }

    @Test func ledgerAmountsMarkWhatNoRateConverted() {
        let f = Fixture()
        let valued = ReportDocument(title: "", table: {
            var table = Table(columns: [.init(header: "Amount", alignment: .right, csv: "amount", json: "amount")])
            table.add(Table.Row([.amount(f.mixed("1", "30"))]))
            table.add(Table.Row([.amount(MixedAmount())]))
            return table
        }(), amounts: .ledger(journal: f.journal, target: f.usd))
        #expect(valued.text(Self.plain) == "  Amount\n--------\n  NT$30*\n1.00 USD\n       0\n")
        #expect(valued.csv() == "\"amount\"\n\"NT$30, 1.00 USD\"\n\"0\"\n")
    }

    @Test func registerElidesTheAccountAndSharesTheLineBetweenTheAmounts() {
        // 40 columns leave 22 for the amounts (11 each) and 4 for the account.
        let f = Fixture()
        var table = Table(columns: [
            .init(header: nil, csv: "date", json: "period", inText: true),
            .init(header: nil, csv: "account", json: "account", inText: true),
            .init(header: nil, alignment: .right, csv: "amount", json: "amount", inText: true),
            .init(header: nil, alignment: .right, csv: "total", json: "total", inText: true),
        ], textLayout: .register(width: 40, dateWidth: 7))
        table.add(Table.Row([Cell(.name(shown: "2026-01", data: "2026-01")), .text("expenses:leisure:dining"),
                             .amount(f.mixed("-12", "300")), .amount(f.mixed("-12"))]))
        table.add(Table.Row([Cell(.name(shown: "", data: "2026-01")), nil, .amount(f.mixed("1")), .amount(f.mixed("-11", "300"))]))
        let text = TableTextEncoder(amounts: f.amounts, style: Self.plain).encode(table)
        #expect(text == [
            "2026-01   …ing       NT$300             ",
            "                 -12.00 USD   -12.00 USD",
            "                   1.00 USD       NT$300",
            "                              -11.00 USD",
        ].joined(separator: "\n") + "\n")
        // The period shows on its first row only; as data it is on every row.
        #expect(TableCSVEncoder(amounts: f.amounts).encode(table).contains("\"2026-01\",\"\",\"1.00 USD\""))
    }
}
