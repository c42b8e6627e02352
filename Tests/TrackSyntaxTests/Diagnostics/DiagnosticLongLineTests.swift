import Testing
import TrackModel
@testable import TrackSyntax

/// The class "a message as long as its line": a diagnostic on a huge line
/// (a hostile or broken file, 50 MB on one line) shows the part of the line
/// around the column, cut with `…`, and a caret under it: its size does not
/// grow with the line.
@Suite struct DiagnosticLongLineTests {
    static func rendered(_ text: String) -> String {
        load(text).rendered.joined()
    }

    @Test(arguments: [1_000, 100_000])
    func aLongLineIsCutAroundTheColumn(length: Int) {
        let atEnd = Self.rendered("2026-01-01 x\n    " + String(repeating: "a", count: length) + "  10 USD zzz\n    b\n")
        #expect(atEnd.utf8.count < 600, "column at the end of the line")
        #expect(atEnd.contains(" | …aaaa"))
        #expect(atEnd.contains("aaaa  10 USD zzz\n"))
        let afterColumn = Self.rendered("2026-01-01 x\n    a  10 USD " + String(repeating: "z", count: length) + "\n    b\n")
        #expect(afterColumn.utf8.count < 600, "range to the end of the line")
        #expect(afterColumn.contains("zzz…\n"))
    }

    @Test func theCaretStaysUnderItsText() {
        let text = Self.rendered("2026-01-01 x\n    " + String(repeating: "a", count: 500) + "  10 USD zzz\n    b\n")
        let lines = text.split(separator: "\n")
        let source = try! #require(lines.first { $0.hasPrefix("  2 | ") })
        let caret = try! #require(lines.first { $0.contains("^") })
        let column = caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }!
        let underCaret = source.dropFirst(column).prefix(3)
        #expect(underCaret == "zzz")
    }

    @Test func aShortLineIsShownWhole() {
        let text = Self.rendered("2026-01-01 x\n    a  10 USD zzz\n    b\n")
        #expect(text.contains("  2 |     a  10 USD zzz\n"))
        #expect(!text.contains("…"))
    }
}
