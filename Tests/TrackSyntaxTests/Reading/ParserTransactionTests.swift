import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct ParserTransactionTests {
    @Test(arguments: [
        ("2026-11-02", day(2026, 11, 2)),
        ("2026/11/02", day(2026, 11, 2)),
        ("2026.11.02", day(2026, 11, 2)),
        ("2026/1/2", day(2026, 1, 2)),
        ("2026-1-2", day(2026, 1, 2)),
    ])
    func dateForms(written: String, expected: Day) {
        let loaded = load("""
            \(written) Corner Market
                Expenses:Groceries  5 USD
                Assets:Cash

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map(\.date) == [expected])
    }

    @Test func datesWithoutAYearUseTheYearDirectiveElseToday() {
        let loaded = load("""
            11/01 no directive yet: today's year
                a  1
                b

            Y 2024
            11/02 after Y
                a  1
                b

            year 2023
            11/03 after year
                a  1
                b

            apply year 2022
            11/04 after apply year
                a  1
                b

            2019-11-05 a full date ignores the directive
                a  1
                b

            """, today: day(2031, 3, 4))
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map(\.date)
            == [day(2031, 11, 1), day(2024, 11, 2), day(2023, 11, 3), day(2022, 11, 4), day(2019, 11, 5)])
    }

    @Test func secondaryDateTakesItsYearFromThePrimaryDate() {
        let loaded = load("""
            2026-11-02=2026-11-09 with a full secondary date
                a  1
                b

            2025-12-30=01/03 secondary date without a year
                a  1
                b

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map(\.secondaryDate) == [day(2026, 11, 9), day(2025, 1, 3)])
        #expect(loaded.description(0) == "with a full secondary date")
    }

    @Test(arguments: [
        ("2026-11-02 shop", Status.unmarked, "", "shop"),
        ("2026-11-02 * shop", .cleared, "", "shop"),
        ("2026-11-02 ! shop", .pending, "", "shop"),
        ("2026-11-02 *shop", .cleared, "", "shop"),
        ("2026-11-02 * (1042) shop", .cleared, "1042", "shop"),
        ("2026-11-02 (#7)shop", .unmarked, "#7", "shop"),
        ("2026-11-02 ! (a b) Corner Market | weekly shop", .pending, "a b", "Corner Market | weekly shop"),
        ("2026-11-02 Corner Market|weekly shop", .unmarked, "", "Corner Market|weekly shop"),
        ("2026-11-02\t*\tshop", .cleared, "", "shop"),
        ("2026-11-02", .unmarked, "", ""),
        ("2026-11-02 *", .cleared, "", ""),
        ("2026-11-02 (unclosed code", .unmarked, "", "(unclosed code"),
        ("2026-11-02 shop   ", .unmarked, "", "shop"),
        ("2026-11-02 支出 | 午餐", .unmarked, "", "支出 | 午餐"),
    ])
    func headerParts(header: String, status: Status, code: String, description: String) {
        let loaded = load("\(header)\n    a  1\n    b\n")
        #expect(loaded.diagnostics.isEmpty)
        let t = loaded.journal.transactions[0]
        #expect(t.status == status)
        #expect(loaded.journal.string(t.code) == code)
        #expect(loaded.description(0) == description)
    }

    @Test func payeeAndNoteAreTheDescriptionAsWritten() {
        // The description keeps `payee | note` whole; reports split it.
        let loaded = load("2026-11-02 Corner Market | weekly shop  ; receipt: yes\n    a  1\n    b\n")
        #expect(loaded.description(0) == "Corner Market | weekly shop")
    }

    @Test func headerCommentAndCommentLinesBeforeThePostings() {
        let loaded = load("""
            2026-11-02 * shop  ; receipt: yes, trip:Tokyo
                ; checked:
                ; note: second line
                Expenses:Food  5 USD
                Assets:Cash

            """)
        #expect(loaded.diagnostics.isEmpty)
        let t = loaded.journal.transactions[0]
        #expect(loaded.description(0) == "shop")
        #expect(loaded.journal.string(t.comment) == "; receipt: yes, trip:Tokyo\n    ; checked:\n    ; note: second line")
        #expect(loaded.tags(t.tags) == ["receipt=yes", "trip=Tokyo", "checked=", "note=second line"])
        #expect(loaded.details(0, 0).comment.isEmpty, "comment lines before the first posting belong to the transaction")
    }

    @Test func sourceIsTheWholeTransactionAsWritten() {
        let text = "; before\n2026-11-02 shop\n    a  1  ; c\n    ; more\n    b\n\n2026-11-03 next\n    a  1\n    b"
        let loaded = load(text)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.string(loaded.journal.transactions[0].source) == "2026-11-02 shop\n    a  1  ; c\n    ; more\n    b")
        #expect(loaded.journal.string(loaded.journal.transactions[1].source) == "2026-11-03 next\n    a  1\n    b")
    }

    @Test func transactionsKeepFileOrder() {
        let loaded = load("2026-11-03 b\n    a  1\n    b\n2026-11-01 a\n    a  1\n    b\n")
        #expect(loaded.journal.transactions.map { loaded.journal.string($0.description) } == ["b", "a"])
    }

    @Test func aTransactionWithNoPostingsIsKept() {
        let loaded = load("2026-11-02 just a note\n\n2026-11-03 and another")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 2)
        #expect(loaded.journal.transactions.allSatisfy { $0.postings.isEmpty })
    }

    @Test func aBlankLineEndsATransactionEvenWithSpacesInIt() {
        let loaded = load("2026-11-02 t\n    a  1\n    b\n    \n\t\n2026-11-03 u\n    a  2\n    b\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map(\.postings.count) == [2, 2])
    }

    @Test func aPostingAfterABlankLineIsAnError() {
        let loaded = load("2026-11-02 t\n    a  1\n\n    b  -1\n")
        #expect(loaded.ids == [.unbalancedTransaction, .postingOutsideTransaction])
        #expect(loaded.positions == ["main.journal:1:1", "main.journal:4:5"])
    }

    @Test func crlfLineEndings() {
        let loaded = load("2026-11-02 * shop  ; k: v\r\n    a  1 USD  ; c\r\n    b\r\n\r\n2026-11-03 next\r\n    a  2 USD\r\n    b\r\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.description(0) == "shop")
        #expect(loaded.tags(loaded.journal.transactions[0].tags) == ["k=v"])
        #expect(loaded.journal.string(loaded.details(0, 0).comment) == "; c")
        #expect(loaded.account(0, 1) == "b")
        #expect(loaded.amount(1, 1) == "-2 USD")
        #expect(!loaded.journal.string(loaded.journal.transactions[0].source).hasSuffix("\r"))
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstLine() {
        let loaded = load(bytes: [0xEF, 0xBB, 0xBF] + Array("2026-11-02 shop\n    a  1\n    b\n".utf8))
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.first?.date == day(2026, 11, 2))
    }

    @Test func aByteOrderMarkBeforeAnErrorKeepsColumnsAsAnEditorShowsThem() {
        let loaded = load(bytes: [0xEF, 0xBB, 0xBF] + Array("frobnicate\n".utf8))
        #expect(loaded.ids == [.unknownDirective])
        // Editors do not show the mark: the directive starts at column 1.
        #expect(loaded.positions == ["main.journal:1:1"])
        #expect(loaded.rendered == ["""
            main.journal:1:1: error: unknown directive 'frobnicate'
              1 | frobnicate
                | ^^^^^^^^^^
            hint: directives are account, alias, apply account, comment, commodity, D, decimal-mark, end aliases, \
            end apply account, include, P, payee, tag, Y, year; a transaction starts with a date, a comment with ';'

            """])
    }

    @Test func aFileWithoutAFinalNewline() {
        let loaded = load("2026-11-02 shop\n    a  1 USD\n    b")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 1) == "-1 USD")
    }

    @Test func aFileEndingInTheHeader() {
        #expect(load("2026-11-02 shop").journal.transactions.count == 1)
        #expect(load("2026-11-02").journal.transactions.count == 1)
    }

    @Test func periodicTransactions() {
        let loaded = load("""
            ~ monthly from 2026-01  household budget  ; plan: yes
                Expenses:Essentials     1500 USD
                Expenses:Leisure         300 USD
                Income:Salary

            ~ every 2 weeks
                Assets:Savings  50 USD
                Assets:Checking

            ~\tweekly\tgym
                Expenses:Gym  10 USD
                Assets:Checking

            """)
        #expect(loaded.diagnostics.isEmpty)
        let periodic = loaded.journal.periodicTransactions
        #expect(periodic.map { loaded.journal.string($0.period) } == ["monthly from 2026-01", "every 2 weeks", "weekly"])
        #expect(periodic.map { loaded.journal.string($0.description) } == ["household budget", "", "gym"])
        #expect(loaded.tags(periodic[0].tags) == ["plan=yes"])
        #expect(periodic.map(\.postings.count) == [3, 2, 2])
        #expect(loaded.show(periodic[0].postings[1].amount) == "300 USD")
        #expect(periodic[0].postings[2].amountOrigin == .missing, "periodic transactions are kept as written")
        #expect(loaded.journal.transactions.isEmpty, "they generate nothing by themselves")
        #expect(periodic.map(\.recurrence) == [
            Recurrence(span: DateSpan(start: Day(year: 2026, month: 1, day: 1)), interval: .monthly),
            Recurrence(span: .unbounded, interval: .weekly, step: 2),
            Recurrence(span: .unbounded, interval: .weekly),
        ])
    }

    /// A relative period is read against today; one with no interval happens once.
    @Test func periodicTransactionPeriods() {
        let loaded = load("""
            ~ monthly this year
                Assets:Savings  50 USD
                Assets:Checking

            ~ 2026-12-24  presents
                Expenses:Gifts  200 USD
                Assets:Checking

            """, today: Day(year: 2027, month: 3, day: 9)!)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.periodicTransactions.map(\.recurrence) == [
            Recurrence(span: DateSpan(start: Day(year: 2027, month: 1, day: 1), end: Day(year: 2028, month: 1, day: 1)),
                       interval: .monthly),
            Recurrence(span: DateSpan(start: Day(year: 2026, month: 12, day: 24), end: Day(year: 2026, month: 12, day: 25)),
                       interval: nil),
        ])
    }

    /// The days hledger anchors a rule on are read into the recurrence.
    @Test func periodicTransactionAnchors() {
        let loaded = load("""
            ~ every 15th day of month  rent
                Expenses:Rent  900 USD
                Assets:Checking

            ~ every mon,wed,fri from 2026-03-04
                Expenses:Gym  5 USD
                Assets:Checking

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.periodicTransactions.map(\.recurrence) == [
            Recurrence(span: .unbounded, interval: .monthly, anchor: .dayOfMonth(15)),
            Recurrence(span: DateSpan(start: Day(year: 2026, month: 3, day: 4)), interval: .weekly, anchor: .weekdays([1, 3, 5])),
        ])
    }

    /// A period that cannot be read is an error under it; the postings after it are still read.
    @Test func unreadablePeriodsAreErrors() {
        let loaded = load("""
            2026-11-01 opening
                Assets:Checking  1000 USD
                Equity:Opening

            ~ every 32nd day of month
                Assets:Savings  50 USD
                Assets:Checking

            ~ monthly from 2026-13
                Assets:Savings  50 USD
                Assets:Checking

            """)
        #expect(loaded.ids == [.invalidPeriod, .invalidPeriod])
        #expect(loaded.positions == ["main.journal:5:3", "main.journal:9:3"])
        #expect(loaded.diagnostics.map(\.message) == [
            "cannot read the period of this periodic transaction: a month has no day 32",
            "cannot read the period of this periodic transaction: there is no month 13",
        ])
        #expect(loaded.diagnostics.map(\.hint) == [
            "write a day from 1st to 31st (the 31st falls on a shorter month's last day)",
            "months run from 01 to 12, as in 2026-11",
        ])
        #expect(loaded.journal.periodicTransactions.map(\.postings.count) == [2, 2])
    }

    @Test func autoPostingRules() {
        let loaded = load("""
            = expenses:food  ; rule comment
                (Budget:Food)  *-1
                [Budget:Pool]  *0.5
                Assets:Fixed  $-3

            2026-11-02 t
                Expenses:Food  $10
                Assets:Cash

            """)
        #expect(loaded.diagnostics.isEmpty)
        let rule = loaded.journal.autoPostingRules[0]
        #expect(loaded.journal.string(rule.query) == "expenses:food")
        #expect(loaded.journal.string(rule.comment) == "; rule comment")
        #expect(rule.postings.map(\.amountOrigin) == [.multiplier, .multiplier, .written])
        #expect(rule.postings.map { loaded.show($0.amount) } == ["-1", "0.5", "-3 $"])
        #expect(rule.postings.map(\.kind) == [.virtual, .balancedVirtual, .real])
        #expect(loaded.journal.transactions[0].postings.count == 2, "rules are kept, not applied, when reading")
    }

    @Test func multipliersAreOnlyAllowedInAutoPostingRules() {
        let loaded = load("2026-11-02 t\n    a  *-1\n    b\n")
        #expect(loaded.ids == [.notAnAmount])
    }
}
