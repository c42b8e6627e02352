/// A `Table` as aligned terminal text: the columns that have a heading,
/// the body, then a rule and the total rows. Widths are display widths,
/// a mixed amount takes a line per commodity, lines end without spaces, and
/// paint becomes colour only through the style (a decorator that is off
/// unless the command line turned it on).
public struct TableTextEncoder {
    let amounts: ReportAmounts
    let style: TerminalStyle

    public init(amounts: ReportAmounts, style: TerminalStyle) {
        self.amounts = amounts
        self.style = style
    }

    public func encode(_ table: Table) -> String {
        let table = sizingBars(table)
        let shown = table.columns.indices.filter { table.columns[$0].header != nil }
        var grid = StyledTable(columns: shown.map { index in
            let column = table.columns[index]
            return TextTable.Column(header: column.header == "" ? nil : column.header, alignment: column.alignment == .right ? .right : .left)
        })
        for row in table.body {
            grid.addRow(shown.map { cell(table.cell(row, $0)) })
        }
        let totals = table.totals
        if !totals.isEmpty {
            grid.addSeparator()
            for row in totals { grid.addRow(shown.map { cell(table.cell(row, $0)) }) }
        }
        return grid.render(style)
    }

    func cell(_ cell: Cell?) -> StyledTable.Cell {
        guard let cell else { return .empty }
        switch cell.value {
        case .text(let text): return StyledTable.Cell(text, cell.paint)
        case .name(let shown, _): return StyledTable.Cell(shown, cell.paint)
        case .date(let day): return StyledTable.Cell(day.description, cell.paint)
        case .amount(let amount): return amounts.cell(amount, paint: cell.paint)
        case .change(let amount, let increaseIsBad): return amounts.change(amount, increaseIsBad: increaseIsBad)
        case .percentage(let value, let signed): return StyledTable.Cell(ReportAmounts.percent(value, signed: signed), cell.paint)
        case .single(let amount): return amounts.cell(amount, paint: cell.paint)
        case .bar(let bar): return StyledTable.Cell(bar.blocks, cell.paint)
        case .number(let value): return StyledTable.Cell(value.description, cell.paint)
        case .tags(let tags): return StyledTable.Cell(Cell.tagsText(tags), cell.paint)
        case .flag(let value): return StyledTable.Cell(String(value), cell.paint)
        case .path(let names): return StyledTable.Cell(names.joined(separator: ":"), cell.paint)
        }
    }
}
