import Testing
import TrackModel
import TrackReports

/// When `--forecast` generates transactions: hledger's documented rules, pinned at their boundaries.
@Suite struct ForecastTests {
    static let today = date(2026, 11, 21)

    /// The last real transaction is on 31 August.
    static let journal = """
        ~ monthly  rent
            Expenses:Rent        900 USD
            Assets:Checking

        ~ monthly from 2026-10 to 2027-01  gym
            Expenses:Gym          30 USD
            Assets:Checking

        2026-08-31 Landlord
            Expenses:Rent        900 USD
            Assets:Checking

        """

    func span(requested: DateSpan = .unbounded, report: DateSpan = .unbounded, journal text: String = Self.journal) -> DateSpan {
        Forecast.span(requested: requested, report: report, journal: ReportTestJournal.read(text), today: Self.today)
    }

    @Test func startsTheDayAfterTheLastRealTransaction() {
        #expect(span().start == date(2026, 9, 1))
    }

    @Test func aLaterReportStartWins() {
        #expect(span(report: DateSpan(start: date(2026, 10, 15), end: nil)).start == date(2026, 10, 15))
        // An earlier one does not: the forecast never overlaps the real transactions.
        #expect(span(report: DateSpan(start: date(2026, 1, 1), end: nil)).start == date(2026, 9, 1))
    }

    @Test func theForecastPeriodsStartWinsOverBoth() {
        let requested = DateSpan(start: date(2026, 2, 1), end: nil)
        #expect(span(requested: requested, report: DateSpan(start: date(2026, 10, 1), end: nil)).start == date(2026, 2, 1))
    }

    @Test func endsAtTheForecastEndElseTheReportEndElse180DaysAfterToday() {
        #expect(span(requested: DateSpan(start: nil, end: date(2027, 3, 1))).end == date(2027, 3, 1))
        #expect(span(report: DateSpan(start: nil, end: date(2026, 12, 1))).end == date(2026, 12, 1))
        #expect(span().end == Self.today.adding(days: 180))
    }

    @Test func aJournalWithNoTransactionsStartsToday() {
        #expect(span(journal: "~ monthly\n    Expenses:Rent  900 USD\n    Assets:Checking\n").start == Self.today)
    }

    @Test func eachRuleStaysInsideItsOwnDates() throws {
        let journal = ReportTestJournal.read(Self.journal)
        let forecast = Forecast.adding(to: journal, in: DateSpan(start: date(2026, 9, 1), end: date(2027, 3, 1)))
        let generated = forecast.transactions.filter { Forecast.isGenerated($0, in: forecast) }
        let gym = generated.filter { forecast.string($0.description) == "gym" }.map(\.date)
        let rent = generated.filter { forecast.string($0.description) == "rent" }.map(\.date)
        #expect(gym == [date(2026, 10, 1), date(2026, 11, 1), date(2026, 12, 1)])
        #expect(rent.count == 6 && rent.first == date(2026, 9, 1) && rent.last == date(2027, 2, 1))
        #expect(!Forecast.isGenerated(forecast.transactions[0], in: forecast))
        let tag = try #require(generated.first?.tags.first)
        #expect(forecast.string(tag.name) == "generated-transaction")
        #expect(forecast.string(tag.value) == "~ monthly")
    }

    /// The blank posting of a rule is filled in, as it is for budgets.
    @Test func generatedTransactionsBalance() throws {
        let journal = ReportTestJournal.read(Self.journal)
        let forecast = Forecast.adding(to: journal, in: DateSpan(start: date(2026, 9, 1), end: date(2026, 10, 1)))
        let generated = try #require(forecast.transactions.last)
        #expect(generated.postings.map { ReportTestJournal.show($0.amount, in: forecast) } == ["900 USD", "-900 USD"])
    }

    /// Every interval kind falls where hledger puts it inside a forecast of January to March 2027.
    @Test(arguments: [
        ("daily", 90, date(2027, 1, 1)),
        ("weekly", 13, date(2027, 1, 4)),
        ("every 2 weeks from 2026-12-28", 6, date(2027, 1, 11)),
        ("monthly", 3, date(2027, 1, 1)),
        ("quarterly", 1, date(2027, 1, 1)),
        ("yearly", 1, date(2027, 1, 1)),
        ("every 31st day of month", 3, date(2027, 1, 31)),
        ("every 3rd friday of month", 3, date(2027, 1, 15)),
        ("every 2 months in 2027", 2, date(2027, 1, 1)),
    ])
    func everyIntervalKind(_ period: String, _ count: Int, _ first: Day) {
        let journal = ReportTestJournal.read("~ \(period)\n    Expenses:Rent  900 USD\n    Assets:Checking\n")
        let forecast = Forecast.adding(to: journal, in: DateSpan(start: date(2027, 1, 1), end: date(2027, 4, 1)))
        #expect(forecast.transactions.count == count)
        #expect(forecast.transactions.first?.date == first)
    }
}
