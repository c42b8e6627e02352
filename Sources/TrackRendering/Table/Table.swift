/// A report as a table, built once from the report's data and written by
/// every encoder (text, CSV, JSON; HTML next), in the spirit of hledger's
/// `Hledger.Write.Spreadsheet`: typed cells, body and total rows, semantic
/// paint. The columns are declared once, each saying how every format names
/// and shows it; nothing about a report is decided inside an encoder.
public struct Table: Sendable {
    public enum Alignment: Sendable {
        case left, right
    }

    /// How the text encoder lays the table out: the report's look on a
    /// terminal, declared with its columns so that no encoder knows reports.
    public enum TextLayout: Sendable, Equatable {
        /// Headed columns two spaces apart, a line per commodity, a rule
        /// before the totals (`report monthly`).
        case columns
        /// hledger's `balance`: the amounts right-aligned and at least
        /// `minimumWidth` wide, a line per commodity, then the row's name
        /// (the first text column) on its last line; before the totals a
        /// rule as wide as the amounts.
        case list(minimumWidth: Int)
        /// hledger's multi-period table (`bal -M`, `is`, `bs`): the name
        /// column, `||`, amounts on one line each; `=` under the headings
        /// and between sections, `-` before totals. See `GridText`.
        case grid
        /// Labelled lines, `Label : value`, of the first row (`stats`);
        /// a value of several lines continues under its first.
        case record
        /// hledger's `register` in `width` columns, of four text columns:
        /// a date `dateWidth` wide, an account elided to fit, then an amount
        /// and a running total right-aligned, sharing what the line leaves;
        /// an amount's lines at the top of its row, the total's at the bottom.
        case register(width: Int, dateWidth: Int)
    }

    public struct Column: Sendable {
        /// The heading in text; nil keeps the column out of text unless
        /// `inText` says otherwise.
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
        /// Shown in text; a column may be shown without a heading (a row's
        /// name in hledger's layouts).
        public var inText: Bool
        /// JSON appends the cell to an array at `jsonPath`, so that the
        /// columns of a multi-period report write one `amounts` array.
        public var collectsJSON: Bool
        /// In the grid layout, a `|` before this column starts a second group
        /// (a transposed table's totals).
        public var startsGroup: Bool

        public init(header: String?, alignment: Alignment = .left, csv csvName: String?, json jsonPath: [String]?,
                    isKey: Bool = false, inText: Bool? = nil, collectsJSON: Bool = false, startsGroup: Bool = false) {
            self.header = header
            self.alignment = alignment
            self.csvName = csvName
            self.jsonPath = jsonPath
            self.isKey = isKey
            self.inText = inText ?? (header != nil)
            self.collectsJSON = collectsJSON
            self.startsGroup = startsGroup
        }

        /// A column with the same JSON key as its CSV name.
        public init(header: String?, alignment: Alignment = .left, csv csvName: String?, json jsonKey: String?,
                    isKey: Bool = false, inText: Bool? = nil, collectsJSON: Bool = false, startsGroup: Bool = false) {
            self.init(header: header, alignment: alignment, csv: csvName, json: jsonKey.map { [$0] }, isKey: isKey,
                      inText: inText, collectsJSON: collectsJSON, startsGroup: startsGroup)
        }
    }

    public struct Row: Sendable {
        public enum Emphasis: Sendable, Equatable {
            /// A row of the body: in JSON, an element of `rows`.
            case item
            /// A total (or average) row after a rule: in JSON, a member of
            /// the document (or of its section) under `key`, without the key
            /// columns.
            case total(key: String)
            /// The start of a section (`Revenues` of an income statement):
            /// the rows up to the next section belong to it. In JSON the
            /// document has `sections`, each with its title, rows and totals.
            case section(title: String)
            /// A total of the whole table after its sections (`Net:`), a
            /// member of the document under `key`.
            case grandTotal(key: String)
            /// A total row in text and CSV only: the JSON document writes
            /// its figures as members of its own (`ReportDocument.jsonTrailingMembers`).
            case totalOutsideJSON
        }

        /// By column; nil is an absent cell (blank, `""`, null or left out).
        public var cells: [Cell?]
        public var emphasis: Emphasis
        /// hledger's total of an empty report: text and CSV show only its
        /// key cells (CSV writes `"total"` alone, not a field per column);
        /// JSON writes every cell.
        public var isBare: Bool
        /// JSON writes the row's one non-key value instead of an object
        /// (`"total": [...]` of a one-column balance).
        public var jsonValueOnly: Bool

        public init(_ cells: [Cell?], emphasis: Emphasis = .item, isBare: Bool = false, jsonValueOnly: Bool = false) {
            self.cells = cells
            self.emphasis = emphasis
            self.isBare = isBare
            self.jsonValueOnly = jsonValueOnly
        }

        var isTotal: Bool {
            switch emphasis {
            case .total, .grandTotal, .totalOutsideJSON: return true
            case .item, .section: return false
            }
        }
    }

    public let columns: [Column]
    public private(set) var rows: [Row] = []
    public var textLayout: TextLayout

    public init(columns: [Column], textLayout: TextLayout = .columns) {
        self.columns = columns
        self.textLayout = textLayout
    }

    /// Missing trailing cells are absent.
    public mutating func add(_ row: Row) {
        precondition(row.cells.count <= columns.count, "more cells than columns")
        rows.append(row)
    }

    public var body: [Row] { rows.filter { $0.emphasis == .item } }
    /// The total rows, of sections and of the whole table.
    public var totals: [Row] { rows.filter(\.isTotal) }
    /// Whether the rows are grouped in sections.
    public var hasSections: Bool {
        rows.contains { if case .section = $0.emphasis { return true } else { return false } }
    }

    /// The cell of `row` in column `index`, nil when absent.
    func cell(_ row: Row, _ index: Int) -> Cell? {
        index < row.cells.count ? row.cells[index] : nil
    }

    /// The indices of the columns shown in text.
    var textColumns: [Int] { columns.indices.filter { columns[$0].inText } }
}
