import TrackSyntax

/// hledger's table for reports with a column per period (`bal -M`, `is`, `bs`):
///
/// ```
///                  ||        Jan         Feb 
/// =================++========================
///  Assets:Cash     ||  65.63 USD    4.74 USD 
/// -----------------++------------------------
///                  ||  65.63 USD    4.74 USD 
/// ```
///
/// Row names left-aligned, then `||`, then the cells right-aligned two
/// spaces apart with a space at either end; a transposed table's totals
/// form a second group of columns after `|`. Lines keep their trailing
/// spaces, as hledger's do. Widths are display widths; cells are painted
/// through the style (`TableTextEncoder`'s grid layout fills it).
struct PeriodTable {
    private enum Line {
        case cells(name: String, cells: [StyledTable.Line])
        case rule(Character)
    }

    var headings: [String]
    /// Columns from this index on form a second group, after `|`.
    var secondGroup: Int?
    let style: TerminalStyle
    private var lines: [Line] = []

    init(headings: [String], secondGroup: Int? = nil, style: TerminalStyle) {
        self.headings = headings
        self.secondGroup = secondGroup
        self.style = style
    }

    /// A row; missing cells are blank.
    mutating func add(_ name: String, _ cells: [StyledTable.Line]) {
        lines.append(.cells(name: name, cells: cells))
    }

    /// A line of `-` (before totals) or `=` (between sections).
    mutating func addRule(_ character: Character) {
        lines.append(.rule(character))
    }

    /// Display width, counted quickly for ASCII (the usual amount).
    static func width(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return DisplayWidth.of(text) }
            count += 1
        }
        return count
    }

    func render() -> String {
        var nameWidth = 0
        var widths = headings.map(Self.width)
        for case .cells(let name, let cells) in lines {
            nameWidth = max(nameWidth, Self.width(name))
            for (i, cell) in cells.enumerated() where i < widths.count {
                widths[i] = max(widths[i], cell.width)
            }
        }
        let groups: [Range<Int>] = secondGroup.map { [0..<$0, $0..<widths.count] } ?? [0..<widths.count]
        let lineWidth = nameWidth + 4 + widths.reduce(0, +) + 2 * widths.count + 2 * groups.count
        // Bytes, not String appends: a monthly table over decades has tens of
        // thousands of cells, and padding each with a String of spaces
        // allocated one per cell.
        var out: [UInt8] = []
        out.reserveCapacity((lines.count + 2) * (lineWidth + 1) + 64)
        func spaces(_ count: Int) { if count > 0 { out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) } }
        func text(_ string: String) { out.append(contentsOf: string.utf8) }
        func row(_ name: String, _ cells: [StyledTable.Line]) {
            out.append(UInt8(ascii: " "))
            text(name)
            spaces(nameWidth - Self.width(name))
            text(" ||")
            for (g, group) in groups.enumerated() {
                if g > 0 { out.append(UInt8(ascii: "|")) }
                out.append(UInt8(ascii: " "))
                for i in group {
                    if i > group.lowerBound { spaces(2) }
                    guard i < cells.count else {
                        spaces(widths[i])
                        continue
                    }
                    spaces(widths[i] - cells[i].width)
                    if cells[i].paint == .plain { text(cells[i].text) } else { text(style.paint(cells[i].text, cells[i].paint)) }
                }
                out.append(UInt8(ascii: " "))
            }
            out.append(UInt8(ascii: "\n"))
        }
        func rule(_ c: Character) {
            let bytes = Array(String(c).utf8)
            func repeated(_ count: Int) { for _ in 0..<max(0, count) { out.append(contentsOf: bytes) } }
            repeated(nameWidth + 2)
            text("++")
            for (g, group) in groups.enumerated() {
                if g > 0 { out.append(UInt8(ascii: "+")) }
                let inner = group.map { widths[$0] }.reduce(0, +) + 2 * max(0, group.count - 1)
                repeated(inner + 2)
            }
            out.append(UInt8(ascii: "\n"))
        }
        row("", headings.map { StyledTable.Line($0) })
        rule("=")
        for line in lines {
            switch line {
            case .cells(let name, let cells): row(name, cells)
            case .rule(let c): rule(c)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
