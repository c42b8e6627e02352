import Testing
import TrackModel
import TrackReports

/// Query terms: what each matches, how they combine (as hledger 1.25), plain
/// words for balances and for transaction lists, and the exact errors.
@Suite struct QueryTests {
    static let journal = ReportTestJournal.read("""
        account Expenses:Dining Out   ; category: leisure

        2026-01-01 * Corner Market | weekly shop  ; receipt:yes
            Expenses:Essentials:Groceries     84.20 USD
            Assets:Checking

        2026-01-02 ! Noodle Bar | coffee and noodles
            Expenses:Leisure:Dining           12.50 USD  ; trip:tokyo
            Liabilities:Visa

        2026-01-03 Coffee Roasters
            Expenses:Leisure:Coffee              -5 EUR
            Assets:Cash

        2026-01-04 * Cinema
            Expenses:Dining Out                  20 USD
            Assets:Checking

        2026-02-01 Salary
            Assets:Checking                    4200 USD
            Income:Salary

        """)

    /// The postings `terms` select, as `DAY account`.
    func matches(_ terms: [String], _ plainWords: Query.PlainWords = .account) throws -> [String] {
        let journal = Self.journal
        let filter = try PostingFilter(validating: Query.parse(terms, today: ReportTestJournal.today, plainWords: plainWords),
                                       journal: journal)
        var result: [String] = []
        for t in journal.transactions {
            for p in t.postings where filter.matches(t, p) {
                result.append("\(t.date.day) \(journal.accounts.name(p.account))")
            }
        }
        return result
    }

    @Test func plainWordsAreAccountPatternsForBalances() throws {
        #expect(try matches(["coffee"]) == ["3 Expenses:Leisure:Coffee"])
        #expect(try matches(["checking"]) == ["1 Assets:Checking", "4 Assets:Checking", "1 Assets:Checking"])
        // The description does not count: "Corner Market" is no account.
        #expect(try matches(["market"]) == [])
    }

    @Test func plainWordsMatchTheDescriptionInTransactionLists() throws {
        // "coffee" is in the description of the noodle bar and of the roasters, and in an account name.
        #expect(try matches(["coffee"], .accountOrDescription) == [
            "2 Expenses:Leisure:Dining", "2 Liabilities:Visa", "3 Expenses:Leisure:Coffee", "3 Assets:Cash",
        ])
        // Plain words are alternatives; other kinds must hold too.
        #expect(try matches(["cinema", "salary", "acct:checking"], .accountOrDescription) == [
            "4 Assets:Checking", "1 Assets:Checking",
        ])
        #expect(try matches(["not:coffee"], .accountOrDescription) == [
            "1 Expenses:Essentials:Groceries", "1 Assets:Checking", "4 Expenses:Dining Out", "4 Assets:Checking",
            "1 Assets:Checking", "1 Income:Salary",
        ])
    }

    @Test func accountDescriptionAndStatusTermsAreAlternatives() throws {
        #expect(try matches(["groceries", "acct:visa"]) == ["1 Expenses:Essentials:Groceries", "2 Liabilities:Visa"])
        #expect(try matches(["desc:cinema", "desc:salary"]) == [
            "4 Expenses:Dining Out", "4 Assets:Checking", "1 Assets:Checking", "1 Income:Salary",
        ])
        #expect(try matches(["status:*", "status:!"]).count == 6)
        // Different kinds must all hold.
        #expect(try matches(["expenses", "status:*"]) == ["1 Expenses:Essentials:Groceries", "4 Expenses:Dining Out"])
    }

    @Test func otherTermsMustAllHold() throws {
        #expect(try matches(["cur:USD", "cur:EUR"]) == [])
        #expect(try matches(["payee:Cinema", "payee:Salary"]) == [])
        #expect(try matches(["amt:>10", "amt:<50"]) == ["2 Expenses:Leisure:Dining", "2 Liabilities:Visa",
                                                          "4 Expenses:Dining Out", "4 Assets:Checking"])
        #expect(try matches(["tag:receipt", "tag:trip"]) == [])
        #expect(try matches(["date:2026-01", "date:2026-01-02.."]) == [
            "2 Expenses:Leisure:Dining", "2 Liabilities:Visa", "3 Expenses:Leisure:Coffee", "3 Assets:Cash",
            "4 Expenses:Dining Out", "4 Assets:Checking",
        ])
        // Each not: holds on its own.
        #expect(try matches(["not:desc:cinema", "not:desc:salary", "not:acct:expenses", "not:acct:visa"]) == [
            "1 Assets:Checking", "3 Assets:Cash",
        ])
    }

    @Test func amountTermsCompareMagnitudesUnlessSigned() throws {
        #expect(try matches(["amt:5"]) == ["3 Expenses:Leisure:Coffee", "3 Assets:Cash"])
        #expect(try matches(["amt:-5"]) == ["3 Expenses:Leisure:Coffee"])
        #expect(try matches(["amt:<=-20"]) == ["1 Assets:Checking", "4 Assets:Checking", "1 Income:Salary"])
    }

    @Test func tagsMatchTransactionsAndPostings() throws {
        #expect(try matches(["tag:receipt=yes"]) == ["1 Expenses:Essentials:Groceries", "1 Assets:Checking"])
        #expect(try matches(["tag:trip=tokyo"]) == ["2 Expenses:Leisure:Dining"])
        #expect(try matches(["tag:trip=lisbon"]) == [])
    }

    @Test func categoriesMatchTheirAccountsIgnoringCase() throws {
        // Leisure (Expenses:Leisure:…) and leisure (the tag on Expenses:Dining Out).
        #expect(try matches(["cat:LEISURE"]) == [
            "2 Expenses:Leisure:Dining", "3 Expenses:Leisure:Coffee", "4 Expenses:Dining Out",
        ])
        #expect(try matches(["cat:essentials", "cat:salary"]) == ["1 Expenses:Essentials:Groceries", "1 Income:Salary"])
        #expect(try matches(["cat:leisure", "amt:>15"]) == ["4 Expenses:Dining Out"])
        #expect(try matches(["not:cat:leisure", "expenses"]) == ["1 Expenses:Essentials:Groceries"])
    }

    /// Each bad term with its exact message and hint.
    static let errors: [(String, String, String)] = [
        ("status:x", "'x' is not a status", "use status:* (cleared), status:! (pending) or status: (unmarked)"),
        ("amt:lots", "'lots' in 'amt:lots' is not an amount comparison",
         "write amt:12.50, amt:>50, amt:<=-10 (a sign compares signed amounts)"),
        ("amt:>", "'>' in 'amt:>' is not an amount comparison",
         "write amt:12.50, amt:>50, amt:<=-10 (a sign compares signed amounts)"),
        ("tag:", "'tag:' needs a tag name", "write it as tag:NAME or tag:NAME=VALUE, such as tag:trip=lisbon"),
        ("cat:", "'cat:' needs a category name", "write it as cat:NAME, such as cat:leisure"),
        ("not:", "'not:' needs a term to exclude", "write it as not:TERM, such as not:rent or not:desc:salary"),
        ("desc:(coffee", "'(coffee' is not a valid regular expression", "escape special characters with a backslash, such as \\. or \\("),
        ("desc:(a{1000}){20}", "'(a{1000}){20}' is too large a regular expression (over 10000 instructions)",
         "split it into several terms, such as desc:a desc:b, which match as alternatives"),
        ("date:soon", "'soon' in 'date:soon' is not a period: 'soon' is neither a date nor a period name",
         "try 2026, 2026-11, 2026q4, 2026-W45, 'this month', 'last 3 months', 'from 2026-01 to 2026-07' or 'monthly in 2026'"),
        ("date:2026-13", "'2026-13' in 'date:2026-13' is not a period: there is no month 13",
         "months run from 01 to 12, as in 2026-11"),
        ("date:monthly in 2026", "'date:monthly in 2026' has an interval, which a query cannot use",
         "give the interval as an option, such as -M or -p 'monthly in 2026'"),
    ]

    /// Regular expressions that backtrack (issue 12 item 7): `(a+)+$` took 34 s on 18 characters.
    @Test func regularExpressionsThatBacktrackFinish() throws {
        let pattern = try TextPattern("(a+)+$")
        let text = String(repeating: "a", count: 5_000) + "!"
        #expect(!pattern.matches(text))
        #expect(!pattern.matches(bytes: Array(text.utf8)[...]))
        #expect(try TextPattern("^(a|aa)+$").matchesWhole(String(repeating: "a", count: 5_000)))
    }

    @Test(arguments: errors)
    func badTerms(_ term: String, _ message: String, _ hint: String) {
        #expect(throws: QueryError(term: term, message: message, hint: hint)) {
            try Query.parse([term], today: ReportTestJournal.today)
        }
    }

    static let unknownCategories: [(String, String, String)] = [
        ("cat:leisre", "unknown category 'leisre'", "did you mean 'cat:Leisure'?"),
        ("cat:essential", "unknown category 'essential'", "did you mean 'cat:Essentials'?"),
        ("cat:travel", "unknown category 'travel'", "the journal's categories are Leisure, Essentials, Salary"),
    ]

    @Test(arguments: unknownCategories)
    func unknownCategory(_ term: String, _ message: String, _ hint: String) throws {
        let query = try Query.parse([term], today: ReportTestJournal.today)
        #expect(throws: QueryError(term: term, message: message, hint: hint)) {
            try PostingFilter(validating: query, journal: Self.journal)
        }
    }

    @Test func aJournalWithoutCategoriesSaysWhatCategoriesAre() throws {
        let journal = ReportTestJournal.read("""
            2026-01-01 Lend
                Assets:Loans      50 USD
                Assets:Checking

            """)
        let query = try Query.parse(["cat:food"], today: ReportTestJournal.today)
        #expect(throws: QueryError(term: "cat:food", message: "unknown category 'food'",
                                   hint: "this journal has no categories: they are the accounts just below Expenses and Income, or an account directive's category: tag")) {
            try PostingFilter(validating: query, journal: journal)
        }
    }

    @Test func dateTermsGiveTheReportSpanAndCanBeSetAside() throws {
        let query = try Query.parse(["food", "date:2026-03", "date:2026-03-10.."], today: ReportTestJournal.today)
        #expect(query.dateSpan == span(date(2026, 3, 10), date(2026, 4, 1)))
        let rest = query.withoutDates
        #expect(rest.dateSpan == .unbounded)
        guard case .account = rest else {
            Issue.record("expected the account term alone, got \(rest)")
            return
        }
    }
}
