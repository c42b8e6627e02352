import Testing
import TrackModel
@testable import TrackSyntax

/// Each item keeps the exact text it was read from (`source`): the text of
/// the items, read again, gives the same items. (The canonical formatter has
/// its own round-trip tests.)
@Suite struct RoundTripTests {
    static let journal = """
        ; a comment that is no item's
        2026-11-02=2026-11-03 * (12) Corner Market | weekly shop  ; receipt: yes
            ; note: second line
            Expenses:Essentials:Groceries      84.20 USD  ; date:2026-11-05
            [Budget:Food]                     -84.20 USD
            [Budget:Pool]
            (Memo)                              1 NOTE
            Assets:Bank:Checking

        2026/11/04 ! Noodle Bar
        \tExpenses:Leisure:Dining\t12.50 USD @ 0.9 EUR
        \tAssets:Cash  -11.25 EUR = -11.25 EUR
        2026.11.05 Fund
            Assets:Fund  10 "ACME Co" {$50} [2026-01-15] (broker) @@ $520
            Assets:Cash

        ~ monthly from 2026-01  budget
            Expenses:Essentials  1500 USD
            Income:Salary

        = expenses:food
            (Budget:Food)  *-1

        """

    /// Everything the parser read, as text.
    static func summary(_ loaded: LoadedJournal) -> [String] {
        let j = loaded.journal
        var lines: [String] = []
        for (ti, t) in j.transactions.enumerated() {
            lines.append("\(t.date) \(t.secondaryDate.map { "\($0)" } ?? "") \(t.status.mark) \(j.string(t.code)) "
                + "\(j.string(t.description)) \(j.string(t.comment)) \(loaded.tags(t.tags))")
            for pi in t.postings.indices {
                let d = loaded.details(ti, pi)
                lines.append("  \(t.postings[pi].kind) \(loaded.account(ti, pi)) \(loaded.amount(ti, pi)) \(t.postings[pi].amountOrigin) "
                    + "\(d.cost.map { "\($0.kind) \(loaded.show($0.amount))" } ?? "") "
                    + "\(d.assertion.map { loaded.show($0.amount) } ?? "") \(d.lot.map { j.string($0.text) } ?? "") "
                    + "\(d.date.map { "\($0)" } ?? "") \(j.string(d.comment))")
            }
        }
        for p in j.periodicTransactions {
            lines.append("~ \(j.string(p.period)) \(j.string(p.description)) \(p.postings.map { loaded.show($0.amount) })")
        }
        for r in j.autoPostingRules {
            lines.append("= \(j.string(r.query)) \(r.postings.map { loaded.show($0.amount) })")
        }
        return lines
    }

    @Test func theSourcesOfTheItemsReadBackTheSame() {
        let first = load(Self.journal)
        #expect(first.diagnostics.isEmpty)
        let j = first.journal
        let sources = j.transactions.map { j.string($0.source) } + j.periodicTransactions.map { j.string($0.source) }
            + j.autoPostingRules.map { j.string($0.source) }
        let second = load(sources.joined(separator: "\n\n") + "\n")
        #expect(second.diagnostics.isEmpty)
        #expect(Self.summary(second) == Self.summary(first))
        #expect(Self.summary(first).count == 14)
    }

    @Test func sourcesAreTheTextAsWritten() {
        let loaded = load(Self.journal)
        let j = loaded.journal
        #expect(j.string(j.transactions[1].source) == "2026/11/04 ! Noodle Bar\n\tExpenses:Leisure:Dining\t12.50 USD @ 0.9 EUR\n\tAssets:Cash  -11.25 EUR = -11.25 EUR")
        #expect(j.string(j.periodicTransactions[0].source) == "~ monthly from 2026-01  budget\n    Expenses:Essentials  1500 USD\n    Income:Salary")
        #expect(j.string(j.autoPostingRules[0].source) == "= expenses:food\n    (Budget:Food)  *-1")
    }
}
