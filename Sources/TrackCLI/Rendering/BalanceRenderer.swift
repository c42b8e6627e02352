import TrackModel
import TrackReports
import TrackSyntax

/// Writes a one-column `BalanceReport` as hledger lays it out:
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
struct BalanceRenderer {
    let report: BalanceReport
    let journal: Journal
    let style: TerminalStyle
    let showTotal: Bool

    private var formatter: AmountFormatter { AmountFormatter(commodities: journal.commodities) }

    func text() -> String {
        let formatter = self.formatter
        let rows = report.rows.map { row in (formatter.format(row.amounts[0]), row) }
        let totalLines = formatter.format(report.totals[0])
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
        return out
    }

    private func amountCell(_ line: String, width: Int) -> String {
        let padded = DisplayWidth.padding(line, toWidth: width, alignRight: true)
        guard style.enabled, line.contains("-") else { return padded }
        let pad = String(padded.prefix(padded.count - line.count))
        return pad + style.red(line)
    }

    /// hledger's `"account","balance"` CSV: full names, one-line amounts, no digit groups.
    func csv() -> String {
        let plain = AmountFormatter(commodities: journal.commodities, showsDigitGroups: false)
        var writer = CSVWriter()
        writer.writeRow(["account", "balance"])
        for row in report.rows {
            writer.writeRow([journal.accounts.name(row.account), plain.formatOneLine(row.amounts[0])])
        }
        if showTotal { writer.writeRow(["total", plain.formatOneLine(report.totals[0])]) }
        return writer.output
    }

    func json() -> String {
        let formatter = self.formatter
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
        return JSONValue.object(fields).rendered(pretty: true) + "\n"
    }
}
