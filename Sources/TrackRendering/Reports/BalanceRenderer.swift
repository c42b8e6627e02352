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

    var notes: ValuationNotes? { report.valuation.map { ValuationNotes(summary: $0, journal: journal) } }

    /// One column: the account (full name in CSV and JSON, indented in text
    /// after its balance), its depth in JSON, its balance.
    static let columns: [Table.Column] = [
        .init(header: nil, csv: "account", json: "account", isKey: true),
        .init(header: nil, csv: nil, json: "name", isKey: true, inText: true),
        .init(header: nil, csv: nil, json: "indent", isKey: true),
        .init(header: nil, alignment: .right, csv: "balance", json: "balance", inText: true),
    ]

    func document() -> ReportDocument {
        if let periods { return periodDocument(periods) }
        var table = Table(columns: Self.columns, textLayout: .list(minimumWidth: 20))
        for row in report.rows {
            table.add(Table.Row(AccountPeriodColumns.keys(row, journal) + [.amount(row.amounts[0])]))
        }
        if showTotal {
            table.add(Table.Row([.text("total"), nil, nil, .amount(report.totals[0])], emphasis: .total(key: "total"),
                                jsonValueOnly: true))
        }
        return finished(ReportDocument(title: "", table: table, amounts: .ledger(journal: journal, target: report.valuation?.target)))
    }

    /// The valuation's notes, rates and JSON member.
    func finished(_ document: ReportDocument) -> ReportDocument {
        var document = document
        document.notes = notes?.text(showsRates: showsRates) ?? ""
        document.csvTrailer = showsRates ? notes?.ratesCSV() ?? "" : ""
        document.jsonTrailingMembers = notes.map { [("valuation", $0.json(showsRates: showsRates))] } ?? []
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
