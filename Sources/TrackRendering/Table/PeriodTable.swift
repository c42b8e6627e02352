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
        var out = ""
        out.reserveCapacity((lines.count + 2) * (lineWidth + 1) + 64)
        func row(_ name: String, _ cells: [StyledTable.Line]) {
            out += " "
            out += name
            out += String(repeating: " " as Character, count: nameWidth - Self.width(name))
            out += " ||"
            for (g, group) in groups.enumerated() {
                if g > 0 { out += "|" }
                out += " "
                for i in group {
                    if i > group.lowerBound { out += "  " }
                    let cell = i < cells.count ? cells[i] : StyledTable.Line("")
                    out += String(repeating: " " as Character, count: max(0, widths[i] - cell.width))
                    out += style.paint(cell.text, cell.paint)
                }
                out += " "
            }
            out += "\n"
        }
        func rule(_ c: Character) {
            out += String(repeating: c, count: nameWidth + 2)
            out += "++"
            for (g, group) in groups.enumerated() {
                if g > 0 { out += "+" }
                let inner = group.map { widths[$0] }.reduce(0, +) + 2 * max(0, group.count - 1)
                out += String(repeating: c, count: inner + 2)
            }
            out += "\n"
        }
        row("", headings.map { StyledTable.Line($0) })
        rule("=")
        for line in lines {
            switch line {
            case .cells(let name, let cells): row(name, cells)
            case .rule(let c): rule(c)
            }
        }
        return out
    }
}
