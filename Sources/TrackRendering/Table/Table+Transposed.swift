extension Table {
    /// The table with rows as columns and columns as rows, hledger's
    /// `--transpose`, for text and CSV. The first column names the old
    /// columns that were not keys (by their heading in text, their CSV name
    /// in CSV); each old row becomes a column headed by its name (its first
    /// text key cell in text, its first CSV key cell in CSV), a total row a
    /// column of a second group. Nothing is carried to JSON.
    public func transposed() -> Table {
        let keys = columns.indices.filter { columns[$0].isKey }
        let textKey = keys.first { columns[$0].inText }
        let csvKey = keys.first { columns[$0].csvName != nil }
        let lines = rows.filter { $0.emphasis == .item || $0.isTotal }
        var swapped = [Column(header: nil, csv: csvKey.flatMap { columns[$0].csvName }, json: nil as String?,
                              isKey: true, inText: true)]
        var grouped = false
        for row in lines {
            swapped.append(Column(header: textKey.flatMap { cell(row, $0) }.map(TableTextEncoder.text) ?? "",
                                  alignment: .right, csv: csvKey.flatMap { cell(row, $0) }.map(Self.data) ?? "",
                                  json: nil as String?, startsGroup: row.isTotal && !grouped))
            grouped = grouped || row.isTotal
        }
        var table = Table(columns: swapped, textLayout: textLayout)
        // A bare row (a total of nothing) shows no values, down as across.
        let bare = lines.reversed().prefix { $0.isBare }.count
        for index in columns.indices where !columns[index].isKey {
            let label = Cell(.name(shown: columns[index].header ?? "", data: columns[index].csvName ?? ""))
            table.add(Row([label] + lines.dropLast(bare).map { cell($0, index) }, isBare: bare > 0))
        }
        return table
    }

    /// A name cell as data (its CSV text).
    private static func data(_ cell: Cell) -> String {
        switch cell.value {
        case .name(_, let data): return data
        case .text(let text): return text
        default: return TableTextEncoder.text(cell)
        }
    }
}
