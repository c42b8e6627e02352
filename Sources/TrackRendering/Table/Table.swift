/// A report as a table, built once from the report's data and written by
/// every encoder (text, CSV, JSON; HTML next), in the spirit of hledger's
/// `Hledger.Write.Spreadsheet`: typed cells, body and total rows, semantic
/// paint. The columns are declared once, each saying how every format names
/// and shows it; nothing about a report is decided inside an encoder.
public struct Table: Sendable {
    public enum Alignment: Sendable {
        case left, right
    }

    public struct Column: Sendable {
        /// The heading in text; nil keeps the column out of text.
        public var header: String?
        public var alignment: Alignment
        /// The CSV header; nil keeps the column out of CSV.
        public var csvName: String?
        /// Where JSON puts the cell: a key, or a path into a nested object
        /// (`["expenseChange", "amount"]`); nil keeps it out of JSON.
        public var jsonPath: [String]?
        /// A key column names its row (`period`, `start`): a total row,
        /// written in JSON as a member of its own, leaves it out.
        public var isKey: Bool

        public init(header: String?, alignment: Alignment = .left, csv csvName: String?, json jsonPath: [String]?,
                    isKey: Bool = false) {
            self.header = header
            self.alignment = alignment
            self.csvName = csvName
            self.jsonPath = jsonPath
            self.isKey = isKey
        }

        /// A column with the same JSON key as its CSV name.
        public init(header: String?, alignment: Alignment = .left, csv csvName: String?, json jsonKey: String?,
                    isKey: Bool = false) {
            self.init(header: header, alignment: alignment, csv: csvName, json: jsonKey.map { [$0] }, isKey: isKey)
        }
    }

    public struct Row: Sendable {
        public enum Emphasis: Sendable, Equatable {
            /// A row of the body: in JSON, an element of `rows`.
            case item
            /// A total (or average) row after a rule: in JSON, a member of
            /// the document under `key`, without the key columns.
            case total(key: String)
            /// A total row in text and CSV only: the JSON document writes
            /// its figures as members of its own (`ReportDocument.jsonTrailer`).
            case totalOutsideJSON
        }

        /// By column; nil is an absent cell (blank, `""`, null or left out).
        public var cells: [Cell?]
        public var emphasis: Emphasis

        public init(_ cells: [Cell?], emphasis: Emphasis = .item) {
            self.cells = cells
            self.emphasis = emphasis
        }
    }

    public let columns: [Column]
    public private(set) var rows: [Row] = []

    public init(columns: [Column]) {
        self.columns = columns
    }

    /// Missing trailing cells are absent.
    public mutating func add(_ row: Row) {
        precondition(row.cells.count <= columns.count, "more cells than columns")
        rows.append(row)
    }

    public var body: [Row] { rows.filter { $0.emphasis == .item } }
    public var totals: [Row] { rows.filter { $0.emphasis != .item } }

    /// The cell of `row` in column `index`, nil when absent.
    func cell(_ row: Row, _ index: Int) -> Cell? {
        index < row.cells.count ? row.cells[index] : nil
    }
}
