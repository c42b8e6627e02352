import TrackModel
import TrackReports

/// The columns of hledger's multi-period account tables (`bal -M`, `is`,
/// `bs`), declared once for both: the account (full name in CSV and JSON),
/// its indented name in text, its depth in JSON, an amount per period (one
/// `amounts` array in JSON), then the total and average asked for.
struct AccountPeriodColumns {
    /// The periods' headings in text (`Jan`, or end dates for balances).
    var headings: [String]
    /// The periods' names in CSV.
    var csvNames: [String]
    /// The CSV header of the account column.
    var accountHeader = "account"
    /// The total column's CSV header, when there is one.
    var total: String?
    var average: Bool
    /// The average column's CSV header.
    var averageHeader = "average"

    var columns: [Table.Column] {
        var columns: [Table.Column] = [
            .init(header: nil, csv: accountHeader, json: "account", isKey: true),
            .init(header: nil, csv: nil, json: "name", isKey: true, inText: true),
            .init(header: nil, csv: nil, json: "indent", isKey: true),
        ]
        for (heading, name) in zip(headings, csvNames) {
            columns.append(.init(header: heading, alignment: .right, csv: name, json: "amounts", collectsJSON: true))
        }
        // hledger's text heading `  Total` makes the column at least as wide as `Average`.
        if let total { columns.append(.init(header: "  Total", alignment: .right, csv: total, json: "total")) }
        if average { columns.append(.init(header: "Average", alignment: .right, csv: averageHeader, json: "average")) }
        return columns
    }

    /// An account's key cells.
    static func keys(_ row: BalanceReport.Row, _ journal: Journal) -> [Cell?] {
        [.text(journal.accounts.name(row.account)),
         Cell(.name(shown: String(repeating: "  ", count: row.indent) + row.displayName, data: row.displayName)),
         .integer(row.indent)]
    }

    /// A row's amounts: one per period, then the total and average asked for.
    func cells(_ amounts: [MixedAmount]) -> [Cell?] {
        var cells: [Cell?] = amounts.map(Cell.amount)
        guard total != nil || average else { return cells }
        let sum = MixedAmount.sum(amounts)
        if total != nil { cells.append(.amount(sum)) }
        if average { cells.append(.amount(sum.divided(by: amounts.count))) }
        return cells
    }

    /// A total row named `name` in CSV (and, when `shown`, in text), bare
    /// when the report has no rows.
    func totalRow(_ name: String, shown: Bool = false, _ amounts: [MixedAmount], emphasis: Table.Row.Emphasis,
                  bare: Bool) -> Table.Row {
        Table.Row([.text(name), shown ? .text(name) : nil, nil] + cells(amounts), emphasis: emphasis, isBare: bare)
    }
}

/// Report periods in JSON: `{"label": "2026-01", "start": "2026-01-01", "last": "2026-01-31"}`
/// (the first and last day, both included; null for an open side).
enum PeriodJSON {
    static func columns(_ columns: [DateSpan]) -> JSONValue {
        .array(columns.map { span in
            .object([
                ("label", .string(PeriodLabel.text(span))),
                ("start", span.start.map { .string($0.description) } ?? .null),
                ("last", span.lastDay.map { .string($0.description) } ?? .null),
            ])
        })
    }
}
