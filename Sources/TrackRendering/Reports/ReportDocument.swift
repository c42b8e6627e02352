/// A report ready to encode: its table and the parts around it (title,
/// notes, chart, the JSON document's own members), built once from the
/// report's data. The encoders only write it; rendering computes no figure.
public struct ReportDocument {
    /// The text form's first line; a blank line follows.
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
    /// Written after the CSV table (the rates used, with `--show-rates`).
    public var csvTrailer = ""
    /// The JSON document's members before `rows`; the total rows follow it.
    public var jsonMembers: [(String, JSONValue)] = []
    /// The JSON document's members after the total rows.
    public var jsonTrailer: [(String, JSONValue)] = []
    /// How the table's amounts are written.
    public let amounts: ReportAmounts

    public init(title: String, table: Table, amounts: ReportAmounts) {
        self.title = title
        self.table = table
        self.amounts = amounts
    }

    public func text(_ style: TerminalStyle) -> String {
        if table.body.isEmpty, let emptyMessage { return title + "\n\n" + emptyMessage + "\n" }
        var out = title + "\n\n" + TableTextEncoder(amounts: amounts, style: style).encode(table) + notes
        if let charts { out += "\n" + ChartTextEncoder(style: style, lineWidth: lineWidth).encode(charts) }
        return out
    }

    public func csv() -> String {
        TableCSVEncoder(amounts: amounts).encode(table) + csvTrailer
    }

    public func json() -> String {
        let encoder = TableJSONEncoder(amounts: amounts)
        let document = JSONValue.object(jsonMembers + [("rows", encoder.rows(table))] + encoder.totals(table) + jsonTrailer)
        return document.rendered(pretty: true) + "\n"
    }
}
