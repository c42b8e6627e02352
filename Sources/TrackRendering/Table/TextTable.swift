import TrackSyntax

/// Columns of text aligned for a terminal, the layout of every text report.
///
/// Widths are display widths, so `支出:餐飲` takes 9 columns and the amounts
/// beside it still line up. A cell may hold several lines (one per commodity
/// of a mixed amount); the other cells of its row are placed at the top or,
/// as hledger does for account names, at the bottom of the row. Every line
/// of the output ends with `\n` and has no trailing spaces. Cells are plain
/// text: colour codes would be counted as visible columns.
public struct TextTable: Sendable {
    public enum Alignment: Sendable {
        case left, right
    }

    /// Where the shorter cells of a multi-line row sit.
    public enum MultilineAlignment: Sendable {
        case top, bottom
    }

    public struct Column: Sendable {
        /// Shown in a first row, underlined with dashes, when any column has one.
        public var header: String?
        public var alignment: Alignment

        public init(header: String? = nil, alignment: Alignment = .left) {
            self.header = header
            self.alignment = alignment
        }
    }

    public struct Cell: Sendable, Equatable, ExpressibleByStringLiteral {
        public var lines: [String]

        /// One line per `\n` in `text`.
        public init(_ text: String) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        public init(lines: [String]) {
            self.lines = lines
        }

        public init(stringLiteral text: String) {
            self.init(text)
        }

        public static let empty = Cell(lines: [])
    }

    private enum Row: Sendable {
        case cells([Cell])
        case separator
    }

    public let columns: [Column]
    public var columnSeparator: String
    public var multilineAlignment: MultilineAlignment
    private var rows: [Row] = []

    public init(
        columns: [Column],
        columnSeparator: String = "  ",
        multilineAlignment: MultilineAlignment = .top
    ) {
        self.columns = columns
        self.columnSeparator = columnSeparator
        self.multilineAlignment = multilineAlignment
    }

    /// Missing trailing cells are empty.
    public mutating func addRow(_ cells: [Cell]) {
        precondition(cells.count <= columns.count, "more cells than columns")
        rows.append(.cells(cells))
    }

    /// A line of `-` across the whole table.
    public mutating func addSeparator() {
        rows.append(.separator)
    }

    public func render() -> String {
        var body = rows
        if columns.contains(where: { $0.header != nil }) {
            let headers = columns.map { Cell(lines: $0.header.map { [$0] } ?? []) }
            body.insert(contentsOf: [.cells(headers), .separator], at: 0)
        }
        let widths = columnWidths(of: body)
        let totalWidth = widths.reduce(0, +) + DisplayWidth.of(columnSeparator) * max(0, columns.count - 1)

        var output = ""
        for row in body {
            switch row {
            case .separator:
                output += String(repeating: "-", count: totalWidth) + "\n"
            case .cells(let cells):
                for line in lines(of: cells, widths: widths) {
                    output += line + "\n"
                }
            }
        }
        return output
    }

    private func columnWidths(of body: [Row]) -> [Int] {
        var widths = Array(repeating: 0, count: columns.count)
        for case .cells(let cells) in body {
            for (index, cell) in cells.enumerated() {
                for line in cell.lines {
                    widths[index] = max(widths[index], DisplayWidth.of(line))
                }
            }
        }
        return widths
    }

    private func lines(of cells: [Cell], widths: [Int]) -> [String] {
        let height = max(1, cells.map(\.lines.count).max() ?? 0)
        var lines: [String] = []
        for lineIndex in 0..<height {
            var pieces: [String] = []
            for (columnIndex, column) in columns.enumerated() {
                let cell = columnIndex < cells.count ? cells[columnIndex] : .empty
                let offset = multilineAlignment == .top ? 0 : height - cell.lines.count
                let cellLine = cell.lines.indices.contains(lineIndex - offset) ? cell.lines[lineIndex - offset] : ""
                pieces.append(
                    DisplayWidth.padding(cellLine, toWidth: widths[columnIndex], alignRight: column.alignment == .right)
                )
            }
            lines.append(Self.trimmingTrailingSpaces(pieces.joined(separator: columnSeparator)))
        }
        return lines
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " {
            line.removeLast()
        }
        return String(line)
    }
}
