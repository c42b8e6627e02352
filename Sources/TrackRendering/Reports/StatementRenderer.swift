import TrackModel
import TrackReports

/// Writes an income statement or a balance sheet as hledger's `is` and
/// `bs` do: a title, then one grid with a section per account kind
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

    private var notes: ValuationNotes? { valuation.map { ValuationNotes(summary: $0, journal: journal) } }

    private var hasRows: Bool { sections.contains { !$0.report.rows.isEmpty } }

    /// One grid: a section per account kind (its name, its rows, its
    /// subtotal), then `Net:`. hledger writes the headings in CSV too
    /// (`"Account","Jan",…,"Total"`), after a row of the title.
    func document() -> ReportDocument {
        let headings = accumulation == .change ? PeriodLabel.changeHeadings(columns) : PeriodLabel.endHeadings(columns)
        let columns = AccountPeriodColumns(headings: headings, csvNames: headings, accountHeader: "Account",
                                           total: showsTotalColumn ? "Total" : nil, average: average,
                                           averageHeader: "Average")
        var table = Table(columns: columns.columns, textLayout: .grid)
        for section in sections {
            table.add(Table.Row([], emphasis: .section(title: section.title)))
            for row in section.report.rows {
                table.add(Table.Row(AccountPeriodColumns.keys(row, journal) + columns.cells(row.amounts)))
            }
            if showTotal {
                table.add(columns.totalRow("total", section.report.totals, emphasis: .total(key: "totals"),
                                           bare: section.report.rows.isEmpty))
            }
        }
        if showTotal { table.add(columns.totalRow("Net:", shown: true, net, emphasis: .grandTotal(key: "net"), bare: !hasRows)) }
        var document = ReportDocument(title: title, table: table, amounts: .ledger(journal: journal, target: valuation?.target))
        document.notes = notes?.text(showsRates: showsRates) ?? ""
        document.csvTitleRow = true
        document.csvTrailer = showsRates ? notes?.ratesCSV() ?? "" : ""
        document.jsonMembers = [("title", .string(title)), ("columns", PeriodJSON.columns(self.columns))]
        document.jsonTrailingMembers = notes.map { [("valuation", $0.json(showsRates: showsRates))] } ?? []
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
