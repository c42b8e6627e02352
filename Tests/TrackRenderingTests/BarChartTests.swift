import Testing
@testable import TrackRendering
import TrackModel

@Suite struct BarChartTests {
    @Test(arguments: [
        ("100", "100", 10, "██████████"),
        ("50", "100", 10, "█████"),
        ("1", "8", 1, "▏"),
        ("3", "8", 1, "▍"),
        ("7", "8", 1, "▉"),
        ("4.9", "10", 2, "█"),          // 7.84 eighths round to 8: one full block
        ("0.001", "100", 10, "▏"),      // above zero is never empty
        ("0", "100", 10, ""),
        ("-5", "100", 10, ""),
        ("5", "0", 10, ""),
        ("150", "100", 4, "████"),      // never wider than asked
    ])
    func barsInEighths(_ value: String, _ maximum: String, _ width: Int, _ expected: String) {
        #expect(BarChart.bar(Quantity(value)!, maximum: Quantity(maximum)!, width: width) == expected)
    }

    @Test func equalValuesDrawEqualBars() {
        let a = BarChart.bar(Quantity("4623.96")!, maximum: Quantity("5915.82")!, width: 52)
        let b = BarChart.bar(Quantity("4623.960")!, maximum: Quantity("5915.82")!, width: 52)
        #expect(a == b)
        #expect(a.count == 41)
    }
}

@Suite struct StyledTableTests {
    @Test func colourDoesNotMoveColumns() {
        var table = StyledTable(columns: [.init(header: "Name"), .init(header: "Amount", alignment: .right)])
        table.addRow([StyledTable.Cell("餐飲"), StyledTable.Cell("-5.00", .negative)])
        table.addRow([StyledTable.Cell("Rent"), StyledTable.Cell("1,800.00")])
        let plain = table.render(TerminalStyle(enabled: false))
        #expect(plain == """
            Name    Amount
            --------------
            餐飲     -5.00
            Rent  1,800.00

            """)
        let coloured = table.render(TerminalStyle(enabled: true))
        #expect(coloured.contains("餐飲     \u{1B}[31m-5.00\u{1B}[0m\n"))
    }
}
