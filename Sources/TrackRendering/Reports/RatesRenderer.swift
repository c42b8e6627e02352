import TrackModel
import TrackReports

/// Writes a `RatesReport` (`track rates`):
///
/// ```
/// Rates in NT$ on 2026-10-31
///
/// Commodity    Rate  Date        Age  Chain
/// USD         31.92  2026-10-01   30  USD → NT$
/// ¥          0.2104  2026-10-01   30  ¥ → NT$
/// ```
///
/// `Date` is the chain's oldest price (how old the rate is), `Age` the days
/// from it to the report's day; with `--max-age` a stale rate is marked.
/// With `staleOnly` (`--stale DAYS`) only the held commodities without a
/// rate that fresh are listed.
public struct RatesRenderer {
    public let report: RatesReport
    public let journal: Journal
    public let style: TerminalStyle
    public let staleOnly: Bool

    public init(report: RatesReport, journal: Journal, style: TerminalStyle, staleOnly: Bool = false) {
        self.report = report
        self.journal = journal
        self.style = style
        self.staleOnly = staleOnly
    }

    private var marksStale: Bool { report.maxAge != nil && !staleOnly }

    private func symbol(_ id: CommodityID) -> String { journal.commodities[id].quotedSymbol }

    private var columns: [Table.Column] {
        var columns: [Table.Column] = [
            .init(header: "Commodity", csv: "commodity", json: "commodity", isKey: true),
            .textOnly("Rate", alignment: .right),
            .init(header: nil, csv: "rate", json: "rate"),
            .init(header: nil, csv: "currency", json: "currency"),
            .init(header: "Date", csv: "date", json: "date"),
            .init(header: "Age", alignment: .right, csv: "age_days", json: "ageDays"),
            .init(header: "Chain", csv: "chain", json: nil as String?),
            .jsonOnly("chain"),
        ]
        if marksStale { columns += [.textOnly(""), .init(header: nil, csv: "stale", json: "stale")] }
        return columns
    }

    func document() -> ReportDocument {
        var table = Table(columns: columns)
        let rows = staleOnly ? report.staleRows : report.rows
        for row in rows {
            let quote = row.quote
            var cells: [Cell?] = [
                .text(symbol(row.commodity)),
                .text(quote.map { ValuationNotes.rateText($0.rate) } ?? "no rate", paint: quote == nil ? .muted : .plain),
                quote.map { Cell(.number($0.rate)) },
                .text(symbol(report.target)),
                quote?.oldestDate.map(Cell.date),
                row.age.map(Cell.integer),
                quote.map { .text(ValuationNotes.chainText($0, journal: journal)) },
                quote.map { .list($0.chain.map { journal.commodities.symbol($0) }) },
            ]
            if marksStale {
                cells += [row.isStale ? .text("stale", paint: .loss) : nil, .flag(row.isStale)]
            }
            table.add(Table.Row(cells))
        }
        let title = staleOnly
            ? "Held commodities with no rate in \(symbol(report.target)) of \(report.maxAge ?? 0) days or less on \(report.day)"
            : "Rates in \(symbol(report.target)) on \(report.day)"
        var document = ReportDocument(title: title, table: table, amounts: ReportAmounts.ledger(journal: journal, target: report.target))
        document.emptyMessage = staleOnly ? "Every held commodity has a rate that fresh." : "No commodities to rate."
        document.jsonMembers = [
            ("currency", .string(journal.commodities.symbol(report.target))),
            ("date", .string(report.day.description)),
            ("maxAgeDays", report.maxAge.map { .number(String($0)) } ?? .null),
        ]
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
