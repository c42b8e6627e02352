import Testing
import TrackModel
@testable import TrackSyntax

/// `print` writes bytes, not strings, yet shows text exactly as a `String`
/// does: malformed UTF-8 replaced, a mark combining with `;` kept on it, a
/// CRLF comment line kept whole (one `Character`). These are the bytes track
/// printed when entries were strings.
@Suite struct TransactionPrinterBytesTests {
    static func printed(_ bytes: [UInt8], explicit: Bool = false) -> String {
        let journal = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!))
            .load(bytes: bytes, path: "t.journal").journal
        return String(decoding: TransactionPrinter.entries(journal.transactions, in: journal), as: UTF8.self)
    }

    @Test func crlfCommentsPrintAsTheyDidAsStrings() {
        let text = "2026-02-01 * crlf desc  ; head\r\n    ; more\r\n    Assets:A    1 USD  ; pc\r\n    ; pc2\r\n    Assets:B\r\n"
        #expect(Self.printed(Array(text.utf8)) == """
            2026-02-01 * crlf desc  ; head\r
                ; more
                Assets:A           1 USD  ; pc\r
                ; pc2
                Assets:B

            """)
    }

    @Test func malformedUTF8AndCombiningMarksPrintAsStringsShowThem() {
        let bytes: [UInt8] = Array("2026-02-01 * bad ".utf8) + [0xFF, 0xFE] + Array(" desc ".utf8) + [0xE9]
            + Array(" ok  ; c ".utf8) + [0xFF] + Array("\n    Assets:A    1 USD  ; ".utf8) + [0xC3]
            + Array("\n    Assets:B\n\n2026-02-02 combining ;\u{301} x\n    Assets:A    1 USD  ; \u{301}y\n    ;\u{301} z\n    Assets:B\n".utf8)
        #expect(Self.printed(bytes) == """
            2026-02-01 * bad \u{FFFD}\u{FFFD} desc \u{FFFD} ok  ; c \u{FFFD}
                Assets:A           1 USD  ; \u{FFFD}
                Assets:B

            2026-02-02 combining  ;\u{301} x
                Assets:A           1 USD  ; \u{301}y
                ;\u{301} z
                Assets:B

            """)
    }

    @Test func lotsCostsAndAssertionsLineUpByDisplayWidth() {
        let text = """
            2026-01-02 Buy stock
                Assets:Broker   10 AAPL {50 USD} [2026-01-01] (lot note) @ 55 USD
                Assets:Bank    -550 USD == -550.00 USD

            2026-01-04 * 支出:餐飲 wide
                支出:餐飲    NT$120
                資產:現金  NT$-120
                (Budget)  NT$-1
                [Assets:A]  ¥80,000 @@ NT$16,880
                [Assets:B]

            """
        #expect(Self.printed(Array(text.utf8)) == """
            2026-01-02 Buy stock
                Assets:Broker    10 AAPL {50 USD} [2026-01-01] (lot note) @ 55 USD
                Assets:Bank                                               -550 USD == -550.00 USD

            2026-01-04 * 支出:餐飲 wide
                支出:餐飲                   NT$120
                資產:現金                  NT$-120
                (Budget)                     NT$-1
                [Assets:A]    ¥80,000 @@ NT$16.880
                [Assets:B]

            """)
    }

    @Test func entriesWrittenInPartsOnEveryCoreAreTheEntriesInOrder() {
        var text = "commodity 1,000.00 USD\n\n"
        for n in 0..<5000 {
            text += "2026-01-\(n % 28 + 1) * Shop \(n)  ; n:\(n)\n    Expenses:Food  \(n).5 USD\n    Assets:Cash\n\n"
        }
        let journal = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!))
            .load(text: text, path: "t.journal").journal
        let indices = Array(journal.transactions.indices.reversed())
        let sink = CollectedBytes()
        TransactionPrinter(journal: journal, explicit: false).write(indices, to: sink)
        let whole = TransactionPrinter.entries(indices.map { journal.transactions[$0] }, in: journal)
        #expect(sink.bytes == whole)
    }
}
