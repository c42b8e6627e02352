import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct TransactionPrinterTests {
    static let journal = """
        commodity $1,000.00

        2026-11-02=2026-11-05 * (7) Market  ; receipt:yes
            ; second line
            Expenses:Food     $12.5  ; aisle:3
            [Budget]  $-12.50 = $-12.50
            Assets:Cash

        """

    @Test func printsInHledgersLayoutWithLeftOutAmountsLeftOut() {
        let journal = load(Self.journal).journal
        #expect(TransactionPrinter(journal: journal, explicit: false).text(journal.transactions[0]) == """
            2026-11-02=2026-11-05 * (7) Market  ; receipt:yes
                ; second line
                Expenses:Food          $12.50  ; aisle:3
                [Budget]              $-12.50 = $-12.50
                Assets:Cash

            """)
    }

    @Test func explicitShowsInferredAmounts() {
        let journal = load(Self.journal).journal
        let text = TransactionPrinter(journal: journal, explicit: true).text(journal.transactions[0])
        #expect(text.hasSuffix("    Assets:Cash           $-12.50\n"))
    }

    @Test func entriesAreSeparatedByOneBlankLine() {
        let journal = load(Self.journal + "\n2026-11-03 Bus\n    Expenses:Travel  $2\n    Assets:Cash\n").journal
        let text = String(decoding: TransactionPrinter.entries(journal.transactions, in: journal), as: UTF8.self)
        #expect(text.contains("    Assets:Cash\n\n2026-11-03 Bus\n"))
        #expect(text.hasSuffix("    Assets:Cash\n"))
    }
}
