import Testing
import TrackModel
@testable import TrackSyntax

/// A file cut into its top-level items, every line in exactly one.
@Suite struct JournalLayoutTests {
    static let text = """
        ; comment
        account Assets:Cash  ; type: Cash
            note sub-line

        2026-01-02 t
            Assets:Cash  1 USD
            ; comment line
            Income
        ~ monthly
            Expenses  5 USD
            Assets:Cash
        = expenses
            (Budget)  *-1
          \t
            ; indented comment outside a transaction
        comment
        2026-02-30 not read
        end comment   
        P 2026-01-01 EUR 1.08 USD
        """

    @Test func itemsAndTheirLines() {
        let loaded = load(Self.text)
        #expect(loaded.diagnostics.isEmpty)
        let bytes = loaded.journal.sources.files[0].bytes
        let items = JournalLayout.items(of: loaded.journal, fileAt: 0)
        let shown = items.map { item in
            "\(item.kind): " + String(decoding: bytes[item.start..<item.end], as: UTF8.self)
                .replacingOccurrences(of: "\n", with: "⏎")
        }
        #expect(shown == [
            "comment: ; comment",
            "directive: account Assets:Cash  ; type: Cash⏎    note sub-line",
            "blank: ",
            "transaction(0): 2026-01-02 t⏎    Assets:Cash  1 USD⏎    ; comment line⏎    Income",
            "periodic(0): ~ monthly⏎    Expenses  5 USD⏎    Assets:Cash",
            "autoRule(0): = expenses⏎    (Budget)  *-1",
            "blank:   \t",
            "comment:     ; indented comment outside a transaction",
            "blockComment: comment⏎2026-02-30 not read⏎end comment   ",
            "directive: P 2026-01-01 EUR 1.08 USD",
        ])
    }

    @Test func crlfLinesAndAByteOrderMark() {
        let loaded = load(bytes: Array("\u{FEFF}2026-01-02 t\r\n  a  1 USD\r\n  b\r\n\r\n; c\r\n".utf8))
        let items = JournalLayout.items(of: loaded.journal, fileAt: 0)
        #expect(items.map(\.kind) == [.transaction(0), .blank, .comment])
        // Ranges end before the line ending.
        #expect(items.map { $0.end - $0.start } == [29, 0, 3])
        #expect(items[0].start == 3)
    }

    @Test func aTransactionWithOnlyItsHeaderAtTheEndOfTheFile() {
        let loaded = load("; x\n2026-01-02 empty")
        let items = JournalLayout.items(of: loaded.journal, fileAt: 0)
        #expect(items.map(\.kind) == [.comment, .transaction(0)])
        #expect(items[1].end == loaded.journal.sources.files[0].bytes.count)
    }
}
