/// A `Table` as CSV: the columns that have a CSV name, every row in order
/// (totals too), amounts in hledger's CSV form (symbol, no digit groups,
/// commodities on one line), every field quoted.
public struct TableCSVEncoder {
    let amounts: ReportAmounts

    public init(amounts: ReportAmounts) {
        self.amounts = amounts
    }

    public func encode(_ table: Table) -> String {
        let shown = table.columns.indices.filter { table.columns[$0].csvName != nil }
        var writer = CSVWriter()
        writer.writeRow(shown.map { table.columns[$0].csvName! })
        for row in table.rows {
            writer.writeRow(shown.map { field(table.cell(row, $0)) })
        }
        return writer.output
    }

    func field(_ cell: Cell?) -> String {
        guard let cell else { return "" }
        switch cell.value {
        case .text(let text): return text
        case .name(_, let data): return data
        case .date(let day): return day.description
        case .amount(let amount), .change(let amount, _): return amounts.csv(amount)
        case .percentage(let value, let signed): return ReportAmounts.percent(value, signed: signed)
        case .single(let amount): return amounts.csv(amount.quantity, amount.commodity)
        case .bar(let bar): return bar.value.description
        case .number(let value): return value.description
        case .tags(let tags): return Cell.tagsText(tags)
        case .flag(let value): return String(value)
        case .path(let names): return names.joined(separator: ":")
        }
    }
}
