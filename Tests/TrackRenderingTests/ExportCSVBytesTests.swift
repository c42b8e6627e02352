import Testing
import TrackModel
@testable import TrackRendering
import TrackSyntax

/// `export`'s CSV is written as bytes, field by field, yet is exactly the CSV
/// of the rows it builds for JSON (`table()`, encoded by `TableCSVEncoder`):
/// costs, lots, virtual postings, tags, comments on several lines, quotes,
/// CRLF line ends, malformed UTF-8 and a transaction without postings.
@Suite struct ExportCSVBytesTests {
    static let journals: [[UInt8]] = [
        Array("""
            commodity 1,000.00 USD

            2026-01-01=2026-01-03 ! (CODE "1") Shop "quoted" | 台新銀行  ; trip:日本, kind:x
                ; second line  
                ;\ttab line
                Assets:Cash      10 USD @ NT$32.15  ; posting comment
                (Budget:Food)    -5 USD
                [Assets:Reserve]  5 USD
                [Assets:Other]  -5 USD
                * Expenses:Food      20 USD = 20 USD  ; item:"x", y:2
                Income

            2026-01-02 Buy stock
                Assets:Broker   10 AAPL {50 USD} [2026-01-01] (lot note) @ 55 USD
                Assets:Bank    -550 USD == -550.00 USD

            2026-01-03 no postings

            2026-01-08 comment only ; c
                ;   spaced   
                Assets:A    -1.5 USD  ;  x ; y  
                Assets:B    1.5 USD   ;

            """.utf8),
        Array("2026-02-01 * crlf \"desc\"  ; head\r\n    ; more\r\n    Assets:A    1 USD  ; pc\r\n    ; pc2\r\n    Assets:B\r\n".utf8),
        Array("2026-02-01 * bad ".utf8) + [0xFF, 0xFE] + Array(" desc  ; c ".utf8) + [0xFF]
            + Array("\n    Assets:A    1 USD  ; ".utf8) + [0xC3] + Array("\n    Assets:B\n\n2026-02-02 x ;\u{301} x\n    Assets:A    1 USD  ; \u{301}y\n    ;\u{301} z\n    Assets:B\n".utf8),
    ]

    @Test(arguments: 0..<journals.count)
    func bytesAreTheCSVOfTheRowsTable(index: Int) {
        let journal = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!))
            .load(bytes: Self.journals[index], path: "t.journal").journal
        #expect(!journal.transactions.isEmpty)
        for hasTags in [true, false] {
            var renderer = ExportRenderer(journal: journal, transactions: Array(journal.transactions.indices))
            renderer.csvHasTags = hasTags
            let encoder = TableCSVEncoder(amounts: ReportAmounts(formatter: AmountFormatter(commodities: journal.commodities), commodity: nil))
            #expect(renderer.csv() == encoder.encode(renderer.table()))
        }
    }
}
