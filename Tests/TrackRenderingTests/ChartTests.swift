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

/// A document draws its charts after its notes, at its line width.
@Suite struct DocumentChartTests {
    static func document(charts: [Chart]?) -> ReportDocument {
        var table = Table(columns: [.init(header: "Period", csv: "period", json: "period")])
        table.add(Table.Row([.text("2026-01")]))
        let amounts = ReportAmounts(formatter: AmountFormatter(commodities: CommodityTable()), commodity: nil)
        var document = ReportDocument(title: "Title", table: table, amounts: amounts)
        document.notes = "\nA note.\n"
        document.charts = charts
        document.lineWidth = 36
        return document
    }

    @Test func chartsFollowTheNotesAfterABlankLine() {
        let text = Self.document(charts: [ChartTests.chart()]).text(TerminalStyle(enabled: false))
        #expect(text.hasPrefix("Title\n\nPeriod\n-------\n2026-01\n\nA note.\n\nIncome and expenses per month in USD\n"))
        #expect(text.hasSuffix("2026-01  income    ██████████ 100.00\n         expenses  █████       50.00\n二月     income                 0.00\n         expenses  ██▌         25.00\n"))
    }

    @Test func aChartAskedForWithNothingToDrawLeavesTheBlankLine() {
        #expect(Self.document(charts: []).text(TerminalStyle(enabled: false)).hasSuffix("A note.\n\n"))
        #expect(Self.document(charts: nil).text(TerminalStyle(enabled: false)).hasSuffix("A note.\n"))
        #expect(!Self.document(charts: nil).text(TerminalStyle(enabled: false)).hasSuffix("A note.\n\n"))
        #expect(Self.document(charts: [ChartTests.chart()]).csv() == "\"period\"\n\"2026-01\"\n")
    }
}
