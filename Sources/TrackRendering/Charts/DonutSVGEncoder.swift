import TrackModel

/// A `DonutChart` as SVG: a ring of slices from twelve o'clock, clockwise,
/// in the order given, and a legend beside it (a swatch, the label, the
/// share and the amount), each slice with a `<title>` tooltip.
///
/// A slice is an arc of one circle drawn with a dash as long as its share:
/// the circle's `pathLength` is 100, so a share in percent is its dash
/// length as it is, exact, with no trigonometry. Slices take the classes
/// `c0`…`c7` in turn, coloured by the page's theme. A slice of no share
/// (or below zero: a refund larger than the spending) is left out of the
/// ring but kept in the legend.
public struct DonutSVGEncoder {
    public static let width = 720
    static let centre = 150, radius = 100
    public static let colourCount = 8

    public init() {}

    public func encode(_ chart: DonutChart) -> String {
        let height = max(300, 40 + 26 * chart.slices.count)
        var out = "<svg class=\"chart donut\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.width) \(height)\""
            + " role=\"img\" aria-label=\"\(HTMLText.escaped(chart.title))\">"
        out += "<title>\(HTMLText.escaped(chart.title))</title>"
        let c = Self.centre, r = Self.radius
        out += "<circle class=\"ring\" cx=\"\(c)\" cy=\"\(c)\" r=\"\(r)\"/>"
        out += "<g transform=\"rotate(-90 \(c) \(c))\">"
        var start = Quantity(0)
        for (index, slice) in chart.slices.enumerated() where slice.share.isPositive {
            guard let rest = Quantity(100).subtracting(slice.share), let offset = start.negated(),
                  let next = start.adding(slice.share) else { continue }
            out += "<circle class=\"slice c\(index % Self.colourCount)\" cx=\"\(c)\" cy=\"\(c)\" r=\"\(r)\" pathLength=\"100\""
                + " stroke-dasharray=\"\(slice.share.description) \(rest.description)\" stroke-dashoffset=\"\(offset.description)\">"
                + "<title>\(HTMLText.escaped(tooltip(slice)))</title></circle>"
            start = next
        }
        out += "</g>"
        for (index, slice) in chart.slices.enumerated() {
            let y = 30 + index * 26
            out += "<g class=\"legend-item\"><title>\(HTMLText.escaped(tooltip(slice)))</title>"
            out += "<rect class=\"swatch c\(index % Self.colourCount)\" x=\"300\" y=\"\(y - 7)\" width=\"14\" height=\"14\" rx=\"3\"/>"
            out += "<text class=\"legend\" x=\"322\" y=\"\(y)\" dominant-baseline=\"middle\">\(HTMLText.escaped(slice.label))</text>"
            out += "<text class=\"legend figure\" x=\"600\" y=\"\(y)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
                + "\(HTMLText.escaped(Self.percent(slice.share)))</text>"
            out += "<text class=\"legend figure\" x=\"\(Self.width - 8)\" y=\"\(y)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
                + "\(HTMLText.escaped(slice.text))</text></g>"
        }
        return out + "</svg>"
    }

    private func tooltip(_ slice: DonutChart.Slice) -> String {
        "\(slice.label): \(slice.text) (\(Self.percent(slice.share)))"
    }

    /// `70.4%`, as the tables write shares.
    static func percent(_ share: Quantity) -> String {
        ReportAmounts.percent(share)
    }
}
