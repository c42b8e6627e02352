import Testing
@testable import TrackModel
@testable import TrackSyntax

/// The usual transactions are balanced and summed on several threads
/// (`UsualTransactions`); the rest, in order, on one. Whatever the mix, the
/// journal and its diagnostics must be the ones a single walk gives.
@Suite struct ParallelFinalizeTests {
    /// Every kind of transaction the finalizer handles apart, `copies` times over.
    static func mixed(copies: Int) -> String {
        (0..<copies).map { i in
            """
            2026-01-0\(i % 9 + 1) usual, inferred
                Expenses:Food    \(i).25 USD
                Assets:Cash

            2026-01-0\(i % 9 + 1) usual, written in full
                Expenses:Food    1.005 USD
                Assets:Cash     -1.00 USD

            2026-01-0\(i % 9 + 1) two commodities, a cost inferred
                Assets:Euro      10 EUR
                Assets:Cash     -11.00 USD

            2026-01-0\(i % 9 + 1) with a cost
                Assets:Euro       5 EUR @ 1.10 USD
                Assets:Cash

            2026-01-0\(i % 9 + 1) virtual postings
                Expenses:Food     2 USD
                Assets:Cash
                (Budget:Food)    -2 USD

            2026-01-0\(i % 9 + 1) asserted
                Assets:Cash       1 USD = \(i)000 USD
                Income:Gifts

            2026-01-0\(i % 9 + 1) assigned
                Assets:Savings    = \(i + 1)00 USD
                Income:Interest

            2026-01-0\(i % 9 + 1) does not balance
                Expenses:Food     3 USD
                Assets:Cash      -2 USD

            2026-01-0\(i % 9 + 1) two left out
                Expenses:Food
                Assets:Cash

            """
        }.joined(separator: "\n")
    }

    @Test(arguments: [2, 3, 8])
    func mixedJournalMatchesOneThread(threads: Int) {
        ParallelParseTests.expectSame(["main.journal": Self.mixed(copies: 7)], threads: threads)
    }

    @Test func sumsThatOverflowAreReportedAsOnOneThread() {
        let huge = "90000000000000000000000000000000000000"
        let text = (0..<6).map { i in
            "2026-02-0\(i + 1) big\n    Assets:Vault    \(huge) XAU\n    Equity:Opening\n"
        }.joined(separator: "\n")
        let (sequential, parallel) = ParallelParseTests.both(["main.journal": text], threads: 3)
        #expect(sequential.hasErrors)
        #expect(ParallelParseTests.summary(parallel) == ParallelParseTests.summary(sequential))
    }

    @Test func amountSumsAddUpTheSameInParts() {
        let loaded = JournalLoader(options: ParseOptions(today: ParallelParseTests.today))
            .load(text: Self.mixed(copies: 3))
        var whole = AmountSums()
        whole.add(loaded.journal.transactions)
        var parts = AmountSums()
        for chunk in stride(from: 0, to: loaded.journal.transactions.count, by: 4) {
            var part = AmountSums()
            part.add(Array(loaded.journal.transactions[chunk..<min(chunk + 4, loaded.journal.transactions.count)]))
            parts.add(part)
        }
        #expect(parts == whole)
    }
}
