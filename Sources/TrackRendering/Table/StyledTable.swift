import TrackSyntax

/// A `TextTable` whose cells may be coloured: widths are measured on the
/// plain text (by display width), the padding is added, and only then is
/// the text coloured, so colour codes never shift a column. With colour off
/// the output is what a `TextTable` of the same cells prints.
struct StyledTable {
    struct Line {
        var text: String {
            didSet { width = Line.width(of: text) }
        }
        var paint: Paint
        /// The display width of `text`.
        private(set) var width: Int

        init(_ text: String, _ paint: Paint = .plain) {
            self.text = text
            self.paint = paint
            width = Line.width(of: text)
        }

        /// Display width, counting bytes when the text is ASCII.
        private static func width(of text: String) -> Int {
            var ascii = true
            for byte in text.utf8 where byte >= 0x80 || byte < 0x20 {
                ascii = false
                break
            }
            return ascii ? text.utf8.count : DisplayWidth.of(text)
        }
    }

    struct Cell: ExpressibleByStringLiteral {
        var lines: [Line]

        init(_ text: String, _ paint: Paint = .plain) {
            lines = text.isEmpty ? [] : [Line(text, paint)]
        }

        init(lines: [Line]) {
            self.lines = lines
        }

        init(stringLiteral text: String) {
            self.init(text)
        }

        static let empty = Cell(lines: [])
    }

    private enum Row {
        case cells([Cell])
        case separator
    }

    let columns: [TextTable.Column]
    var columnSeparator = "  "
    private var rows: [Row] = []

    init(columns: [TextTable.Column]) {
        self.columns = columns
    }

    /// Missing trailing cells are empty.
    mutating func addRow(_ cells: [Cell]) {
        precondition(cells.count <= columns.count, "more cells than columns")
        rows.append(.cells(cells))
    }

    /// A line of `-` across the whole table.
    mutating func addSeparator() {
        rows.append(.separator)
    }

    /// Built in UTF-8 bytes from widths measured once per line, so that a
    /// table of ten thousand rows (`report daily` over years) takes
    /// milliseconds.
    func render(_ style: TerminalStyle) -> String {
        var body = rows
        if columns.contains(where: { $0.header != nil }) {
            body.insert(contentsOf: [.cells(columns.map { Cell($0.header ?? "", .heading) }), .separator], at: 0)
        }
        var widths = [Int](repeating: 0, count: columns.count)
        for case .cells(let cells) in body {
            for i in cells.indices {
                for line in cells[i].lines where line.width > widths[i] { widths[i] = line.width }
            }
        }
        let separatorBytes = Array(columnSeparator.utf8)
        let totalWidth = widths.reduce(0, +) + DisplayWidth.of(columnSeparator) * max(0, columns.count - 1)
        let spaces = [UInt8](repeating: UInt8(ascii: " "), count: (widths.max() ?? 0) + 1)
        var output: [UInt8] = []
        output.reserveCapacity(body.count * (totalWidth + 8))
        for row in body {
            guard case .cells(let cells) = row else {
                output.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: totalWidth))
                output.append(UInt8(ascii: "\n"))
                continue
            }
            var height = 1
            for cell in cells where cell.lines.count > height { height = cell.lines.count }
            for index in 0..<height {
                let lineStart = output.count
                for c in columns.indices {
                    if c > 0 { output.append(contentsOf: separatorBytes) }
                    guard c < cells.count, index < cells[c].lines.count else {
                        output.append(contentsOf: spaces[0..<widths[c]])
                        continue
                    }
                    let line = cells[c].lines[index]
                    let padding = spaces[0..<max(0, widths[c] - line.width)]
                    let right = columns[c].alignment == .right
                    if right { output.append(contentsOf: padding) }
                    if line.paint == .plain || !style.enabled {
                        output.append(contentsOf: line.text.utf8)
                    } else {
                        output.append(contentsOf: StyledTable.paint(line, style).utf8)
                    }
                    if !right { output.append(contentsOf: padding) }
                }
                var end = output.count
                while end > lineStart, output[end - 1] == UInt8(ascii: " ") { end -= 1 }
                output.removeSubrange(end...)
                output.append(UInt8(ascii: "\n"))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func paint(_ line: Line, _ style: TerminalStyle) -> String {
        style.paint(line.text, line.paint)
    }
}
