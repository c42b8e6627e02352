/// A report ready to encode: its table and the parts around it (title,
/// notes, chart, the JSON document's own members), built once from the
/// report's data. The encoders only write it; rendering computes no figure.
public struct ReportDocument {
    /// What the JSON document is.
    public enum JSONShape: Sendable {
        /// An object: the members, `rows` (or `sections`), the totals, the
        /// trailing members.
        case document
        /// The array of rows alone when there are no members (`accounts`,
        /// `register -M`); a document otherwise.
        case rowsAlone
        /// The first row's object alone (`stats`).
        case record
    }

    /// The text form's first line; a blank line follows. Empty for none.
    public var title: String
    public var table: Table
    /// Shown in text instead of the table when it has no body rows.
    public var emptyMessage: String?
    /// Text after the table: notes and footnotes, as written.
    public var notes = ""
    /// Charts after the notes and a blank line, in text only; an empty
    /// list (a chart asked for, with nothing to draw) leaves the blank line.
    public var charts: [Chart]?
    /// The line width charts and bars fill in text.
    public var lineWidth = 80
    /// Text and CSV show the table with rows and columns swapped
    /// (`--transpose`); JSON keeps an object per row.
    public var transposed = false
    /// CSV starts with a row of the title (hledger's `is` and `bs`).
    public var csvTitleRow = false
    /// Written after the CSV table (the rates used, with `--show-rates`).
    public var csvTrailer = ""
    public var jsonShape = JSONShape.document
    /// The JSON document's members before `rows`; the total rows follow it.
    public var jsonMembers: [(String, JSONValue)] = []
    /// The JSON document's members after the total rows (`valuation`).
    public var jsonTrailingMembers: [(String, JSONValue)] = []
    /// How the table's amounts are written.
    public let amounts: ReportAmounts

    public init(title: String, table: Table, amounts: ReportAmounts) {
        self.title = title
        self.table = table
        self.amounts = amounts
    }

    private var shownTable: Table { transposed ? table.transposed() : table }

    public func text(_ style: TerminalStyle) -> String {
        let heading = title.isEmpty ? "" : title + "\n\n"
        if table.body.isEmpty, let emptyMessage { return heading + emptyMessage + "\n" }
        var out = heading + TableTextEncoder(amounts: amounts, style: style).encode(shownTable) + notes
        if let charts { out += "\n" + ChartTextEncoder(style: style, lineWidth: lineWidth).encode(charts) }
        return out
    }

    public func csv() -> String {
        TableCSVEncoder(amounts: amounts).encode(shownTable, titleRow: csvTitleRow ? title : nil) + csvTrailer
    }

    public func json() -> String {
        let encoder = TableJSONEncoder(amounts: amounts)
        let value: JSONValue
        switch jsonShape {
        case .rowsAlone where jsonMembers.isEmpty && jsonTrailingMembers.isEmpty:
            value = encoder.rows(table)
        case .record:
            guard case .array(let rows) = encoder.rows(table), let first = rows.first else { value = .null; break }
            value = first
        case .document, .rowsAlone:
            let rows = table.hasSections ? ("sections", encoder.sections(table)) : ("rows", encoder.rows(table))
            value = .object(jsonMembers + [rows] + encoder.totals(table) + jsonTrailingMembers)
        }
        return value.rendered(pretty: true) + "\n"
    }
}
