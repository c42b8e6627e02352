/// A `Table` as JSON values: each body row an object of the columns that
/// have a JSON path (an absent cell is null; a nested object whose cells
/// are all absent is null), each total row a member of its own under its
/// key, without the key columns or absent cells. Amounts are objects with
/// exact quantities; percentages exact numbers.
public struct TableJSONEncoder {
    let amounts: ReportAmounts

    public init(amounts: ReportAmounts) {
        self.amounts = amounts
    }

    /// The body rows, for the document's `rows`.
    public func rows(_ table: Table) -> JSONValue {
        .array(table.body.map { object(table, $0, omittingAbsent: false) })
    }

    /// The total rows, as members of the document.
    public func totals(_ table: Table) -> [(String, JSONValue)] {
        table.totals.compactMap { row in
            guard case .total(let key) = row.emphasis else { return nil }
            return (key, object(table, row, omittingAbsent: true))
        }
    }

    private func object(_ table: Table, _ row: Table.Row, omittingAbsent: Bool) -> JSONValue {
        // Members in column order; a nested object sits where its first cell does.
        var members: [(key: String, value: JSONValue?, nested: [(String, JSONValue?)])] = []
        for (index, column) in table.columns.enumerated() {
            guard let path = column.jsonPath, !(omittingAbsent && column.isKey) else { continue }
            let cell = table.cell(row, index)
            if omittingAbsent && cell == nil { continue }
            let value = cell.map(self.value)
            if path.count == 1 {
                members.append((path[0], value, []))
            } else if let at = members.firstIndex(where: { $0.key == path[0] }) {
                members[at].nested.append((path[1], value))
            } else {
                members.append((path[0], nil, [(path[1], value)]))
            }
        }
        return .object(members.map { member in
            if member.nested.isEmpty { return (member.key, member.value ?? .null) }
            if member.nested.allSatisfy({ $0.1 == nil }) { return (member.key, .null) }
            return (member.key, .object(member.nested.map { ($0.0, $0.1 ?? .null) }))
        })
    }

    func value(_ cell: Cell) -> JSONValue {
        switch cell.value {
        case .text(let text): return .string(text)
        case .name(_, let data): return .string(data)
        case .date(let day): return .string(day.description)
        case .amount(let amount), .change(let amount, _): return amounts.json(amount)
        case .percentage(let value, _): return ReportAmounts.json(percent: value)
        case .single(let amount): return amounts.json(amount.quantity, amount.commodity)
        case .bar(let bar): return .number(bar.value.description)
        case .number(let value): return .number(value.description)
        case .tags(let tags): return .array(tags.map { .object([("name", .string($0.name)), ("value", .string($0.value))]) })
        case .flag(let value): return .bool(value)
        case .path(let names): return .array(names.map(JSONValue.string))
        }
    }
}
