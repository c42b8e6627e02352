import TrackModel
import TrackReports

/// Writes an income statement or a balance sheet as hledger's `is` and
/// `bs` do: a title, then one `PeriodTable` with a section per account kind
/// (its name, its rows, its subtotal), and a `Net:` row.
///
/// ```
/// Income Statement 2026
///
///                  ||          2026 
/// =================++===============
///  Revenues        ||               
/// -----------------++---------------
///  Income:Salary   || 51,019.95 USD 
/// -----------------++---------------
///                  || 51,019.95 USD 
/// =================++===============
///  ...
///  Net:            || 10,773.80 USD 
/// ```
public struct StatementRenderer {
    /// `Income Statement 2026`, with the valuation if any.
    public let title: String
    public let columns: [DateSpan]
    public let sections: [StatementSection]
    public let net: [MixedAmount]
    public let accumulation: BalanceReport.Accumulation
    public let journal: Journal
    public let style: TerminalStyle
    /// Subtotals and the net row (no `-N`).
    public let showTotal: Bool
    public let rowTotal: Bool
    public let average: Bool
    public let valuation: ValuationSummary?
    public var showsRates = false

    public init(title: String, columns: [DateSpan], sections: [StatementSection], net: [MixedAmount], accumulation: BalanceReport.Accumulation, journal: Journal, style: TerminalStyle, showTotal: Bool, rowTotal: Bool, average: Bool, valuation: ValuationSummary?, showsRates: Bool = false) {
        self.title = title
        self.columns = columns
        self.sections = sections
        self.net = net
        self.accumulation = accumulation
        self.journal = journal
        self.style = style
        self.showTotal = showTotal
        self.rowTotal = rowTotal
        self.average = average
        self.valuation = valuation
        self.showsRates = showsRates
    }

    private var showsTotalColumn: Bool { rowTotal && accumulation == .change }

    /// The column headings; hledger writes `  Total` in text (right-aligned,
    /// it makes the column at least as wide as `Average`) and `Total` in CSV.
    private func headings(csv: Bool) -> [String] {
        (accumulation == .change ? PeriodLabel.changeHeadings(columns) : PeriodLabel.endHeadings(columns))
            + (showsTotalColumn ? [csv ? "Total" : "  Total"] : []) + (average ? ["Average"] : [])
    }

    private var notes: ValuationNotes? { valuation.map { ValuationNotes(summary: $0, journal: journal) } }

    /// A row's cells: one per column, then the total and average asked for.
    private func cells(_ amounts: [MixedAmount], _ cells: AmountCells) -> [String] {
        var result = amounts.map(cells.oneLine)
        guard showsTotalColumn || average else { return result }
        let total = MixedAmount.sum(amounts)
        if showsTotalColumn { result.append(cells.oneLine(total)) }
        if average { result.append(cells.oneLine(total.divided(by: amounts.count))) }
        return result
    }

    private var hasRows: Bool { sections.contains { !$0.report.rows.isEmpty } }

    public func text() -> String {
        let cells = AmountCells(journal: journal, target: valuation?.target)
        var table = PeriodTable(headings: headings(csv: false), style: style)
        for (i, section) in sections.enumerated() {
            if i > 0 { table.addRule("=") }
            table.add(section.title, [], amounts: false)
            table.addRule("-")
            for row in section.report.rows {
                table.add(String(repeating: "  ", count: row.indent) + row.displayName, self.cells(row.amounts, cells))
            }
            if showTotal {
                table.addRule("-")
                table.add("", section.report.rows.isEmpty ? [] : self.cells(section.report.totals, cells))
            }
        }
        if showTotal {
            table.addRule("=")
            table.add("Net:", hasRows ? self.cells(net, cells) : [])
        }
        return title + "\n\n" + table.render() + (notes?.text(showsRates: showsRates) ?? "")
    }

    /// hledger's CSV: the title, `"Account"` and the headings, each section's
    /// name, rows and `"total"`, then `"Net:"`.
    public func csv() -> String {
        let plain = AmountCells(journal: journal, digitGroups: false)
        let headings = headings(csv: true)
        let blanks = [String](repeating: "", count: headings.count)
        var writer = CSVWriter()
        writer.writeRow([title] + blanks)
        writer.writeRow(["Account"] + headings)
        for section in sections {
            writer.writeRow([section.title] + blanks)
            for row in section.report.rows {
                writer.writeRow([journal.accounts.name(row.account)] + cells(row.amounts, plain))
            }
            if showTotal {
                writer.writeRow(["total"] + (section.report.rows.isEmpty ? [] : cells(section.report.totals, plain)))
            }
        }
        if showTotal { writer.writeRow(["Net:"] + (hasRows ? cells(net, plain) : [])) }
        return writer.output + (showsRates ? notes?.ratesCSV() ?? "" : "")
    }

    public func json() -> String {
        let formatter = AmountFormatter(commodities: journal.commodities)
        func amounts(_ list: [MixedAmount]) -> [(String, JSONValue)] {
            var fields: [(String, JSONValue)] = [("amounts", .array(list.map { AmountJSON.mixed($0, formatter) }))]
            let total = MixedAmount.sum(list)
            if showsTotalColumn { fields.append(("total", AmountJSON.mixed(total, formatter))) }
            if average { fields.append(("average", AmountJSON.mixed(total.divided(by: list.count), formatter))) }
            return fields
        }
        var fields: [(String, JSONValue)] = [
            ("title", .string(title)),
            ("columns", PeriodJSON.columns(columns)),
            ("sections", .array(sections.map { section in
                var object: [(String, JSONValue)] = [
                    ("title", .string(section.title)),
                    ("rows", .array(section.report.rows.map { row in
                        .object([
                            ("account", .string(journal.accounts.name(row.account))),
                            ("name", .string(row.displayName)),
                            ("indent", .number(String(row.indent))),
                        ] + amounts(row.amounts))
                    })),
                ]
                if showTotal { object.append(("totals", .object(amounts(section.report.totals)))) }
                return .object(object)
            })),
        ]
        if showTotal { fields.append(("net", .object(amounts(net)))) }
        if let notes { fields.append(("valuation", notes.json(showsRates: showsRates))) }
        return JSONValue.object(fields).rendered(pretty: true) + "\n"
    }
}
