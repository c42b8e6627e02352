import TrackModel
import TrackReports

/// The dashboard's two lists as tables, their columns declared once: text
/// shows them indented under their heading, without column headings; JSON
/// writes their rows; CSV maps them by column name onto the dashboard's
/// one table of figures (`OverviewRenderer.csvColumns`).
extension OverviewRenderer {
    /// The widest bar of the top expense categories.
    static let barWidth = 30

    /// `  Bills  2,184.02  70.4%  ████████████████████`, or in CSV
    /// `"top expenses","2026-11-21","Bills","Bills","2184.02 USD","70.4%"`.
    func topExpensesTable(_ amounts: ReportAmounts) -> Table {
        var table = Table(columns: [
            .csvOnly("date"), .textOnly(""),
            .init(header: "", csv: "item", json: "category"), .csvOnly("category"),
            .init(header: "", alignment: .right, csv: "amount", json: "amount"),
            .init(header: "", alignment: .right, csv: "share", json: "share"),
            .textOnly(""),
        ])
        let maximum = report.currency.flatMap { c in report.topExpenses.map { $0.amount.quantity(of: c) }.max() }
        for row in report.topExpenses {
            let bar = report.currency.flatMap { c in
                maximum.map { Cell(.bar(Bar(row.amount.quantity(of: c), maximum: $0, length: .columns(Self.barWidth))), paint: .share) }
            }
            table.add(Table.Row([.date(report.today), nil, .text(row.name), .text(row.name),
                                 .amount(row.amount), .percentage(row.share), bar]))
        }
        return table
    }

    /// `  2026-11-20  Costco | Thanksgiving run  Essentials  -212.64`; a
    /// transfer is muted, with `transfer` for its category (and a flag in JSON).
    func recentTransactionsTable(_ amounts: ReportAmounts) -> Table {
        var table = Table(columns: [
            .textOnly(""),
            .init(header: "", csv: "date", json: "date"),
            .init(header: "", csv: "item", json: "description"),
            .init(header: "", csv: "category", json: [String]?.none), .jsonOnly("category"), .jsonOnly("transfer"),
            .init(header: "", alignment: .right, csv: "amount", json: "amount"),
        ])
        for t in report.recentTransactions {
            table.add(Table.Row([
                nil, .date(t.date), .text(t.description),
                .text(t.isTransfer ? "transfer" : (t.category ?? ""), paint: .muted), t.category.map { .text($0) }, Cell(.flag(t.isTransfer)),
                Cell(.amount(t.amount), paint: t.isTransfer ? .muted : .gain),
            ]))
        }
        return table
    }

    /// A list as the lines of a text block, indented two columns.
    func text(_ table: Table, _ amounts: ReportAmounts) -> String {
        String(TableTextEncoder(amounts: amounts, style: style).encode(table).dropLast())
    }

    /// A list's rows as CSV fields in the dashboard's columns, after its
    /// section (empty where the list has no such column).
    func csvRows(_ table: Table, section: String, _ amounts: ReportAmounts) -> [[String]] {
        let encoder = TableCSVEncoder(amounts: amounts)
        let indices = Self.csvColumns.dropFirst().map { name in table.columns.firstIndex { $0.csvName == name } }
        return table.rows.map { row in [section] + indices.map { $0.map { encoder.field(table.cell(row, $0)) } ?? "" } }
    }
}
