import TrackModel

/// A `Chart` as an SVG drawing: per group, a bar for each bar series side by
/// side, and each line series as a line through the groups' centres (the
/// net over income and expense bars; a chart of lines alone is a line chart,
/// the net worth over time). A value axis with round ticks and grid lines,
/// the groups' labels under the axis (some left out when there are many),
/// a legend, and a `<title>` on every bar and point, which a browser shows
/// as a tooltip and a screen reader reads.
///
/// The drawing scales to its container (`viewBox`); colours come from the
/// page's stylesheet through the series' paint, so one drawing serves the
/// light, dark and print themes.
public struct ChartSVGEncoder {
    public static let width = 720
    public static let height = 320
    static let plotLeft = 76, plotRight = 708, plotTop = 16, plotBottom = 250
    /// At most this many group labels under the axis.
    static let maximumLabels = 12

    public init() {}

    public func encode(_ chart: Chart) -> String {
        let scale = SVGScale(chart.allQuantities, top: Self.plotTop, bottom: Self.plotBottom)
        var out = "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.width) \(Self.height)\""
            + " role=\"img\" aria-label=\"\(HTMLText.escaped(chart.title))\">"
        out += "<title>\(HTMLText.escaped(chart.title))</title>"
        out += axis(scale)
        let count = max(chart.groups.count, 1)
        let slot = (Self.plotRight - Self.plotLeft) * 10 / count
        let bars = chart.series.indices.filter { chart.series[$0].mark == .bar }
        let barWidth = bars.isEmpty ? 0 : slot * 7 / 10 / bars.count
        let zero = scale.y(Quantity(0))
        for (index, group) in chart.groups.enumerated() {
            let start = Self.plotLeft * 10 + index * slot + (slot - barWidth * bars.count) / 2
            for (position, seriesIndex) in bars.enumerated() {
                let series = chart.series[seriesIndex], value = group.values[seriesIndex]
                let y = scale.y(value.quantity)
                out += "<rect class=\"bar \(series.paint.htmlClass ?? "plain")\" x=\"\(SVGScale.pixels(start + position * barWidth))\""
                    + " y=\"\(SVGScale.pixels(min(y, zero)))\" width=\"\(SVGScale.pixels(max(barWidth - 10, 10)))\""
                    + " height=\"\(SVGScale.pixels(abs(zero - y)))\">"
                    + "<title>\(HTMLText.escaped(group.label + " · " + series.name + ": " + value.text))</title></rect>"
            }
        }
        for (seriesIndex, series) in chart.series.enumerated() where series.mark == .line {
            out += line(chart, seriesIndex, series, scale: scale, slot: slot)
        }
        out += groupLabels(chart, slot: slot)
        out += legend(chart.series)
        return out + "</svg>"
    }

    private func axis(_ scale: SVGScale) -> String {
        var out = ""
        for tick in scale.ticks {
            let y = SVGScale.pixels(scale.y(Quantity(mantissa: tick, scale: 0)))
            out += "<line class=\"\(tick == 0 ? "zero" : "grid")\" x1=\"\(Self.plotLeft)\" x2=\"\(Self.plotRight)\" y1=\"\(y)\" y2=\"\(y)\"/>"
            out += "<text class=\"tick\" x=\"\(Self.plotLeft - 8)\" y=\"\(y)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
                + "\(SVGScale.label(tick))</text>"
        }
        return out
    }

    private func line(_ chart: Chart, _ seriesIndex: Int, _ series: Chart.Series, scale: SVGScale, slot: Int) -> String {
        let paint = series.paint.htmlClass ?? "plain"
        let points = chart.groups.enumerated().map { index, group in
            (x: Self.plotLeft * 10 + index * slot + slot / 2, y: scale.y(group.values[seriesIndex].quantity))
        }
        var out = "<polyline class=\"line \(paint)\" points=\""
            + points.map { SVGScale.pixels($0.x) + "," + SVGScale.pixels($0.y) }.joined(separator: " ") + "\"/>"
        for (point, group) in zip(points, chart.groups) {
            out += "<circle class=\"point \(paint)\" cx=\"\(SVGScale.pixels(point.x))\" cy=\"\(SVGScale.pixels(point.y))\" r=\"3.5\">"
                + "<title>\(HTMLText.escaped(group.label + " · " + series.name + ": " + group.values[seriesIndex].text))</title></circle>"
        }
        return out
    }

    /// The groups' labels, every one when they fit, else every n-th.
    private func groupLabels(_ chart: Chart, slot: Int) -> String {
        let every = (chart.groups.count + Self.maximumLabels - 1) / Self.maximumLabels
        var out = ""
        for (index, group) in chart.groups.enumerated() where index % max(every, 1) == 0 {
            let x = Self.plotLeft * 10 + index * slot + slot / 2
            out += "<text class=\"label\" x=\"\(SVGScale.pixels(x))\" y=\"\(Self.plotBottom + 20)\" text-anchor=\"middle\">"
                + "\(HTMLText.escaped(group.label))</text>"
        }
        return out
    }

    private func legend(_ series: [Chart.Series]) -> String {
        var out = ""
        for (index, item) in series.enumerated() {
            let x = Self.plotLeft + index * 140, y = Self.height - 24
            let paint = item.paint.htmlClass ?? "plain"
            out += item.mark == .bar
                ? "<rect class=\"bar \(paint)\" x=\"\(x)\" y=\"\(y)\" width=\"12\" height=\"12\"/>"
                : "<line class=\"line \(paint)\" x1=\"\(x)\" x2=\"\(x + 12)\" y1=\"\(y + 6)\" y2=\"\(y + 6)\"/>"
            out += "<text class=\"legend\" x=\"\(x + 18)\" y=\"\(y + 6)\" dominant-baseline=\"middle\">\(HTMLText.escaped(item.name))</text>"
        }
        return out
    }
}
