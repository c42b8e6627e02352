import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct ParserPostingTests {
    @Test(arguments: [
        ("    Expenses:Food  5", "Expenses:Food"),
        ("\tExpenses:Food\t5", "Expenses:Food"),
        ("  Expenses:Food    5", "Expenses:Food"),
        (" Expenses:Food \t5", "Expenses:Food"),
        ("\t  Expenses:Food  \t  5", "Expenses:Food"),
        ("    Expenses:Eating Out:Noodle Bar  5", "Expenses:Eating Out:Noodle Bar"),
        ("    Expenses:Food 5", "Expenses:Food 5"),  // one space belongs to the name
        ("    Expenses:Food", "Expenses:Food"),
        ("    Expenses:Food  ", "Expenses:Food"),
        ("    Expenses:Food\t", "Expenses:Food"),
        ("    支出:餐飲  5", "支出:餐飲"),
        ("    a::b  5", "a::b"),
        ("    Assets:Bank (old)  5", "Assets:Bank (old)"),
    ])
    func accountNameEndsAtTwoSpacesOrATab(line: String, account: String) {
        let loaded = load("2026-11-02 t\n\(line)\n    Balance  -5\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.account(0, 0) == account)
        #expect(loaded.amount(0, 0) == "5", "written, or inferred when the name took it")
    }

    @Test func parentsAreInternedButOnlyNamedAccountsAreUsed() {
        let loaded = load("2026-11-02 t\n    Expenses:Leisure:Dining  5\n    Assets:Cash\n")
        #expect(loaded.accountNames == ["Expenses", "Expenses:Leisure", "Expenses:Leisure:Dining", "Assets", "Assets:Cash"])
        #expect(loaded.namedAccountNames == ["Expenses:Leisure:Dining", "Assets:Cash"])
    }

    @Test(arguments: [
        ("    (Budget:Food)  5", "Budget:Food", Posting.Kind.virtual),
        ("    [Budget:Food]  5", "Budget:Food", .balancedVirtual),
        ("    (Budget Food)", "Budget Food", .virtual),
        ("    Budget:Food  5", "Budget:Food", .real),
        // As hledger: only a name enclosed whole is virtual, every enclosing pair stripped.
        ("    (Expenses:Food (work))  5", "Expenses:Food (work)", .virtual),
        ("    [Assets:[old]]  5", "Assets:[old]", .balancedVirtual),
        ("    ([nested])  5", "nested", .virtual),
        ("    [(nested)]  5", "nested", .balancedVirtual),
        ("    (a)(b)  5", "a)(b", .virtual),
        ("    (a) b  5", "(a) b", .real),
        ("    [a] b  5", "[a] b", .real),
        ("    (a)b  5", "(a)b", .real),
        ("    [old]:Assets  5", "[old]:Assets", .real),
        ("    Assets:[old]  5", "Assets:[old]", .real),
        ("    a)  5", "a)", .real),
    ])
    func virtualAndBalancedVirtualAccounts(line: String, account: String, kind: Posting.Kind) {
        let loaded = load("2026-11-02 t\n\(line)\n")
        #expect(loaded.account(0, 0) == account)
        #expect(loaded.journal.transactions[0].postings[0].kind == kind)
    }

    /// A name whose opening bracket is never closed is refused (hledger reads
    /// `(a` as an account of that name; it is always a forgotten bracket).
    @Test(arguments: ["    (Budget:Food  5", "    [Budget:Food  5", "    (Budget:Food]  5", "    [a)  5", "    (a\t5"])
    func anOpeningBracketNeverClosedIsAnError(line: String) {
        let loaded = load("2026-11-02 t\n\(line)\n    Assets:Cash\n")
        #expect(loaded.ids == [.unclosedVirtualAccount])
    }

    @Test func postingStatus() {
        let loaded = load("2026-11-02 t\n    * a  1\n    ! b  1\n    *c  1\n    d\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions[0].postings.map(\.status) == [.cleared, .pending, .cleared, .unmarked])
        #expect(loaded.account(0, 2) == "c")
    }

    @Test func oneAmountPerGroupMayBeLeftOut() {
        let loaded = load("""
            2026-11-02 t
                Expenses:Food  5 USD
                Assets:Cash
                (Budget:Food)  -5 USD
                [Envelope:Food]  -5 USD
                [Envelope:Pool]

            """)
        #expect(loaded.diagnostics.isEmpty)
        let postings = loaded.journal.transactions[0].postings
        #expect(postings.map(\.amountOrigin) == [.written, .inferred, .written, .written, .inferred])
        #expect(loaded.amount(0, 1) == "-5 USD")
        #expect(loaded.amount(0, 4) == "5 USD", "the bracketed postings balance among themselves")
    }

    @Test func anInferredAmountInSeveralCommoditiesBecomesOnePostingEach() {
        let loaded = load("2026-11-02 t\n    a  5 USD\n    b  3 EUR\n    c\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect((0..<4).map { loaded.account(0, $0) } == ["a", "b", "c", "c"])
        #expect([loaded.amount(0, 2), loaded.amount(0, 3)] == ["-3 EUR", "-5 USD"])
    }

    @Test func twoAmountsLeftOutInOneGroupIsAnError() {
        let loaded = load("2026-11-02 t\n    a  5\n    b\n    c\n")
        #expect(loaded.ids == [.tooManyMissingAmounts])
        #expect(loaded.positions == ["main.journal:3:1"])
    }

    @Test func postingComments() {
        let loaded = load("""
            2026-11-02 t
                Expenses:Food  5 USD  ; trip: Tokyo, receipt:
                ; second line: of the same posting
                Assets:Cash  ;no space before the text
                Assets:Other  0 USD;right after the amount

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.string(loaded.details(0, 0).comment) == "; trip: Tokyo, receipt:\n    ; second line: of the same posting")
        #expect(loaded.tags(loaded.details(0, 0).tags) == ["trip=Tokyo", "receipt=", "line=of the same posting"])
        #expect(loaded.journal.string(loaded.details(0, 1).comment) == ";no space before the text")
        #expect(loaded.journal.string(loaded.details(0, 2).comment) == ";right after the amount")
    }

    @Test func aCommentLineAfterThePostingsBelongsToTheLastPosting() {
        let loaded = load("2026-11-02 t\n    a  1\n    b\n  ; about b\n    c  0\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions[0].postings.count == 3, "the transaction goes on after the comment line")
        #expect(loaded.journal.string(loaded.details(0, 1).comment) == "; about b")
    }

    @Test func postingDatesFromTagsAndBrackets() {
        let loaded = load("""
            2026-11-02 t
                a  1  ; date:2026-11-05
                b  1  ; date: 11/06, date2:2026-11-07
                c  1  ; [2026-11-08]
                d  1  ; paid [2026-11-09=2026-11-10] by card
                e  1  ; [=2026-11-11]
                f

            """)
        #expect(loaded.diagnostics.isEmpty)
        let dates = (0..<6).map { loaded.details(0, $0).date }
        let secondary = (0..<6).map { loaded.details(0, $0).secondaryDate }
        #expect(dates == [day(2026, 11, 5), day(2026, 11, 6), day(2026, 11, 8), day(2026, 11, 9), nil, nil])
        #expect(secondary == [nil, day(2026, 11, 7), nil, day(2026, 11, 10), day(2026, 11, 11), nil])
        let t = loaded.journal.transactions[0]
        #expect(loaded.journal.date(of: t.postings[0], in: t) == day(2026, 11, 5))
        #expect(loaded.journal.date(of: t.postings[5], in: t) == day(2026, 11, 2))
    }

    @Test func aPostingDateWithoutAYearTakesTheTransactionsYear() {
        let loaded = load("2019-12-30 t\n    a  1  ; date:01/02\n    b\n")
        #expect(loaded.details(0, 0).date == day(2019, 1, 2))
    }

    @Test func aBadPostingDateIsReportedAtTheTag() {
        let loaded = load("2026-11-02 t\n    a  1  ; date:2026-02-30\n    b\n")
        #expect(loaded.ids == [.noSuchDate])
        #expect(loaded.positions == ["main.journal:2:18"])
    }

    @Test func aBadPostingSkipsTheRestOfItsTransaction() {
        let loaded = load("2026-11-02 t\n    a  1 USD xyz\n    b\n2026-11-03 u\n    a  1\n    b\n")
        #expect(loaded.ids == [.textAfterAmount])
        #expect(loaded.journal.transactions.count == 1)
        #expect(loaded.description(0) == "u")
    }
}
