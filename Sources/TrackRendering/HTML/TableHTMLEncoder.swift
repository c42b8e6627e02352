import TrackModel

/// A `Table` as an HTML `<table>`: the same table the text report shows,
/// cell for cell, written by the text encoder's own cell formatting (digit
/// groups, `▲`/`▼` changes, percentages), with paint as CSS classes.
///
/// The columns are those text shows, but for bars (the chart beside the
/// table draws them) and columns with no cell at all; a heading text leaves
/// empty takes the column's CSV name, so every column is named. Body rows go
/// in `<tbody>`, totals in `<tfoot>`, a section title in a row of its own.
/// Each cell with one exact figure carries it in `data-exact` (as JSON
/// writes it), so a test reads back the very figures the JSON report has.
public struct TableHTMLEncoder {
    let amounts: ReportAmounts
    /// A heading, or a row's name (`Total`), in the page's language.
    let heading: (String) -> String

    public init(amounts: ReportAmounts, heading: @escaping (String) -> String = { $0 }) {
        self.amounts = amounts
        self.heading = heading
    }

    /// The table; with `only`, just the columns of those CSV names (the
    /// period and balance columns of the monthly table, under net worth).
    public func encode(_ table: Table, caption: String? = nil, only: [String]? = nil) -> String {
        let shown = table.columns.indices.filter { index in
            let column = table.columns[index]
            if let only { return column.csvName.map(only.contains) ?? false }
            guard column.inText else { return false }
            return table.rows.contains { row in
                guard let cell = table.cell(row, index) else { return false }
                if case .bar = cell.value { return false }
                return true
            }
        }
        var out = "<table>"
        if let caption { out += "<caption>\(HTMLText.escaped(caption))</caption>" }
        out += "<thead><tr>"
        for index in shown {
            let column = table.columns[index]
            let name = column.header.flatMap { $0.isEmpty ? nil : $0 } ?? column.csvName ?? ""
            out += "<th scope=\"col\"\(column.alignment == .right ? " class=\"num\"" : "")>\(HTMLText.escaped(heading(name)))</th>"
        }
        out += "</tr></thead><tbody>"
        var footer = ""
        for row in table.rows {
            switch row.emphasis {
            case .section(let title):
                out += "<tr class=\"section\"><th colspan=\"\(shown.count)\" scope=\"rowgroup\">\(HTMLText.escaped(title))</th></tr>"
            case .item:
                out += self.row(table, row, shown)
            case .total, .grandTotal, .totalOutsideJSON:
                // A total with none of the columns shown (the monthly table's under net worth) is left out.
                guard shown.contains(where: { !table.columns[$0].isKey && table.cell(row, $0) != nil }) else { continue }
                footer += self.row(table, row, shown, isTotal: true)
            }
        }
        out += "</tbody>"
        if !footer.isEmpty { out += "<tfoot>" + footer + "</tfoot>" }
        return out + "</table>"
    }

    private func row(_ table: Table, _ row: Table.Row, _ shown: [Int], isTotal: Bool = false) -> String {
        var out = isTotal ? "<tr class=\"total\">" : "<tr>"
        let given = row.isBare ? shown.filter { table.columns[$0].isKey } : shown
        for index in shown {
            let column = table.columns[index]
            out += cell(given.contains(index) ? table.cell(row, index) : nil, alignedRight: column.alignment == .right)
        }
        return out + "</tr>"
    }

    func cell(_ cell: Cell?, alignedRight: Bool) -> String {
        var classes = alignedRight ? ["num"] : []
        var attributes: [(String, String)] = []
        var lines = TableTextEncoder(amounts: amounts, style: TerminalStyle(enabled: false)).cell(cell).lines
        if case .name(let shown, _)? = cell?.value, lines.count == 1 { lines[0].text = heading(shown) }
        if let first = lines.first, first.text.hasPrefix(" ") {
            // A name indented under its parent: the depth as a class, not spaces HTML would collapse.
            let spaces = first.text.prefix { $0 == " " }.count
            classes.append("indent\(min(spaces / 2, 4))")
            lines[0].text = String(first.text.dropFirst(spaces))
        }
        if let cell, let paint = cell.paint.htmlClass { classes.append(paint) }
        if let exact = cell.flatMap(Self.exact) { attributes.append(("data-exact", exact)) }
        if !classes.isEmpty { attributes.insert(("class", classes.joined(separator: " ")), at: 0) }
        let content = lines.map { line in
            let classes = [line.paint == cell?.paint ? nil : line.paint.htmlClass, HTMLText.direction(line.text)].compactMap { $0 }
            let text = HTMLText.escaped(line.text)
            return classes.isEmpty ? text : "<span class=\"\(classes.joined(separator: " "))\">\(text)</span>"
        }.joined(separator: "<br/>")
        return "<td\(HTMLText.attributes(attributes))>\(content)</td>"
    }

    /// The cell's one exact figure, as JSON writes its `exact` or number:
    /// an amount in one commodity, a percentage, a count. nil for anything else.
    static func exact(_ cell: Cell) -> String? {
        switch cell.value {
        case .amount(let mixed), .change(let mixed, _):
            let amounts = mixed.amounts.filter { !$0.isZero }
            if amounts.isEmpty { return "0" }
            return amounts.count == 1 ? amounts[0].quantity.description : nil
        case .single(let amount): return amount.quantity.description
        case .percentage(let value, _): return value?.description
        case .integer(let value): return String(value)
        case .number(let value): return value.description
        default: return nil
        }
    }
}
