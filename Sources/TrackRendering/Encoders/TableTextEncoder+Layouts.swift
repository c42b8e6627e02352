import TrackModel

/// The hledger layouts and labelled lines of `TableTextEncoder`.
extension TableTextEncoder {
    /// hledger's `balance`: the amounts right-aligned, a line per commodity,
    /// the row's name after them on the last line; a rule as wide as the
    /// amounts, then the totals' amounts.
    func list(_ table: Table, minimumWidth: Int) -> String {
        let shown = table.textColumns
        guard let nameColumn = shown.first else { return "" }
        let values = Array(shown.dropFirst())
        let rows = table.rows.map { row in (row, values.map { cell(table.cell(row, $0)).lines }) }
        var widths = [Int](repeating: minimumWidth, count: values.count)
        for (_, cells) in rows {
            for (i, lines) in cells.enumerated() {
                for line in lines where line.width > widths[i] { widths[i] = line.width }
            }
        }
        var out = ""
        var ruled = false
        for (row, cells) in rows {
            if row.isTotal && !ruled {
                out += String(repeating: "-", count: widths.reduce(0, +) + 2 * max(0, widths.count - 1)) + "\n"
                ruled = true
            }
            let height = cells.map(\.count).max() ?? 1
            for index in 0..<height {
                for (i, lines) in cells.enumerated() {
                    if i > 0 { out += "  " }
                    let line = index < lines.count ? lines[index] : StyledTable.Line("")
                    out += String(repeating: " ", count: max(0, widths[i] - line.width)) + style.paint(line.text, line.paint)
                }
                if index == height - 1, !row.isTotal, let name = table.cell(row, nameColumn) {
                    out += "  " + Self.text(name)
                }
                out += "\n"
            }
        }
        return out
    }

    /// hledger's multi-period table: the first text column names the rows,
    /// the others are cells under their headings; `=` before a section and a
    /// grand total, `-` after a section's name and before its totals.
    func grid(_ table: Table) -> String {
        let shown = table.textColumns
        guard let nameColumn = shown.first else { return "" }
        let values = Array(shown.dropFirst())
        let group = values.firstIndex { table.columns[$0].startsGroup }
        var grid = PeriodTable(headings: values.map { table.columns[$0].header ?? "" }, secondGroup: group, style: style)
        let cells = cellLines(table, values)
        var previousIsTotal = false
        for (index, row) in table.rows.enumerated() {
            let name = table.cell(row, nameColumn).map(Self.text) ?? ""
            switch row.emphasis {
            case .section(let title):
                if index > 0 { grid.addRule("=") }
                grid.add(title, [])
                grid.addRule("-")
            case .item:
                grid.add(name, cells[index])
            case .total, .totalOutsideJSON:
                if !previousIsTotal { grid.addRule("-") }
                grid.add(name, row.isBare ? [] : cells[index])
            case .grandTotal:
                grid.addRule("=")
                grid.add(name, row.isBare ? [] : cells[index])
            }
            previousIsTotal = row.isTotal
        }
        return grid.render()
    }

    /// Each row's `values` cells as lines. A wide table (a monthly report
    /// over decades has tens of thousands of cells) is formatted in parts of
    /// rows on every core.
    func cellLines(_ table: Table, _ values: [Int], workers: Int = Processors.count,
                   minimumCells: Int = 20_000) -> [[StyledTable.Line]] {
        let perRow = max(1, values.count)
        let ranges = Parts.ranges(count: table.rows.count, workers: workers, minimum: max(1, minimumCells / perRow))
        return Parts.map(ranges) { [self] rows in
            rows.map { r in values.map { line(table.cell(table.rows[r], $0)) } }
        }.flatMap { $0 }
    }

    /// `Label : value` for each text column of the first row that has a
    /// cell, the labels padded to the longest; further lines of a value line
    /// up under its first.
    func record(_ table: Table) -> String {
        guard let row = table.rows.first else { return "" }
        let lines = table.textColumns.compactMap { index in
            table.cell(row, index).map { (table.columns[index].header ?? "", Self.text($0)) }
        }
        let width = lines.map(\.0.count).max() ?? 0
        let continuation = "\n" + String(repeating: " ", count: width + 2)
        var out = ""
        for (label, value) in lines {
            out += label + String(repeating: " ", count: width - label.count) + ": "
                + value.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: continuation) + "\n"
        }
        return out
    }
}
