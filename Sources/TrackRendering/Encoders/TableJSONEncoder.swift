/// A `Table` as JSON values: each body row an object of the columns that
/// have a JSON path (an absent cell is null; a nested object whose cells
/// are all absent is null; collecting columns form one array), each total
/// row a member of its own under its key, without the key columns or absent
/// cells. Amounts are objects with exact quantities; percentages exact numbers.
public struct TableJSONEncoder {
    let amounts: ReportAmounts

    public init(amounts: ReportAmounts) {
        self.amounts = amounts
    }

    /// The body rows, for the document's `rows`.
    public func rows(_ table: Table) -> JSONValue {
        .array(table.body.map { object(table, $0, omittingAbsent: false) })
    }

    /// The total rows outside sections, as members of the document.
    public func totals(_ table: Table) -> [(String, JSONValue)] {
        members(table, parts(table).outside)
    }

    /// The sections, for the document's `sections`: each its title, rows
    /// and totals.
    public func sections(_ table: Table) -> JSONValue {
        .array(parts(table).sections.map { title, rows in
            .object([("title", .string(title)),
                     ("rows", .array(rows.filter { $0.emphasis == .item }.map { object(table, $0, omittingAbsent: false) }))]
                    + members(table, rows))
        })
    }

    /// The rows of each section, and the total rows outside any.
    private func parts(_ table: Table) -> (sections: [(String, [Table.Row])], outside: [Table.Row]) {
        var sections: [(String, [Table.Row])] = []
        var outside: [Table.Row] = []
        for row in table.rows {
            switch row.emphasis {
            case .section(let title): sections.append((title, []))
            case .grandTotal: outside.append(row)
            case .item, .total, .totalOutsideJSON:
                if sections.isEmpty { outside.append(row) } else { sections[sections.count - 1].1.append(row) }
            }
        }
        return (sections, outside)
    }

    private func members(_ table: Table, _ rows: [Table.Row]) -> [(String, JSONValue)] {
        rows.compactMap { row in
            switch row.emphasis {
            case .total(let key), .grandTotal(let key):
                let object = object(table, row, omittingAbsent: true)
                guard row.jsonValueOnly, case .object(let members) = object, let first = members.first else { return (key, object) }
                return (key, first.1)
            case .item, .section, .totalOutsideJSON:
                return nil
            }
        }
    }

    private enum Slot {
        case value(JSONValue?)
        case nested([(String, JSONValue?)])
        case array([JSONValue])
    }

    private func object(_ table: Table, _ row: Table.Row, omittingAbsent: Bool) -> JSONValue {
        // Members in column order; a nested object or an array sits where its first cell does.
        var members: [(key: String, slot: Slot)] = []
        for (index, column) in table.columns.enumerated() {
            guard let path = column.jsonPath, !(omittingAbsent && column.isKey) else { continue }
            let cell = table.cell(row, index)
            if omittingAbsent && cell == nil && !column.collectsJSON { continue }
            let value = cell.map(self.value)
            let at = members.firstIndex { $0.key == path[0] }
            if column.collectsJSON {
                let element = value ?? .null
                if let at, case .array(let elements) = members[at].slot {
                    members[at].slot = .array(elements + [element])
                } else {
                    members.append((path[0], .array([element])))
                }
            } else if path.count == 1 {
                members.append((path[0], .value(value)))
            } else if let at, case .nested(let nested) = members[at].slot {
                members[at].slot = .nested(nested + [(path[1], value)])
            } else {
                members.append((path[0], .nested([(path[1], value)])))
            }
        }
        return .object(members.map { member in
            switch member.slot {
            case .value(let value): return (member.key, value ?? .null)
            case .array(let elements): return (member.key, .array(elements))
            case .nested(let nested):
                if nested.allSatisfy({ $0.1 == nil }) { return (member.key, .null) }
                return (member.key, .object(nested.map { ($0.0, $0.1 ?? .null) }))
            }
        })
    }

    func value(_ cell: Cell) -> JSONValue {
        switch cell.value {
        case .text(let text): return .string(text)
        case .name(_, let data): return .string(data)
        case .date(let day): return .string(day.description)
        case .amount(let amount), .change(let amount, _): return amounts.json(amount)
        case .percentage(let value, _): return ReportAmounts.json(percent: value)
        case .integer(let value): return .number(String(value))
        case .flag(let value): return .bool(value)
        case .list(let items): return .array(items.map(JSONValue.string))
        case .single(let amount): return amounts.json(amount.quantity, amount.commodity)
        case .bar(let bar): return .number(bar.value.description)
        case .number(let value): return .number(value.description)
        case .tags(let tags): return .array(tags.map { .object([("name", .string($0.name)), ("value", .string($0.value))]) })
        case .path(let names): return .array(names.map(JSONValue.string))
        }
    }
}
