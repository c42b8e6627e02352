import Testing
import TrackModel
@testable import TrackRendering

/// Charts as SVG: exact positions on a round axis, a tooltip per bar and
/// point, labels escaped, and a document an XML parser reads.
@Suite struct ChartSVGEncoderTests {
    static func chart() -> Chart {
        var chart = Chart(title: "Income & expenses", series: [
            .init(name: "income", paint: .income), .init(name: "expenses", paint: .expenses),
            .init(name: "net", paint: .share, mark: .line),
        ])
        chart.add(.init(label: "2026-01", values: [.init(Quantity("4623.96")!, text: "4,623.96"),
                                                   .init(Quantity("3677.51")!, text: "3,677.51"),
                                                   .init(Quantity("946.45")!, text: "946.45")]))
        chart.add(.init(label: "<b>二月</b>", values: [.init(Quantity("100")!, text: "100.00"),
                                                      .init(Quantity("300")!, text: "300.00"),
                                                      .init(Quantity("-200")!, text: "-200.00")]))
        return chart
    }

    @Test func theAxisHasRoundTicksAroundZero() {
        let scale = SVGScale([Quantity("4623.96")!, Quantity("-200")!], top: 16, bottom: 250)
        #expect(scale.step == 2000)
        #expect(scale.ticks == [-2000, 0, 2000, 4000, 6000])
        #expect(scale.y(Quantity(6000)) == 160)
        #expect(scale.y(Quantity(-2000)) == 2500)
        #expect(scale.y(Quantity(0)) == 1915)
        #expect(SVGScale.pixels(1915) == "191.5")
        #expect(SVGScale.pixels(2500) == "250")
        #expect(SVGScale.label(-1234567) == "-1,234,567")
    }

    @Test func niceSteps() {
        #expect(SVGScale.niceStep(1) == 1)
        #expect(SVGScale.niceStep(3) == 5)
        #expect(SVGScale.niceStep(1156) == 2000)
        #expect(SVGScale.niceStep(7000) == 10000)
    }

    @Test func barsLinesAndTooltips() throws {
        let svg = ChartSVGEncoder().encode(Self.chart())
        let check = try #require(XMLCheck.parse(svg))
        #expect(check.elements.filter { $0 == "rect" }.count == 4 + 2, "four bars and two legend swatches")
        #expect(check.elements.filter { $0 == "polyline" }.count == 1)
        #expect(check.elements.filter { $0 == "circle" }.count == 2)
        #expect(svg.contains("<title>2026-01 · income: 4,623.96</title>"))
        #expect(svg.contains("&lt;b&gt;二月&lt;/b&gt; · net: -200.00"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("aria-label=\"Income &amp; expenses\""))
        #expect(check.text.contains("6,000"))
    }

    @Test func theSameChartDrawsTheSameBytes() {
        #expect(ChartSVGEncoder().encode(Self.chart()) == ChartSVGEncoder().encode(Self.chart()))
    }

    @Test func lineSeriesStayOutOfTheTerminalChart() {
        let text = ChartTextEncoder(style: TerminalStyle(enabled: false), lineWidth: 60).encode(Self.chart())
        #expect(!text.contains("net"))
        #expect(text.contains("expenses"))
        #expect(Self.chart().maximum == Quantity("4623.96")!)
    }

    @Test func aDonutSliceIsADashAsLongAsItsShare() throws {
        let donut = DonutChart(title: "Spending", slices: [
            .init(label: "Bills", share: Quantity("70.4")!, text: "2,184.02"),
            .init(label: "<script>alert(1)</script>", share: Quantity("29.6")!, text: "917.75"),
            .init(label: "Refunds", share: Quantity("-1")!, text: "-3.00"),
        ])
        let svg = DonutSVGEncoder().encode(donut)
        let check = try #require(XMLCheck.parse(svg))
        #expect(svg.contains("stroke-dasharray=\"70.4 29.6\" stroke-dashoffset=\"0\""))
        #expect(svg.contains("stroke-dasharray=\"29.6 70.4\" stroke-dashoffset=\"-70.4\""))
        #expect(check.elements.filter { $0 == "circle" }.count == 1 + 2, "the ring and two slices; no slice below zero")
        #expect(!check.elements.contains("script"))
        #expect(check.text.contains("<script>alert(1)</script>"))
        #expect(check.text.contains("Refunds"))
    }
}
