import TrackModel

/// Prints diagnostics the one way track prints them:
///
/// ```
/// household.journal:14:5: error: this transaction does not balance: its postings sum to 0.01 USD, not 0
///    13 | 2026-11-02 Corner Market
///    14 |     Expenses:Essentials:Groceries   84.21 USD
///       |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
///    15 |     Assets:Bank:Checking           -84.20 USD
/// hint: correct an amount, or leave one amount out and track will infer it
/// ```
///
/// Carets are placed by display width (a CJK character takes two columns).
/// A line longer than `maximumLineLength` characters (a 50 MB line of a
/// hostile file) is cut around the column with `…` on each cut side, so a
/// message stays a message.
public struct DiagnosticRenderer: Sendable {
    /// The most characters of a source line a message shows.
    public static let maximumLineLength = 160
    /// How many characters before the column a cut line keeps.
    static let leadingContext = 40

    private var locator: SourceLocator

    public init(sources: SourceStore) {
        locator = SourceLocator(sources)
    }

    /// `path:line:column`, or nil for a diagnostic with no position.
    public mutating func position(of diagnostic: Diagnostic) -> SourcePosition? {
        diagnostic.range.flatMap { locator.position(of: $0.lowerBound) }
    }

    public mutating func endPosition(of diagnostic: Diagnostic) -> SourcePosition? {
        diagnostic.range.flatMap { locator.position(of: $0.upperBound) }
    }

    public mutating func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        let start = position(of: diagnostic)
        if let start {
            out += "\(PathBytes.display(start.path)):\(start.line):\(start.column): "
        } else {
            out += "track: "
        }
        out += "\(diagnostic.severity.rawValue): \(PathBytes.display(diagnostic.message))\n"
        if let range = diagnostic.range, let start {
            out += excerpt(range: range, start: start, context: diagnostic.context)
        }
        for note in diagnostic.notes { out += "  \(PathBytes.display(note))\n" }
        if let hint = diagnostic.hint { out += "hint: \(PathBytes.display(hint))\n" }
        return out
    }

    private mutating func excerpt(range: Range<SourceLocation>, start: SourcePosition, context: Range<SourceLocation>?) -> String {
        let end = locator.position(of: range.upperBound) ?? start
        var first = start.line, last = start.line
        if let context, let a = locator.position(of: context.lowerBound), let b = locator.position(of: context.upperBound),
           a.path == start.path {
            first = min(a.line, start.line)
            last = max(b.line, start.line)
        }
        // Long transactions: show at most three lines either side of the caret.
        first = max(first, start.line - 3)
        last = min(last, start.line + 3)
        let gutter = String(last).count + 2
        // One window of columns for every line shown, so that the caret stays under its line's text.
        let window = Self.window(around: start.column)
        var out = ""
        for line in first...last {
            guard let text = locator.lineText(line, near: range.lowerBound) else { continue }
            let (shown, shift) = Self.cut(text, to: window)
            out += pad(String(line), gutter) + " | " + shown + "\n"
            if line == start.line {
                let endColumn = end.line == start.line ? end.column : text.unicodeScalars.count + 1
                let from = start.column - shift, to = min(endColumn, window.upperBound) - shift
                out += String(repeating: " ", count: gutter) + " | " + caret(shown, from: from, to: max(from + 1, to)) + "\n"
            }
        }
        return out
    }

    /// The columns shown of lines longer than `maximumLineLength`: some before `column`, the rest after.
    static func window(around column: Int) -> Range<Int> {
        let first = max(1, column - leadingContext)
        return first..<(first + maximumLineLength)
    }

    /// `text` cut to the columns of `window` with `…` where it was cut, and
    /// how far its columns moved left (a column `c` is shown at `c - shift`).
    static func cut(_ text: String, to window: Range<Int>) -> (text: String, shift: Int) {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumLineLength else { return (text, 0) }
        var shown = String.UnicodeScalarView()
        var shift = 0
        if window.lowerBound > 1 {
            shown.append("…")
            shift = window.lowerBound - 2  // `…` takes column 1
        }
        let start = scalars.index(scalars.startIndex, offsetBy: min(window.lowerBound - 1, scalars.count))
        let end = scalars.index(start, offsetBy: min(window.count, scalars.distance(from: start, to: scalars.endIndex)))
        shown.append(contentsOf: scalars[start..<end])
        if end < scalars.endIndex { shown.append("…") }
        return (String(shown), shift)
    }

    /// Spaces (and tabs, where the line has them) up to `from`, then `^` under the range.
    private func caret(_ line: String, from: Int, to: Int) -> String {
        var prefix = ""
        var width = 0
        for (i, scalar) in line.unicodeScalars.enumerated() {
            let column = i + 1
            if column < from {
                if scalar == "\t" { prefix += "\t" } else { prefix += String(repeating: " ", count: DisplayWidth.of(scalar: scalar)) }
            } else if column < to {
                width += scalar == "\t" ? 1 : DisplayWidth.of(scalar: scalar)
            }
        }
        return prefix + String(repeating: "^", count: max(1, width))
    }

    private func pad(_ s: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - s.count)) + s
    }
}
