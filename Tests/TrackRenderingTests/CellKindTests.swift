import Testing
import TrackModel
import TrackRendering

/// The cell kinds reports other than the period summaries need: one amount
/// (an object in JSON), a count, an account path, a bar; and a total row
/// that JSON leaves to the document.
@Suite struct CellKindTests {
    static func amounts() -> (ReportAmounts, CommodityID) {
        var commodities = CommodityTable()
        let usd = commodities.intern("USD")
        commodities[usd].style = AmountStyle(digitGroups: .init(mark: ",", sizes: [3]), precision: 2)
        return (ReportAmounts(formatter: AmountFormatter(commodities: commodities), commodity: usd), usd)
    }

    static let columns: [Table.Column] = [
        .textOnly("Name"),
        .init(header: nil, csv: "path", json: "path"),
        .init(header: nil, csv: "depth", json: "depth"),
        .init(header: "Amount", alignment: .right, csv: "amount", json: "amount"),
        .init(header: "Bar", csv: "bar", json: "bar"),
    ]

    static func table(lineWidth: Int) -> Table {
        let (_, usd) = amounts()
        var table = Table(columns: columns)
        for (name, value) in [("Rent", "1800"), ("Phone", "-92.4")] {
            let quantity = Quantity(value)!
            table.add(Table.Row([.text(name), Cell(.path(["Bills", name])), Cell(.number(Quantity(2))),
                                 Cell(.single(Amount(quantity, usd)), paint: name == "Rent" ? .gain : .plain),
                                 Cell(.bar(Bar(quantity, maximum: Quantity("1800")!, length: .fillingLine(lineWidth))), paint: .share)]))
        }
        table.add(Table.Row([.text("Total"), .text("total"), Cell(.number(Quantity(0)))], emphasis: .totalOutsideJSON))
        return table
    }

    @Test func barsFillWhatTheOtherColumnsLeaveOfTheLine() {
        let (amounts, _) = Self.amounts()
        let text = TableTextEncoder(amounts: amounts, style: TerminalStyle(enabled: false)).encode(Self.table(lineWidth: 30))
        // The other columns take 15 columns and two spaces: 13 are left for the bars.
        #expect(text == """
            Name     Amount  Bar
            ------------------------------
            Rent   1,800.00  █████████████
            Phone    -92.40
            ------------------------------
            Total

            """)
        let narrow = TableTextEncoder(amounts: amounts, style: TerminalStyle(enabled: false)).encode(Self.table(lineWidth: 20))
        #expect(narrow.contains("Rent   1,800.00  ██████████\n"))   // at least ten
    }

    @Test func oneAmountKeepsItsOwnPaintAndIsRedWhenNegativeWithout() {
        let (amounts, _) = Self.amounts()
        let text = TableTextEncoder(amounts: amounts, style: TerminalStyle(enabled: true)).encode(Self.table(lineWidth: 30))
        #expect(text.contains("\u{1B}[32m1,800.00\u{1B}[0m"))
        #expect(text.contains("\u{1B}[31m-92.40\u{1B}[0m"))
        #expect(text.contains("\u{1B}[33m█████████████\u{1B}[0m"))
    }

    @Test func csvWritesPathsCountsOneAmountAndTheBarsValue() {
        let (amounts, _) = Self.amounts()
        #expect(TableCSVEncoder(amounts: amounts).encode(Self.table(lineWidth: 30)) == """
            "path","depth","amount","bar"
            "Bills:Rent","2","1800.00 USD","1800"
            "Bills:Phone","2","-92.40 USD","-92.4"
            "total","0","",""

            """)
    }

    @Test func jsonWritesPathsAsArraysOneAmountAsAnObjectAndNoTotal() {
        let (amounts, _) = Self.amounts()
        let encoder = TableJSONEncoder(amounts: amounts)
        let table = Self.table(lineWidth: 30)
        #expect(encoder.rows(table).rendered(pretty: false).hasPrefix(
            #"[{"path":["Bills","Rent"],"depth":2,"amount":{"commodity":"USD","quantity":1800,"exact":"1800","formatted":"1,800.00 USD"},"bar":1800}"#))
        #expect(encoder.totals(table).isEmpty)
        #expect(table.totals.count == 1)
    }

    @Test func aBarOutsideATableTakesItsWholeLength() {
        #expect(Bar(Quantity("1")!, maximum: Quantity("2")!, length: .fillingLine(10)).blocks == "█████")
        #expect(Bar(Quantity("1")!, maximum: Quantity("2")!, length: .columns(4)).blocks == "██")
    }

    @Test func theJSONTrailerFollowsTheRows() {
        let (amounts, _) = Self.amounts()
        var document = ReportDocument(title: "t", table: Self.table(lineWidth: 30), amounts: amounts)
        document.jsonMembers = [("kind", .string("expenses"))]
        document.jsonTrailingMembers = [("total", .number("1707.6"))]
        let json = document.json()
        #expect(json.hasPrefix("{\n  \"kind\": \"expenses\",\n  \"rows\": ["))
        #expect(json.hasSuffix("],\n  \"total\": 1707.6\n}\n"))
    }
}

/// Tags and exact numbers, as `export` writes them.
@Suite struct TagAndNumberCellTests {
    @Test func tagsAreACommentsTextAndObjectsInJSON() {
        let (amounts, _) = CellKindTests.amounts()
        var table = Table(columns: [.init(header: "Tags", csv: "tags", json: "tags"), .init(header: "N", csv: "n", json: "n")])
        table.add(Table.Row([Cell(.tags([(name: "trip", value: "Lisbon"), (name: "receipt", value: "")])),
                             Cell(.number(Quantity("1400.00")!))]))
        #expect(TableCSVEncoder(amounts: amounts).encode(table) == "\"tags\",\"n\"\n\"trip:Lisbon, receipt:\",\"1400.00\"\n")
        #expect(TableJSONEncoder(amounts: amounts).rows(table).rendered(pretty: false)
            == #"[{"tags":[{"name":"trip","value":"Lisbon"},{"name":"receipt","value":""}],"n":1400.00}]"#)
        #expect(TableTextEncoder(amounts: amounts, style: TerminalStyle(enabled: false)).encode(table)
            == "Tags                   N\n" + String(repeating: "-", count: 30) + "\ntrip:Lisbon, receipt:  1400.00\n")
    }
}

/// Empty headings are no headings: a table of them has no heading row.
@Suite struct HeadinglessTableTests {
    @Test func aTableOfEmptyHeadingsStartsWithItsFirstRow() {
        let (amounts, _) = CellKindTests.amounts()
        var table = Table(columns: [.textOnly(""), .textOnly("", alignment: .right)])
        table.add(Table.Row([.text("journal balance"), .text("$1,234.56")]))
        table.add(Table.Row([.text("difference"), .text("$65.44")]))
        #expect(TableTextEncoder(amounts: amounts, style: TerminalStyle(enabled: false)).encode(table) == """
            journal balance  $1,234.56
            difference          $65.44

            """)
    }
}
