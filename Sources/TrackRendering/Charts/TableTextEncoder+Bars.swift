import TrackSyntax

extension TableTextEncoder {
    /// The table with each bar that fills its line given its length: the
    /// other columns are laid out first (as plain text, without the bar
    /// columns), and the bars get what they leave. Tables without such
    /// bars come back as they are.
    func sizingBars(_ table: Table) -> Table {
        var lineWidth: Int?
        var barColumns = Set<Int>()
        for row in table.rows {
            for (index, cell) in row.cells.enumerated() {
                if case .bar(let bar)? = cell?.value, case .fillingLine(let width) = bar.length {
                    lineWidth = width
                    barColumns.insert(index)
                }
            }
        }
        guard let lineWidth else { return table }
        let others = table.columns.indices.filter { !barColumns.contains($0) }
        var rest = Table(columns: others.map { table.columns[$0] })
        for row in table.rows {
            rest.add(Table.Row(others.map { table.cell(row, $0) }, emphasis: row.emphasis))
        }
        let plain = TableTextEncoder(amounts: amounts, style: TerminalStyle(enabled: false)).encode(rest)
        let used = plain.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0
        let width = BarChart.width(columns: lineWidth, used: used + 2)
        var sized = Table(columns: table.columns)
        for row in table.rows {
            sized.add(Table.Row(row.cells.map { cell in
                guard var cell, case .bar(var bar) = cell.value, case .fillingLine = bar.length else { return cell }
                bar.length = .columns(width)
                cell.value = .bar(bar)
                return cell
            }, emphasis: row.emphasis))
        }
        return sized
    }
}
