import Testing
import TrackModel
import TrackReports

/// The reports behind hledger's everyday commands and flags, as data: the
/// CLI tests compare them with hledger 1.25; these pin them without it.
@Suite struct ToolkitReportTests {
    static let journal = ReportTestJournal.read("""
        account Assets:Checking   ; type: Cash
        account Assets:Broker     ; type: Asset, broker: yes

        2026-01-01 Corner Market | weekly shop  ; receipt:yes
            Expenses:Food            60.00 USD
            Expenses:Home            30.00 USD  ; trip:home
            Assets:Checking

        2026-01-05 Noodle Bar
            Expenses:Food            10.00 USD  ; trip:tokyo
            Assets:Checking

        2026-01-10 Shares
            Assets:Broker            10 AAPL @@ 500.00 USD
            Assets:Checking

        2026-02-01 Salary
            Assets:Checking        1000.00 USD
            Income:Salary

        P 2026-01-31 AAPL 52.00 USD

        """)

    static func names(_ report: BalanceReport, _ journal: Journal) -> [String] {
        report.rows.map { journal.accounts.name($0.account) + " " + ReportTestJournal.show($0.total, in: journal).joined(separator: ",") }
    }

    static func filter(_ terms: [String], _ journal: Journal = journal) throws -> PostingFilter {
        PostingFilter(try Query.parse(terms, today: ReportTestJournal.today), journal: journal)
    }

    @Test func sortedByAmountLargestFirstAndInverted() throws {
        let journal = Self.journal
        let report = BalanceReport(journal: journal, filter: try Self.filter(["expenses"]), options: .init(flat: true))
        #expect(Self.names(report.sortedByAmount(), journal) == ["Expenses:Food 70 USD", "Expenses:Home 30 USD"])
        #expect(Self.names(report.inverted(), journal) == ["Expenses:Food -70 USD", "Expenses:Home -30 USD"])
        #expect(ReportTestJournal.show(report.inverted().totals[0], in: journal) == ["-100 USD"])
    }

    @Test func aTreeIsSortedAmongSiblings() throws {
        let journal = Self.journal
        let report = BalanceReport(journal: journal, filter: try Self.filter(["assets"]), options: .init(flat: false))
        let sorted = report.sortedByAmount()
        #expect(sorted.rows.map(\.displayName) == ["Assets", "Checking", "Broker"])
    }

    @Test func percentagesOfTheColumnTotal() throws {
        var journal = Self.journal
        let report = BalanceReport(journal: journal, filter: try Self.filter(["expenses"]), options: .init(flat: true))
        let percent = journal.commodities.intern("%")
        let shares = report.percentages(in: percent)
        #expect(Self.names(shares, journal) == ["Expenses:Food 70 %", "Expenses:Home 30 %"])
        #expect(ReportTestJournal.show(shares.totals[0], in: journal) == ["100 %"])
    }

    @Test func atCostCountsTheCost() throws {
        let journal = Self.journal
        var options = BalanceReport.Options(flat: true)
        options.atCost = true
        let report = BalanceReport(journal: journal, filter: try Self.filter(["broker"]), options: options)
        #expect(Self.names(report, journal) == ["Assets:Broker 500 USD"])
    }

    @Test func nameLists() throws {
        let journal = Self.journal
        func names(_ kind: NameListReport.Kind, _ terms: [String] = []) throws -> [String] {
            NameListReport(journal: journal, filter: try Self.filter(terms), kind: kind).names
        }
        #expect(try names(.payees) == ["Corner Market", "Noodle Bar", "Salary", "Shares"])
        #expect(try names(.descriptions, ["food"]) == ["Corner Market | weekly shop", "Noodle Bar"])
        #expect(try names(.tags(pattern: nil, values: false)) == ["broker", "receipt", "trip", "type"])
        #expect(try names(.tags(pattern: try TextPattern("trip"), values: true)) == ["home", "tokyo"])
        #expect(try names(.commodities) == ["AAPL", "USD"])
        #expect(try names(.commodities, ["income"]) == ["USD"])
    }

    /// Names of ASCII bytes are sorted as bytes; other names are equal as
    /// strings are (canonically equivalent spellings are one name), and a tag
    /// name may hold any byte, a NUL too.
    @Test func nameListsOfEveryKindOfName() throws {
        let journal = ReportTestJournal.read("""
            2026-01-01 Zeta | b
                a  1
                b

            2026-01-02 Alpha
                a  1
                b

            2026-01-03 Caf\u{E9}  ; k:1
                a  1
                b

            2026-01-04 Cafe\u{301}  ; k:2
                a  1
                b

            2026-01-05 alpha  ; odd\u{0}name:v
                a  1
                b
            """)
        func names(_ kind: NameListReport.Kind, _ terms: [String] = []) throws -> [String] {
            NameListReport(journal: journal, filter: try Self.filter(terms, journal), kind: kind).names
        }
        #expect(try names(.payees, ["desc:^[az]"]) == ["Alpha", "Zeta", "alpha"])
        #expect(try names(.descriptions) == ["Alpha", "Caf\u{E9}", "Zeta | b", "alpha"])
        #expect(try names(.tags(pattern: nil, values: true)) == ["1", "2", "v"])
        #expect(try names(.tags(pattern: nil, values: false)) == ["k", "odd\u{0}name"])
    }

    /// A filter reads the journal's text (and gives a walk's pages back) only for text terms.
    @Test(arguments: [
        ("food", false), ("desc:rent", true), ("payee:x", true), ("note:x", true), ("code:1", true), ("tag:trip", true),
        ("amt:>5", false), ("not:desc:x", true), ("food desc:x", true), ("date:2026", false), ("cur:USD", false),
    ])
    func aFilterReadsTextForTextTermsOnly(_ term: String, _ reads: Bool) throws {
        let filter = try Self.filter(term.split(separator: " ").map(String.init))
        #expect(filter.readsText == reads)
        let journal = Self.journal
        #expect(filter.matchingTransactions() == journal.transactions.indices.filter { filter.matches(journal.transactions[$0]) })
    }

    @Test func pricesWithInferredOnes() {
        let journal = Self.journal
        let declared = PricesReport(journal: journal, span: .unbounded)
        #expect(declared.prices.map { ReportTestJournal.show($0.price, in: journal) } == ["52 USD"])
        let all = PricesReport(journal: journal, span: .unbounded, inferred: true)
        #expect(all.prices.map { "\($0.date) " + ReportTestJournal.show($0.price, in: journal) } == ["2026-01-10 50 USD", "2026-01-31 52 USD"])
    }

    @Test func accountRegister() throws {
        let journal = Self.journal
        let checking = try #require(journal.accounts.id(of: "Assets:Checking"))
        let report = AccountRegisterReport(journal: journal, account: checking, span: span(date(2026, 1, 5), nil), filter: try Self.filter([]))
        #expect(report.rows.map { journal.accounts.name($0.otherAccounts[0]) } == ["Expenses:Food", "Assets:Broker", "Income:Salary"])
        #expect(report.rows.map { ReportTestJournal.show($0.balance, in: journal) } == [["-100 USD"], ["-600 USD"], ["400 USD"]])
    }

    @Test func relatedPostingsAndTheTransactionCount() throws {
        let journal = Self.journal
        let related = RegisterReport(journal: journal, filter: try Self.filter(["food"]), related: true)
        var accounts: [String] = []
        related.forEachRow { accounts.append(journal.accounts.name($0.account)) }
        #expect(accounts == ["Expenses:Home", "Assets:Checking", "Assets:Checking"])
        #expect(RegisterReport(journal: journal, filter: try Self.filter(["food"])).transactionCount() == 2)
    }

    @Test func pivotRenamesTheSelectedPostings() throws {
        let journal = Self.journal.pivoted(on: "trip", keeping: try Self.filter(["expenses"]))
        let report = BalanceReport(journal: journal, filter: PostingFilter(.any, journal: journal), options: .init(flat: true))
        #expect(Set(Self.names(report, journal)) == ["home 30 USD", "tokyo 10 USD", " 60 USD"])
    }
}
