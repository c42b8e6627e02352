import Testing
import TrackModel
@testable import TrackSyntax

/// Positions in messages: `LINE:COLUMN` with 1-based columns counted in
/// Unicode characters (a tab is one), carets drawn by display width.
@Suite struct DiagnosticRendererTests {
    @Test func lineTableLinesAndColumns() {
        let bytes = Array("ab\n支出:x\r\n\tz".utf8)
        let table = LineTable(bytes)
        #expect(table.lineStarts == [0, 3, 13])
        #expect(table.line(of: 0) == 1)
        #expect(table.line(of: 2) == 1, "the newline belongs to its line")
        #expect(table.line(of: 3) == 2)
        #expect(table.line(of: 13) == 3)
        #expect(table.line(of: 99) == 3)
        #expect(table.column(of: 3, in: bytes) == 1)
        #expect(table.column(of: 6, in: bytes) == 2, "支 is three bytes, one character")
        #expect(table.column(of: 10, in: bytes) == 4)
        #expect(table.column(of: 14, in: bytes) == 2, "a tab counts as one")
        #expect(table.range(ofLine: 2, in: bytes) == 3..<11, "without \\r\\n")
        #expect(table.range(ofLine: 3, in: bytes) == 13..<15)
    }

    @Test func aByteOrderMarkIsNotAColumn() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8)
        let table = LineTable(bytes)
        #expect(table.column(of: 3, in: bytes) == 1)
        #expect(table.column(of: 4, in: bytes) == 2)
        #expect(table.range(ofLine: 1, in: bytes) == 3..<5)
        #expect(table.line(of: 0) == 1)
    }

    @Test func columnsCountCharactersAndCaretsFollowDisplayWidth() {
        let loaded = load("2026-11-02 午餐\n    支出:餐飲  NT$1,0x0\n    資產:現金\n")
        // 4 spaces, 5 characters, 2 spaces, 6 characters: column 18; but 21 columns wide on screen.
        #expect(loaded.rendered == ["""
            main.journal:2:18: error: unexpected text after the amount
              2 |     支出:餐飲  NT$1,0x0
                |                      ^^
            hint: a comment starts with ';'; a cost with '@'; a balance assertion with '='

            """])
    }

    @Test func caretsUnderWideCharactersAreWide() {
        let loaded = load("account 資產:現金  ; type: 現金\n")
        #expect(loaded.rendered == ["""
            main.journal:1:24: error: '現金' is not an account type
              1 | account 資產:現金  ; type: 現金
                |                            ^^^^
            hint: use Asset, Liability, Equity, Revenue, Expense, Cash or Conversion (or A, L, E, R, X, C, V)

            """])
    }

    @Test func tabsAreOneColumnAndKeptBeforeTheCaret() {
        let loaded = load("2026-11-02 t\n\tExpenses:Food\t5 USD\tfoo\n\tAssets:Cash\n")
        #expect(loaded.rendered == ["""
            main.journal:2:22: error: unexpected text after the amount
              2 | \tExpenses:Food\t5 USD\tfoo
                | \t             \t     \t^^^
            hint: a comment starts with ';'; a cost with '@'; a balance assertion with '='

            """])
    }

    @Test func crlfIsNotShown() {
        let loaded = load("2026-11-02 t\r\n    a  5 USD x\r\n    b\r\n")
        #expect(loaded.rendered == ["""
            main.journal:2:14: error: unexpected text after the amount
              2 |     a  5 USD x
                |              ^
            hint: a comment starts with ';'; a cost with '@'; a balance assertion with '='

            """])
    }

    @Test func anEmptyRangeAtTheEndOfTheFileGetsOneCaret() {
        let loaded = load("2026-11-02 t\n    a  5 USD @")
        #expect(loaded.positions == ["main.journal:2:15"])
        #expect(loaded.rendered.first?.contains("  2 |     a  5 USD @\n    |               ^\n") == true)
    }

    @Test func aRangeNeverEndsInTheNextLineOrFile() {
        let loaded = load(files: ["main.journal": "include a.journal\n", "a.journal": "alias\nY"])
        var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
        #expect(loaded.diagnostics.map { renderer.position(of: $0) } == [
            SourcePosition(path: "a.journal", line: 1, column: 6), SourcePosition(path: "a.journal", line: 2, column: 2),
        ])
        #expect(loaded.diagnostics.map { renderer.endPosition(of: $0) } == [
            SourcePosition(path: "a.journal", line: 1, column: 6), SourcePosition(path: "a.journal", line: 2, column: 2),
        ])
    }

    @Test func longTransactionsShowAtMostThreeLinesAroundTheCaret() {
        let postings = (1...9).map { "    a\($0)  1 USD" }.joined(separator: "\n")
        let loaded = load("2026-11-02 t\n\(postings)\n    b  1 USD\n    c\n    d\n")
        #expect(loaded.ids == [.tooManyMissingAmounts])
        #expect(loaded.rendered == ["""
            main.journal:12:1: error: 2 postings leave out their amount; at most one may
               9 |     a8  1 USD
              10 |     a9  1 USD
              11 |     b  1 USD
              12 |     c
                 | ^^^^^
              13 |     d
            hint: write the amounts of all but one; an account and its amount are separated by two or more spaces

            """])
    }

    @Test func positionAndEndPosition() {
        let loaded = load("2026-11-02 t\n    a  1234567890123456789012345678901234567890 USD\n    b\n")
        var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
        let diagnostic = loaded.diagnostics[0]
        #expect(renderer.position(of: diagnostic) == SourcePosition(path: "main.journal", line: 2, column: 8))
        #expect(renderer.endPosition(of: diagnostic) == SourcePosition(path: "main.journal", line: 2, column: 48))
    }
}
