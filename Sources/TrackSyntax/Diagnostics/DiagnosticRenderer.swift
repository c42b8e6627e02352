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
public struct DiagnosticRenderer: Sendable {
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
            out += "\(start.path):\(start.line):\(start.column): "
        } else {
            out += "track: "
        }
        out += "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        if let range = diagnostic.range, let start {
            out += excerpt(range: range, start: start, context: diagnostic.context)
        }
        for note in diagnostic.notes { out += "  \(note)\n" }
        if let hint = diagnostic.hint { out += "hint: \(hint)\n" }
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
        var out = ""
        for line in first...last {
            guard let text = locator.lineText(line, near: range.lowerBound) else { continue }
            out += pad(String(line), gutter) + " | " + text + "\n"
            if line == start.line {
                let endColumn = end.line == start.line ? end.column : text.unicodeScalars.count + 1
                out += String(repeating: " ", count: gutter) + " | " + caret(text, from: start.column, to: endColumn) + "\n"
            }
        }
        return out
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
