import Testing
import TrackRendering

struct TextTableTests {
    @Test func alignsAmountsRightAndAccountsLeft() {
        var table = TextTable(columns: [.init(alignment: .right), .init()])
        table.addRow(["$1", "assets:bank"])
        table.addRow(["$-20.50", "expenses:food"])
        table.addSeparator()
        table.addRow(["$-19.50"])
        #expect(
            table.render() == """
                     $1  assets:bank
                $-20.50  expenses:food
                ----------------------
                $-19.50

                """)
    }

    @Test func measuresWideCharactersByDisplayWidth() {
        var table = TextTable(columns: [.init(), .init(alignment: .right)])
        table.addRow(["支出:餐飲", "NT$120"])
        table.addRow(["assets:cash", "NT$-120"])
        table.addRow(["㐀", "NT$1,000"])
        #expect(
            table.render() == """
                支出:餐飲      NT$120
                assets:cash   NT$-120
                㐀           NT$1,000

                """)
    }

    @Test func rightAlignedWideCharacters() {
        var table = TextTable(columns: [.init(alignment: .right), .init()])
        table.addRow(["1,000 円", "資産:現金"])
        table.addRow(["25 USD", "assets"])
        #expect(
            table.render() == """
                1,000 円  資産:現金
                  25 USD  assets

                """)
    }

    @Test func multilineCellsAtTheBottom() {
        var table = TextTable(columns: [.init(alignment: .right), .init()], multilineAlignment: .bottom)
        table.addRow([TextTable.Cell(lines: ["1 EUR", "$-2"]), "assets:cash"])
        table.addRow(["$3", "assets:bank"])
        table.addSeparator()
        table.addRow([TextTable.Cell("1 EUR\n$1")])
        #expect(
            table.render() == """
                1 EUR
                  $-2  assets:cash
                   $3  assets:bank
                ------------------
                1 EUR
                   $1

                """)
    }

    @Test func multilineCellsAtTheTop() {
        var table = TextTable(columns: [.init(alignment: .right), .init()], multilineAlignment: .top)
        table.addRow([TextTable.Cell(lines: ["1 EUR", "$-2"]), "assets:cash"])
        table.addRow(["$3", "assets:bank"])
        #expect(
            table.render() == """
                1 EUR  assets:cash
                  $-2
                   $3  assets:bank

                """)
    }

    @Test func headersAreUnderlined() {
        var table = TextTable(columns: [
            .init(header: "Account"),
            .init(header: "Balance", alignment: .right),
        ])
        table.addRow(["assets", "$10"])
        table.addRow(["支出", "$5"])
        #expect(
            table.render() == """
                Account  Balance
                ----------------
                assets       $10
                支出          $5

                """)
    }

    @Test func aColumnWithoutHeaderBesideOneWithHeader() {
        var table = TextTable(columns: [.init(), .init(header: "2026", alignment: .right)])
        table.addRow(["income", "-100"])
        #expect(
            table.render() == """
                        2026
                ------------
                income  -100

                """)
    }

    @Test func customColumnSeparator() {
        var table = TextTable(columns: [.init(), .init(alignment: .right)], columnSeparator: " | ")
        table.addRow(["a", "1"])
        table.addRow(["bbb", "22"])
        table.addSeparator()
        #expect(
            table.render() == """
                a   |  1
                bbb | 22
                --------

                """)
    }

    @Test func trailingSpacesAreTrimmed() {
        var table = TextTable(columns: [.init(), .init(), .init()])
        table.addRow(["a", "", ""])
        table.addRow(["long account", "x", "1"])
        let lines = table.render().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == ["a", "long account  x  1", ""])
    }

    @Test func emptyTableRendersNothing() {
        let table = TextTable(columns: [.init(), .init()])
        #expect(table.render() == "")
    }

    @Test func emptyRowIsABlankLine() {
        var table = TextTable(columns: [.init(), .init()])
        table.addRow(["x", "y"])
        table.addRow([])
        table.addRow(["z", "w"])
        #expect(table.render() == "x  y\n\nz  w\n")
    }

    @Test func cellsSplitOnNewlines() {
        #expect(TextTable.Cell("a\nb").lines == ["a", "b"])
        #expect(TextTable.Cell("a").lines == ["a"])
        #expect(TextTable.Cell("").lines == [""])
    }
}
