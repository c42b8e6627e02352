import Testing
import TrackModel
import TrackRendering

/// A chart is data (series, groups, values with their text); the terminal
/// drawing is one encoding of it.
@Suite struct ChartTests {
    static func chart() -> Chart {
        var chart = Chart(title: "Income and expenses per month in USD",
                          series: [.init(name: "income", paint: .income), .init(name: "expenses", paint: .expenses)])
        chart.add(.init(label: "2026-01", values: [.init(Quantity("100")!, text: "100.00"), .init(Quantity("50")!, text: "50.00")]))
        chart.add(.init(label: "二月", values: [.init(Quantity("0")!, text: "0.00"), .init(Quantity("25")!, text: "25.00")]))
        return chart
    }

    @Test func theLargestValueSetsTheScale() {
        #expect(Self.chart().maximum == Quantity("100")!)
        #expect(Chart(title: "empty", series: []).maximum == Quantity(0))
    }

    @Test func textFillsTheLineWithBarsInTheirSeriesOrder() {
        // 7 + 2 + 8 + 2 + 1 + 6 columns around the bars leave 10 of 36.
        let text = ChartTextEncoder(style: TerminalStyle(enabled: false), lineWidth: 36).encode(Self.chart())
        #expect(text == """
            Income and expenses per month in USD
            2026-01  income    ██████████ 100.00
                     expenses  █████       50.00
            二月     income                 0.00
                     expenses  ██▌         25.00

            """)
    }

    @Test func barsTakeTheirSeriesPaintAndChartsASeparatingLine() {
        let chart = Self.chart()
        let text = ChartTextEncoder(style: TerminalStyle(enabled: true), lineWidth: 36).encode([chart, chart])
        #expect(text.contains("income    \u{1B}[32m██████████\u{1B}[0m 100.00\n"))
        #expect(text.contains("expenses  \u{1B}[31m█████\u{1B}[0m       50.00\n"))
        #expect(text.contains("25.00\n\nIncome and expenses"))
    }
}
