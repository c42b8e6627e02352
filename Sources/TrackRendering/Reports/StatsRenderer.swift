import TrackModel
import TrackReports

/// Writes `JournalStatistics` as labelled lines, hledger's `stats` layout:
///
/// ```
/// Main file                : household.journal
/// Transactions             : 422 (1.3 per day)
/// ```
public struct StatsRenderer {
    public let statistics: JournalStatistics
    public let today: Day

    public init(statistics: JournalStatistics, today: Day) {
        self.statistics = statistics
        self.today = today
    }

    /// Days from the first to the last transaction, both counted.
    private var spanDays: Int? {
        guard let first = statistics.firstDate, let last = statistics.lastDate else { return nil }
        return first.distance(to: last) + 1
    }

    /// The figures, each declared once with how text labels it and JSON
    /// keys it; where text says more in a line (`422 (1.3 per day)`) than
    /// JSON in a number, each has a column of its own.
    static let columns: [Table.Column] = [
        text("Main file"), json("mainFile"),
        text("Included files"), json("includedFiles"),
        .init(header: "First transaction", csv: nil, json: "firstDate"),
        text("Last transaction"), json("lastDate"),
        text("Transactions span"), json("spanDays"),
        text("Transactions"), json("transactions"),
        text("Transactions last 30 days"), json("transactionsLast30Days"),
        .init(header: "Postings", csv: nil, json: "postings"),
        .init(header: "Payees", csv: nil, json: "payees"),
        text("Accounts"), json("accounts"), json("accountDepth"),
        text("Commodities"), json("commodities"),
        .init(header: "Market prices", csv: nil, json: "marketPrices"),
        text("Latest entry"), .init(header: nil, csv: nil, json: ["latest", "date"]),
        .init(header: nil, csv: nil, json: ["latest", "description"]),
    ]

    private static func text(_ label: String) -> Table.Column { .init(header: label, csv: nil, json: nil as String?) }
    private static func json(_ key: String) -> Table.Column { .init(header: nil, csv: nil, json: key) }

    func document() -> ReportDocument {
        let s = statistics
        let included = Array(s.files.dropFirst())
        var dates: (first: Day, last: Day, days: Int)?
        if let first = s.firstDate, let last = s.lastDate, let days = spanDays { dates = (first, last, days) }
        let cells: [Cell?] = [
            .text(s.files.first ?? "(none)"), s.files.first.map { .text($0) },
            included.isEmpty ? .text("(none)") : .list(included), .list(included),
            s.firstDate.map(Cell.date),
            dates.map { .text($0.last.description + " (" + Self.relative($0.last, to: today) + ")") }, s.lastDate.map(Cell.date),
            dates.map { .text(Self.counted($0.days, "day")) }, spanDays.map(Cell.integer),
            .text(dates.map { "\(s.transactionCount) (" + Self.rate(s.transactionCount, per: $0.days) + " per day)" } ?? "0"),
            .integer(s.transactionCount),
            .text("\(s.transactionsLast30Days) (" + Self.rate(s.transactionsLast30Days, per: 30) + " per day)"),
            .integer(s.transactionsLast30Days),
            .integer(s.postingCount),
            .integer(s.payeeCount),
            .text("\(s.accountCount) (depth \(s.accountDepth))"), .integer(s.accountCount), .integer(s.accountDepth),
            .text("\(s.commodities.count)" + (s.commodities.isEmpty ? "" : " (" + s.commodities.joined(separator: ", ") + ")")),
            .list(s.commodities),
            .integer(s.priceCount),
            s.latest.map { .text($0.date.description + " " + $0.description) }, s.latest.map { .date($0.date) },
            s.latest.map { .text($0.description) },
        ]
        var document = ReportDocument(title: "", table: Table(columns: Self.columns, textLayout: .record),
                                      amounts: ReportAmounts(formatter: AmountFormatter(commodities: CommodityTable()), commodity: nil))
        document.table.add(Table.Row(cells))
        document.jsonShape = .record
        return document
    }

    public func text() -> String { document().text(TerminalStyle(enabled: false)) }
    public func json() -> String { document().json() }

    /// `n` per day to one decimal place, rounded half up: `1.3`.
    static func rate(_ n: Int, per days: Int) -> String {
        guard days > 0 else { return "0.0" }
        let tenths = (n * 10 * 2 + days) / (days * 2)
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `today`, `1 day ago`, `12 days ago`, `in 3 days`.
    static func relative(_ day: Day, to today: Day) -> String {
        let ago = day.distance(to: today)
        if ago == 0 { return "today" }
        return ago > 0 ? counted(ago, "day") + " ago" : "in " + counted(-ago, "day")
    }

    static func counted(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)" + (n == 1 ? "" : "s")
    }
}
