import TrackModel
import TrackReports

/// Writes a `RegisterSummaryReport` as hledger lays out `register -M`:
///
/// ```
/// 2026-01   Expenses:Bills:Electricity                   118.42 USD     118.42 USD
///           Expenses:Bills:Rent                        1,800.00 USD   1,918.42 USD
/// ```
///
/// The period (as wide as its label: `2026-01`, `2026Q1`, `2026-09-28W40`)
/// on its first row, no description, the account elided to fit, then the
/// amount and the running total right-aligned; an amount in several
/// commodities takes several lines, at the top of its row, and the total
/// sits at the bottom, as in hledger.
public struct RegisterSummaryRenderer {
    public let report: RegisterSummaryReport
    public let journal: Journal
    /// The whole line's width in columns.
    public let width: Int
    public let style: TerminalStyle
    public var showsRates = false

    public init(report: RegisterSummaryReport, journal: Journal, width: Int, style: TerminalStyle, showsRates: Bool = false) {
        self.report = report
        self.journal = journal
        self.width = width
        self.style = style
        self.showsRates = showsRates
    }

    private var notes: ValuationNotes? { report.valuation.map { ValuationNotes(summary: $0, journal: journal) } }

    public func text() -> String {
        let cells = AmountCells(journal: journal, target: report.valuation?.target)
        let lines = report.rows.map { (cells.lines($0.amount), cells.lines($0.total)) }
        let dateWidth = report.columns.map { PeriodLabel.text($0).count }.max() ?? 10
        let preferredAmount = max(12, lines.flatMap(\.0).map(PeriodTable.width).max() ?? 0)
        let preferredTotal = max(12, lines.flatMap(\.1).map(PeriodTable.width).max() ?? 0)
        // hledger's register widths: amounts keep their widths when the line
        // has room (two columns each left for description and account).
        let room = max(0, width - (dateWidth + 1 + 2 + 2 + 2 + 2 + 2))
        var amountWidth = preferredAmount, totalWidth = preferredTotal
        if preferredAmount + preferredTotal > room {
            let share = Double(preferredAmount) / Double(preferredAmount + preferredTotal) * Double(room)
            amountWidth = Int(share.rounded(.toNearestOrEven))
            totalWidth = room - amountWidth
        }
        let accountWidth = max(0, width - (dateWidth + 1 + 2 + amountWidth + 2 + totalWidth) - 2)
        // Account cells, elided and padded once per account.
        var accountCells = [String?](repeating: nil, count: journal.accounts.count)
        func accountCell(_ account: AccountID?) -> String {
            guard let account else { return String(repeating: " " as Character, count: accountWidth) }
            if let cell = accountCells[account.index] { return cell }
            let elided = AccountNames.elide(journal.accounts.name(account), toWidth: accountWidth)
            let cell = elided + String(repeating: " " as Character, count: max(0, accountWidth - PeriodTable.width(elided)))
            accountCells[account.index] = cell
            return cell
        }
        let blankDate = String(repeating: " " as Character, count: dateWidth)
        let blankAccount = accountCell(nil)
        var out = ""
        out.reserveCapacity(report.rows.count * (width + 2))
        for (row, (amountLines, totalLines)) in zip(report.rows, lines) {
            let height = max(amountLines.count, totalLines.count)
            for i in 0..<height {
                if i == 0 && row.startsPeriod {
                    let label = PeriodLabel.text(row.period)
                    out += label + String(repeating: " " as Character, count: max(0, dateWidth - label.count))
                } else {
                    out += blankDate
                }
                out += "   "
                out += i == 0 ? accountCell(row.account) : blankAccount
                out += "  "
                out += cell(i < amountLines.count ? amountLines[i] : "", width: amountWidth)
                out += "  "
                let offset = height - totalLines.count
                out += cell(i >= offset ? totalLines[i - offset] : "", width: totalWidth)
                out += "\n"
            }
        }
        return out + (notes?.text(showsRates: showsRates) ?? "")
    }

    private func cell(_ text: String, width: Int) -> String {
        let padding = String(repeating: " " as Character, count: max(0, width - PeriodTable.width(text)))
        return padding + (style.enabled && text.contains("-") ? style.red(text) : text)
    }

    /// hledger's register CSV columns, a row per summary: `"0"` for the
    /// transaction, the period's first day, no code or description.
    public func csv() -> String {
        let plain = AmountCells(journal: journal, digitGroups: false)
        var writer = CSVWriter()
        writer.writeRow(["txnidx", "date", "code", "description", "account", "amount", "total"])
        for row in report.rows {
            writer.writeRow(["0", row.period.start.map(String.init(describing:)) ?? "", "", "",
                             row.account.map { journal.accounts.name($0) } ?? "",
                             plain.oneLine(row.amount), plain.oneLine(row.total)])
        }
        return writer.output + (showsRates ? notes?.ratesCSV() ?? "" : "")
    }

    public func json() -> String {
        let formatter = AmountFormatter(commodities: journal.commodities)
        let rows = JSONValue.array(report.rows.map { row in
            .object([
                ("period", .string(PeriodLabel.text(row.period))),
                ("start", row.period.start.map { .string($0.description) } ?? .null),
                ("last", row.period.lastDay.map { .string($0.description) } ?? .null),
                ("account", row.account.map { .string(journal.accounts.name($0)) } ?? .null),
                ("amount", AmountJSON.mixed(row.amount, formatter)),
                ("total", AmountJSON.mixed(row.total, formatter)),
            ])
        })
        guard let notes else { return rows.rendered(pretty: true) + "\n" }
        return JSONValue.object([("rows", rows), ("valuation", notes.json(showsRates: showsRates))]).rendered(pretty: true) + "\n"
    }
}
