import TrackSyntax

/// Charts as terminal text: per group, a line per series with the group's
/// label on its first, the series name, the bar in block characters and the
/// value's text aligned on the right, so the whole line fills `lineWidth`
/// columns (bars get at least ten). Charts are separated by a blank line;
/// bars take their series' paint through the style. Line series are SVG's alone.
public struct ChartTextEncoder {
    let style: TerminalStyle
    /// The line width the bars fill: the terminal's, or 80.
    let lineWidth: Int

    public init(style: TerminalStyle, lineWidth: Int) {
        self.style = style
        self.lineWidth = lineWidth
    }

    public func encode(_ charts: [Chart]) -> String {
        charts.map(encode).joined(separator: "\n")
    }

    public func encode(_ chart: Chart) -> String {
        let maximum = chart.maximum
        let labelWidth = chart.groups.map { DisplayWidth.of($0.label) }.max() ?? 0
        let bars = chart.series.indices.filter { chart.series[$0].mark == .bar }
        let nameWidth = bars.map { DisplayWidth.of(chart.series[$0].name) }.max() ?? 0
        let valueWidth = chart.groups.flatMap { group in bars.map { DisplayWidth.of(group.values[$0].text) } }.max() ?? 0
        let barWidth = BarChart.width(columns: lineWidth, used: labelWidth + 2 + nameWidth + 2 + 1 + valueWidth)
        var out = chart.title + "\n"
        for group in chart.groups {
            for (index, seriesIndex) in bars.enumerated() {
                let series = chart.series[seriesIndex], value = group.values[seriesIndex]
                let length = BarChart.eighths(value.quantity, maximum: maximum, width: barWidth)
                let bar = BarChart.blocks(eighths: length)
                out += DisplayWidth.padding(index == 0 ? group.label : "", toWidth: labelWidth, alignRight: false) + "  "
                    + DisplayWidth.padding(series.name, toWidth: nameWidth, alignRight: false) + "  "
                    + style.paint(bar, series.paint)
                    + String(repeating: " ", count: barWidth - (length + 7) / 8 + 1)
                    + DisplayWidth.padding(value.text, toWidth: valueWidth, alignRight: true) + "\n"
            }
        }
        return out
    }
}
