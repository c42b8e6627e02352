/// A `Table` as aligned terminal text, in the layout the table declares
/// (`Table.TextLayout`): headed columns, hledger's balance list, hledger's
/// multi-period grid, or labelled lines. Widths are display widths and
/// paint becomes colour only through the style (a decorator that is off
/// unless the command line turned it on).
public struct TableTextEncoder: Sendable {
    let amounts: ReportAmounts
    let style: TerminalStyle

    public init(amounts: ReportAmounts, style: TerminalStyle) {
        self.amounts = amounts
        self.style = style
    }

    public func encode(_ table: Table) -> String {
        switch table.textLayout {
        case .columns: return columns(table)
        case .list(let minimumWidth): return list(table, minimumWidth: minimumWidth)
        case .grid: return grid(table)
        case .record: return record(table)
        case .register(let width, let dateWidth): return register(table, width: width, dateWidth: dateWidth)
        }
    }

    /// The columns that are shown, the body, then a rule and the total rows;
    /// a mixed amount takes a line per commodity, lines end without spaces.
    private func columns(_ table: Table) -> String {
        let table = sizingBars(table)
        let shown = table.textColumns
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

    /// The cell's lines, painted.
    func cell(_ cell: Cell?) -> StyledTable.Cell {
        guard let cell else { return .empty }
        switch cell.value {
        case .amount(let amount): return amounts.cell(amount, paint: cell.paint)
        case .change(let amount, let increaseIsBad): return amounts.change(amount, increaseIsBad: increaseIsBad)
        case .single(let amount): return amounts.cell(amount, paint: cell.paint)
        case .list(let items): return StyledTable.Cell(lines: items.map { StyledTable.Line($0, cell.paint) })
        default: return StyledTable.Cell(Self.text(cell), cell.paint)
        }
    }

    /// The cell on one line, as hledger's grid writes amounts (`$1.00, 2 EUR`):
    /// painted `negative` when any of its amounts is.
    func line(_ cell: Cell?) -> StyledTable.Line {
        guard let cell else { return StyledTable.Line("") }
        let lines = self.cell(cell).lines
        if lines.count == 1 { return lines[0] }
        let paint = lines.first { $0.paint != .plain }?.paint ?? cell.paint
        return StyledTable.Line(lines.map(\.text).joined(separator: ", "), paint)
    }

    /// The text of a cell that is not an amount.
    static func text(_ cell: Cell) -> String {
        switch cell.value {
        case .text(let text): return text
        case .name(let shown, _): return shown
        case .date(let day): return day.description
        case .percentage(let value, let signed): return ReportAmounts.percent(value, signed: signed)
        case .integer(let value): return String(value)
        case .flag(let value): return value ? "yes" : "no"
        case .list(let items): return items.joined(separator: "\n")
        case .bar(let bar): return bar.blocks
        case .number(let value): return value.description
        case .tags(let tags): return Cell.tagsText(tags)
        case .path(let names): return names.joined(separator: ":")
        case .amount, .change, .single: return ""
        }
    }
}
