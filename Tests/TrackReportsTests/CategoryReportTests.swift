import Testing
import TrackModel
import TrackReports

@Suite struct CategoryReportTests {
    typealias J = HouseholdReportJournal

    /// October and November; `Expenses:Dining Out` joins Leisure by its tag,
    /// and one posting goes to `Expenses` itself.
    static let journal = """
        commodity 1,000.00 USD
        account Expenses:Dining Out     ; category: leisure

        2026-10-03 Rent
            Expenses:Bills:Rent       1,000.00 USD
            Assets:Checking
        2026-10-09 Cinema
            Expenses:Leisure:Movies      30.00 USD
            Assets:Checking
        2026-11-03 Rent
            Expenses:Bills:Rent       1,000.00 USD
            Assets:Checking
        2026-11-04 Power
            Expenses:Bills:Power        100.00 USD
            Assets:Checking
        2026-11-06 Noodles
            Expenses:Dining Out          60.00 USD
            Assets:Checking
        2026-11-07 Cinema
            Expenses:Leisure:Movies      40.00 USD
            Assets:Checking
        2026-11-08 Mystery
            Expenses                     50.00 USD
            Assets:Checking
        2026-11-10 Salary
            Assets:Checking           3,000.00 USD
            Income:Salary
        2026-11-11 Interest
            Assets:Checking              12.00 USD
            Income:Interest

        """

    static let november = span(date(2026, 11, 1), date(2026, 12, 1))

    func report(_ options: CategoryReport.Options, query: Query = .any) -> (CategoryReport, Journal) {
        let journal = ReportTestJournal.read(Self.journal)
        return (CategoryReport(journal: journal, filter: PostingFilter(query, journal: journal), options: options), journal)
    }

    func rows(_ report: CategoryReport, _ journal: Journal) -> [String] {
        report.rows.map { row in
            row.path.joined(separator: ":") + " " + J.show(row.amount, in: journal).joined(separator: ",")
                + (row.share.map { " \($0.rounded(toScale: 1)!)%" } ?? "")
        }
    }

    @Test func categoriesSortedByAmountWithShares() {
        let (report, journal) = report(.init(span: Self.november))
        // Leisure is Expenses:Leisure:Movies and Expenses:Dining Out (category: leisure).
        #expect(rows(report, journal) == [
            "Bills 1100.00 USD 88.0%", "Leisure 100.00 USD 8.0%", "(uncategorized) 50.00 USD 4.0%",
        ])
        #expect(J.show(report.total, in: journal) == ["1250.00 USD"])
    }

    @Test func depthTwoAddsSubcategories() {
        let (report, journal) = report(.init(span: Self.november, depth: 2))
        #expect(rows(report, journal) == [
            "Bills 1100.00 USD 88.0%", "Bills:Rent 1000.00 USD 80.0%", "Bills:Power 100.00 USD 8.0%",
            "Leisure 100.00 USD 8.0%", "Leisure:Movies 40.00 USD 3.2%",
            "(uncategorized) 50.00 USD 4.0%",
        ])
    }

    @Test func incomeIsShownPositive() {
        let (report, journal) = report(.init(kind: .income, span: Self.november))
        #expect(rows(report, journal) == ["Salary 3000.00 USD 99.6%", "Interest 12.00 USD 0.4%"])
    }

    @Test func compareAddsThePreviousPeriod() {
        let previous = CategoryReport.previousSpan(of: Self.november)
        #expect(previous == span(date(2026, 10, 1), date(2026, 11, 1)))
        let (report, journal) = report(.init(span: Self.november, previousSpan: previous))
        let leisure = report.rows.first { $0.name == "Leisure" }!
        #expect(J.show(leisure.previous!, in: journal) == ["30.00 USD"])
        #expect(J.show(leisure.change!.amount, in: journal) == ["70.00 USD"])
        #expect(leisure.change?.percent?.rounded(toScale: 2) == J.quantity("233.33"))
        let uncategorized = report.rows.first { $0.name == CategoryReport.uncategorized }!
        #expect(uncategorized.previous?.amounts.isEmpty == true)
        #expect(uncategorized.change?.percent == nil)
        #expect(J.show(report.previousTotal!, in: journal) == ["1030.00 USD"])
    }

    @Test func namedCategoriesOnly() {
        let (report, journal) = report(.init(span: Self.november, depth: 2, categories: ["Leisure"]))
        #expect(rows(report, journal) == ["Leisure 100.00 USD 100.0%", "Leisure:Movies 40.00 USD 40.0%"])
    }

    @Test(arguments: [
        ("2026-11-01", "2026-12-01", "2026-10-01", "2026-11-01"),
        ("2026-01-01", "2027-01-01", "2025-01-01", "2026-01-01"),
        ("2026-03-01", "2026-06-01", "2025-12-01", "2026-03-01"),
        ("2026-11-02", "2026-11-09", "2026-10-26", "2026-11-02"),
        ("2026-03-31", "2026-04-30", "2026-03-01", "2026-03-31"),
    ])
    func previousSpanHasTheSameLength(_ start: String, _ end: String, _ previousStart: String, _ previousEnd: String) throws {
        func day(_ s: String) throws -> Day { try PeriodExpression.parseDate(s, today: ReportTestJournal.today) }
        let previous = CategoryReport.previousSpan(of: DateSpan(start: try day(start), end: try day(end)))
        #expect(previous == DateSpan(start: try day(previousStart), end: try day(previousEnd)))
    }

    @Test func anOpenSpanHasNoPreviousPeriod() {
        #expect(CategoryReport.previousSpan(of: DateSpan(start: date(2026, 1, 1))) == nil)
    }

    @Test func unknownCategoriesNameTheClosest() throws {
        let journal = ReportTestJournal.read(Self.journal)
        #expect(throws: QueryError(term: "lesure", message: "unknown category 'lesure'", hint: "did you mean 'Leisure'?")) {
            try CategoryReport.resolve(["lesure"], kind: .expenses, in: journal)
        }
        #expect(throws: QueryError(term: "xyz", message: "unknown category 'xyz'",
                                   hint: "the closest categories are 'Bills' and 'Leisure'")) {
            try CategoryReport.resolve(["xyz"], kind: .expenses, in: journal)
        }
        #expect(throws: QueryError(term: "salary", message: "'salary' is not an expense category",
                                   hint: "'Salary' is an income category: add --income to see income categories")) {
            try CategoryReport.resolve(["salary"], kind: .expenses, in: journal)
        }
        #expect(try CategoryReport.resolve(["BILLS"], kind: .expenses, in: journal) == ["Bills"])
    }

    /// One name per category everywhere: the report's rows, `cat:`'s hints
    /// and `add`'s, as the journal spells it, the account's name part
    /// (`Leisure`) winning over a tag's other case (`category: leisure`).
    @Test func everyPlaceNamesACategoryAsTheJournalSpellsIt() throws {
        let journal = ReportTestJournal.read(Self.journal)
        let categories = Categories(journal: journal)
        #expect(categories.names(.expense) == ["Leisure", "Bills"])
        #expect(categories.names() == ["Leisure", "Bills", "Salary", "Interest"])
        let tagged = try #require(categories.all.first { $0.name == "leisure" })
        #expect(categories.name(of: tagged) == "Leisure")
        #expect(throws: QueryError(term: "cat:lesure", message: "unknown category 'lesure'", hint: "did you mean 'cat:Leisure'?")) {
            try PostingFilter(validating: Query.parse(["cat:lesure"], today: date(2026, 11, 30)), journal: journal)
        }
    }
}
