import TrackModel
import TrackReports

/// Writes `track plan methods`: each method, its words, and its example's
/// first five checkpoints and total as a table.
public struct PlanMethodsRenderer {
    public let report: PlanMethodsReport
    public let style: TerminalStyle

    public init(report: PlanMethodsReport, style: TerminalStyle) {
        self.report = report
        self.style = style
    }

    public func text() -> String {
        let formatter = AmountFormatter(commodities: CommodityTable())
        let style = AmountStyle(digitGroups: .init(mark: ",", sizes: [3]))
        var out = "Saving methods (track plan new NAME --method METHOD …)\n"
        for method in report.methods {
            out += "\n" + self.style.bold(method.method.rawValue) + "\n" + wrap(method.explanation, width: 76, indent: "  ") + "\n"
            out += "  Example: --method \(method.method.rawValue) \(method.example) --start 2027-01-04\n"
            var table = Table(columns: [
                .init(header: "#", alignment: .right, csv: nil, json: nil as String?),
                .init(header: "Date", csv: nil, json: nil as String?),
                .init(header: "Saves", alignment: .right, csv: nil, json: nil as String?),
                .init(header: "In all", alignment: .right, csv: nil, json: nil as String?),
            ])
            for checkpoint in method.first {
                table.add(Table.Row([.integer(checkpoint.number), .date(checkpoint.date),
                                     .text(formatter.formatNumber(checkpoint.amount, style: style)),
                                     .text(formatter.formatNumber(checkpoint.cumulative, style: style))]))
            }
            let amounts = ReportAmounts(formatter: formatter, commodity: nil)
            let lines = TableTextEncoder(amounts: amounts, style: self.style).encode(table).split(separator: "\n", omittingEmptySubsequences: false)
            out += lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            out += method.method.followsPostings
                ? "    … \(method.count) checkpoints, each following the journal, up to the target\n"
                : "    … \(method.count) checkpoints, \(formatter.formatNumber(method.total, style: style)) in all\n"
        }
        return out
    }

    private func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width - indent.count {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines.joined(separator: "\n")
    }
}
