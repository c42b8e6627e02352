import TrackModel
import TrackReports

/// The multi-period layouts of `track balance` (`-D`…`-Y`), as hledger's
/// `bal -M`: a title, then a `PeriodTable` with a column per period (change
/// headings such as `Jan` or `2026Q1`, or end dates for balances), optional
/// total and average columns, and a total row; `--transpose` swaps rows and
/// columns. CSV has hledger's columns (`"account","2026-01",…,"total","average"`).
extension BalanceRenderer {
    var title: String {
        let span = DateSpan(start: report.columns.first?.start, end: report.columns.last?.end)
        let kind: String
        switch periods?.accumulation ?? .change {
        case .change: kind = "Balance changes"
        case .cumulative: kind = "Ending balances (cumulative)"
        case .historical: kind = "Ending balances (historical)"
        }
        return "\(kind) in \(PeriodLabel.text(span))\(valuationTitle.map { ", " + $0 } ?? ""):"
    }

    private func headings(_ layout: PeriodLayout) -> [String] {
        layout.accumulation == .change ? PeriodLabel.changeHeadings(report.columns) : PeriodLabel.endHeadings(report.columns)
    }

    private func rowName(_ row: BalanceReport.Row) -> String {
        String(repeating: "  ", count: row.indent) + row.displayName
    }

    /// A row's cells: one per column, then the total and average asked for.
    private func cells(_ amounts: [MixedAmount], _ layout: PeriodLayout, _ cells: AmountCells) -> [String] {
        var result = amounts.map(cells.oneLine)
        guard layout.showsTotalColumn || layout.average else { return result }
        let total = MixedAmount.sum(amounts)
        if layout.showsTotalColumn { result.append(cells.oneLine(total)) }
        if layout.average { result.append(cells.oneLine(total.divided(by: amounts.count))) }
        return result
    }

    func periodText(_ layout: PeriodLayout) -> String {
        let cells = self.cells
        var table: PeriodTable
        if layout.transpose {
            // With no rows there is no total, as in hledger (blank, not 0).
            let totals = showTotal && !report.rows.isEmpty
            table = PeriodTable(headings: report.rows.map(rowName) + (showTotal ? [""] : []),
                                secondGroup: showTotal ? report.rows.count : nil, style: style)
            for (c, heading) in headings(layout).enumerated() {
                table.add(heading, report.rows.map { cells.oneLine($0.amounts[c]) }
                    + (totals ? [cells.oneLine(report.totals[c])] : []))
            }
            if layout.showsTotalColumn {
                table.add("  Total", report.rows.map { cells.oneLine($0.total) } + (totals ? [cells.oneLine(report.grandTotal)] : []))
            }
            if layout.average {
                table.add("Average", report.rows.map { cells.oneLine($0.average) }
                    + (totals ? [cells.oneLine(report.totalsAverage)] : []))
            }
        } else {
            table = PeriodTable(headings: headings(layout) + (layout.showsTotalColumn ? ["  Total"] : [])
                                    + (layout.average ? ["Average"] : []), style: style)
            for row in report.rows {
                table.add(rowName(row), self.cells(row.amounts, layout, cells))
            }
            if showTotal {
                table.addRule("-")
                table.add("", report.rows.isEmpty ? [] : self.cells(report.totals, layout, cells))
            }
        }
        return title + "\n\n" + table.render() + (notes?.text(showsRates: showsRates) ?? "")
    }

    func periodCSV(_ layout: PeriodLayout) -> String {
        let plain = AmountCells(journal: journal, digitGroups: false)
        let labels = report.columns.map(PeriodLabel.text)
        var writer = CSVWriter()
        if layout.transpose {
            let totals = showTotal && !report.rows.isEmpty
            writer.writeRow(["account"] + report.rows.map { journal.accounts.name($0.account) } + (showTotal ? ["total"] : []))
            for (c, label) in labels.enumerated() {
                writer.writeRow([label] + report.rows.map { plain.oneLine($0.amounts[c]) }
                    + (totals ? [plain.oneLine(report.totals[c])] : []))
            }
            if layout.showsTotalColumn {
                writer.writeRow(["total"] + report.rows.map { plain.oneLine($0.total) } + (totals ? [plain.oneLine(report.grandTotal)] : []))
            }
            if layout.average {
                writer.writeRow(["average"] + report.rows.map { plain.oneLine($0.average) }
                    + (totals ? [plain.oneLine(report.totalsAverage)] : []))
            }
        } else {
            writer.writeRow(["account"] + labels + (layout.showsTotalColumn ? ["total"] : []) + (layout.average ? ["average"] : []))
            for row in report.rows {
                writer.writeRow([journal.accounts.name(row.account)] + cells(row.amounts, layout, plain))
            }
            if showTotal {
                writer.writeRow(["total"] + (report.rows.isEmpty ? [] : cells(report.totals, layout, plain)))
            }
        }
        return writer.output + (showsRates ? notes?.ratesCSV() ?? "" : "")
    }

    func periodJSON(_ layout: PeriodLayout) -> String {
        let formatter = AmountFormatter(commodities: journal.commodities)
        func amounts(_ list: [MixedAmount]) -> [(String, JSONValue)] {
            var fields: [(String, JSONValue)] = [("amounts", .array(list.map { AmountJSON.mixed($0, formatter) }))]
            let total = MixedAmount.sum(list)
            if layout.showsTotalColumn { fields.append(("total", AmountJSON.mixed(total, formatter))) }
            if layout.average { fields.append(("average", AmountJSON.mixed(total.divided(by: list.count), formatter))) }
            return fields
        }
        let accumulation: String
        switch layout.accumulation {
        case .change: accumulation = "change"
        case .cumulative: accumulation = "cumulative"
        case .historical: accumulation = "historical"
        }
        var fields: [(String, JSONValue)] = [
            ("title", .string(String(title.dropLast()))),
            ("accumulation", .string(accumulation)),
            ("columns", PeriodJSON.columns(report.columns)),
            ("rows", .array(report.rows.map { row in
                .object([
                    ("account", .string(journal.accounts.name(row.account))),
                    ("name", .string(row.displayName)),
                    ("indent", .number(String(row.indent))),
                ] + amounts(row.amounts))
            })),
        ]
        if showTotal { fields.append(("totals", .object(amounts(report.totals)))) }
        if let notes { fields.append(("valuation", notes.json(showsRates: showsRates))) }
        return JSONValue.object(fields).rendered(pretty: true) + "\n"
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
