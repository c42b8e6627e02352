/// A `Table` as CSV: the columns that have a CSV name, every row in order
/// (sections and totals too), amounts in hledger's CSV form (symbol, no
/// digit groups, commodities on one line), every field quoted.
public struct TableCSVEncoder {
    let amounts: ReportAmounts

    public init(amounts: ReportAmounts) {
        self.amounts = amounts
    }

    /// With `titleRow`, a first row of the title and blanks (hledger's `is`);
    /// without `header`, the rows only (a later part of a table written in parts).
    public func encode(_ table: Table, titleRow: String? = nil, header: Bool = true) -> String {
        let shown = table.columns.indices.filter { table.columns[$0].csvName != nil }
        var writer = CSVWriter()
        if let titleRow { writer.writeRow([titleRow] + [String](repeating: "", count: max(0, shown.count - 1))) }
        if header { writer.writeRow(shown.map { table.columns[$0].csvName! }) }
        for row in table.rows {
            if case .section(let title) = row.emphasis {
                writer.writeRow([title] + [String](repeating: "", count: max(0, shown.count - 1)))
                continue
            }
            let given = row.isBare ? shown.filter { table.columns[$0].isKey } : shown
            writer.writeRow(given.map { field(table.cell(row, $0)) })
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
        case .integer(let value): return String(value)
        case .flag(let value): return value ? "yes" : "no"
        case .list(let items): return items.joined(separator: ", ")
        case .single(let amount): return amounts.csv(amount.quantity, amount.commodity)
        case .bar(let bar): return bar.value.description
        case .number(let value): return value.description
        case .tags(let tags): return Cell.tagsText(tags)
        case .path(let names): return names.joined(separator: ":")
        }
    }
}
