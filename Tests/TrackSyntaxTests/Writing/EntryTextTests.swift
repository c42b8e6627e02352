import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct EntryTextTests {
    static let day = Day(year: 2026, month: 11, day: 2)!

    @Test(arguments: [
        (EntryText.header(date: day, description: "Corner Market"), "2026-11-02 Corner Market"),
        (EntryText.header(date: day, description: nil), "2026-11-02"),
        // An empty description keeps its space, as `add` has always drafted it.
        (EntryText.header(date: day, description: ""), "2026-11-02 "),
        (EntryText.header(date: day, secondaryDate: Day(year: 2026, month: 11, day: 5)!, status: .cleared, code: "1042",
                          description: "Corner Market"), "2026-11-02=2026-11-05 * (1042) Corner Market"),
        (EntryText.header(date: day, status: .pending, description: nil), "2026-11-02 !"),
    ])
    func headers(_ header: String, _ expected: String) {
        #expect(header == expected)
    }

    static let entry = EntryText(
        header: "2026-11-02 * Corner Market",
        comment: EntryText.Comment(sameLine: "; receipt:yes", following: ["; a second line"]),
        postings: [
            EntryText.Posting(account: "Expenses:Groceries", amount: "84.20 USD",
                              comment: EntryText.Comment(sameLine: "; aisle:3")),
            EntryText.Posting(status: .pending, account: "Assets:Cash", amount: "-84.20 USD", assertion: "= 15.80 USD"),
            EntryText.Posting(account: "(Budget)"),
        ])

    @Test func printRightAlignsAmountsInAColumnAtLeastTwelveWide() {
        #expect(Self.entry.text(.print) == """
            2026-11-02 * Corner Market  ; receipt:yes
                ; a second line
                Expenses:Groceries       84.20 USD  ; aisle:3
                ! Assets:Cash           -84.20 USD = 15.80 USD
                (Budget)

            """)
    }

    @Test func aDraftPutsAmountsTwoSpacesAfterTheWidestAccount() {
        #expect(Self.entry.text(.draft(accountsAligned: true)) == """
            2026-11-02 * Corner Market  ; receipt:yes
                ; a second line
                Expenses:Groceries  84.20 USD  ; aisle:3
                ! Assets:Cash         -84.20 USD = 15.80 USD
                (Budget)

            """)
    }

    @Test func anUnalignedDraftPutsEachAmountTwoSpacesAfterItsAccount() {
        #expect(Self.entry.text(.draft(accountsAligned: false)) == """
            2026-11-02 * Corner Market  ; receipt:yes
                ; a second line
                Expenses:Groceries  84.20 USD  ; aisle:3
                ! Assets:Cash  -84.20 USD = 15.80 USD
                (Budget)

            """)
    }

    /// Display width, not characters, lines up `print`: CJK names count two columns each.
    @Test func printAlignsByDisplayWidth() {
        let entry = EntryText(header: "2026-03-10 換日圓", postings: [
            EntryText.Posting(account: "資產:日圓帳戶", amount: "¥80,000"),
            EntryText.Posting(account: "Assets:Bank", amount: "¥-80,000"),
        ])
        #expect(entry.text(.print) == """
            2026-03-10 換日圓
                資產:日圓帳戶         ¥80,000
                Assets:Bank          ¥-80,000

            """)
    }
}
