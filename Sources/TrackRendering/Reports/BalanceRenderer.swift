import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `BalanceReport` as hledger lays it out. With one column (no
/// interval):
///
/// ```
///          $-1.00  assets
///           $1.00    bank:saving
/// ----------------
///               0
/// ```
///
/// Amounts right-aligned (at least 20 columns), one line per commodity with
/// the account name on the last; negative amounts red on a colour terminal.
/// With an interval, hledger's `bal -M` table (`BalanceRenderer+Periods`).
public struct BalanceRenderer {
    public let report: BalanceReport
    public let journal: Journal
    public let style: TerminalStyle
    public let showTotal: Bool
    /// The multi-period layout's settings; nil for one column.
    public var periods: PeriodLayout?
    /// `valued at period ends` and the like, for a multi-period title.
    public var valuationTitle: String?
    /// `--show-rates`.
    public var showsRates = false

    public init(report: BalanceReport, journal: Journal, style: TerminalStyle, showTotal: Bool, periods: PeriodLayout? = nil, valuationTitle: String? = nil, showsRates: Bool = false) {
        self.report = report
        self.journal = journal
        self.style = style
        self.showTotal = showTotal
        self.periods = periods
        self.valuationTitle = valuationTitle
        self.showsRates = showsRates
    }

    public struct PeriodLayout {
        public var accumulation: BalanceReport.Accumulation
        /// `-T`: a total column (for changes only, as hledger).
        public var rowTotal: Bool
        /// `-A`: an average column.
        public var average: Bool
        /// `--transpose`: periods as rows, accounts as columns.
        public var transpose: Bool

        public init(accumulation: BalanceReport.Accumulation, rowTotal: Bool, average: Bool, transpose: Bool) {
            self.accumulation = accumulation
            self.rowTotal = rowTotal
            self.average = average
            self.transpose = transpose
        }

        var showsTotalColumn: Bool { rowTotal && accumulation == .change }
    }

    var cells: AmountCells { AmountCells(journal: journal, target: report.valuation?.target) }

    var notes: ValuationNotes? { report.valuation.map { ValuationNotes(summary: $0, journal: journal) } }

    public func text() -> String {
        if let periods { return periodText(periods) }
        let cells = self.cells
        let rows = report.rows.map { row in (cells.lines(row.amounts[0]), row) }
        let totalLines = cells.lines(report.totals[0])
        let widest = (rows.flatMap(\.0) + (showTotal ? totalLines : [])).map(DisplayWidth.of).max() ?? 0
        let width = max(20, widest)
        var out = ""
        for (lines, row) in rows {
            for (i, line) in lines.enumerated() {
                out += amountCell(line, width: width)
                if i == lines.count - 1 {
                    out += "  " + String(repeating: "  ", count: row.indent) + row.displayName
                }
                out += "\n"
            }
        }
        if showTotal {
            out += String(repeating: "-", count: width) + "\n"
            for line in totalLines { out += amountCell(line, width: width) + "\n" }
        }
        return out + (notes?.text(showsRates: showsRates) ?? "")
    }

    private func amountCell(_ line: String, width: Int) -> String {
        let padded = DisplayWidth.padding(line, toWidth: width, alignRight: true)
        guard style.enabled, line.contains("-") else { return padded }
        let pad = String(padded.prefix(padded.count - line.count))
        return pad + style.red(line)
    }

    /// hledger's `"account","balance"` CSV: full names, one-line amounts, no digit groups.
    public func csv() -> String {
        if let periods { return periodCSV(periods) }
        let plain = AmountCells(journal: journal, digitGroups: false)
        var writer = CSVWriter()
        writer.writeRow(["account", "balance"])
        for row in report.rows {
            writer.writeRow([journal.accounts.name(row.account), plain.oneLine(row.amounts[0])])
        }
        if showTotal { writer.writeRow(["total", plain.oneLine(report.totals[0])]) }
        return writer.output + (showsRates ? notes?.ratesCSV() ?? "" : "")
    }

    public func json() -> String {
        if let periods { return periodJSON(periods) }
        let formatter = AmountFormatter(commodities: journal.commodities)
        var fields: [(String, JSONValue)] = [
            ("rows", .array(report.rows.map { row in
                .object([
                    ("account", .string(journal.accounts.name(row.account))),
                    ("name", .string(row.displayName)),
                    ("indent", .number(String(row.indent))),
                    ("balance", AmountJSON.mixed(row.amounts[0], formatter)),
                ])
            })),
        ]
        if showTotal { fields.append(("total", AmountJSON.mixed(report.totals[0], formatter))) }
        if let notes { fields.append(("valuation", notes.json(showsRates: showsRates))) }
        return JSONValue.object(fields).rendered(pretty: true) + "\n"
    }
}
