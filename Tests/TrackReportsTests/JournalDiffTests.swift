import Testing
import TrackModel
import TrackReports
import TrackSyntax

@Suite struct JournalDiffTests {
    static func load(_ text: String) -> Journal {
        JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!)).load(text: text).journal
    }

    static let base = """
        2026-11-01 A
            Expenses:Food  10 USD
            Assets:Cash

        2026-11-02 B
            Expenses:Food  5 USD
            Assets:Cash

        """

    @Test func reorderedAndReformattedIsNoChange() {
        let new = Self.load("""
            2026-11-02 B
              Expenses:Food   5.00 USD
              Assets:Cash    -5 USD
            2026-11-01 A
              Expenses:Food   10 USD
              Assets:Cash

            """)
        let diff = JournalDiff(old: Self.load(Self.base), new: new)
        #expect(!diff.hasChanges)
        #expect(diff.balances.isEmpty)
    }

    @Test func addedRemovedAndChanged() {
        let new = Self.load("""
            2026-11-02 B
                Expenses:Food  7 USD
                Assets:Cash

            2026-11-03 C
                Expenses:Rent  100 EUR
                Assets:Cash

            """)
        let old = Self.load(Self.base)
        let diff = JournalDiff(old: old, new: new)
        #expect(diff.added == [1])
        #expect(diff.removed == [0])
        #expect(diff.changed.map { [$0.old, $0.new] } == [[1, 0]])
        let shown = diff.balances.map { balance in
            (balance.account, balance.change.amounts.map { "\($0.quantity) \(diff.journal.commodities.symbol($0.commodity))" })
        }
        #expect(shown.map(\.0) == ["Assets:Cash", "Expenses:Food", "Expenses:Rent"])
        #expect(shown.map(\.1) == [["8 USD", "-100 EUR"], ["-8 USD"], ["100 EUR"]])
    }

    @Test func aCommodityOnlyTheOldJournalKnew() {
        let old = Self.load("2026-11-01 A\n    Expenses:Food  10 CHF\n    Assets:Cash\n")
        let diff = JournalDiff(old: old, new: Self.load(""))
        #expect(diff.removed == [0])
        #expect(diff.balances.map { $0.change.amounts.map { diff.journal.commodities.symbol($0.commodity) } } == [["CHF"], ["CHF"]])
    }
}
