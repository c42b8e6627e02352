import Testing
import TrackModel
import TrackReports

@Suite struct CashflowReportTests {
    static let today = date(2026, 11, 21)

    static let journal = """
        account Assets:Checking        ; type: Cash
        account Assets:Savings         ; type: Asset, category: savings
        account Income:Pay             ; type: Revenue
        account Expenses:Housing       ; type: Expense, fixed:
        account Expenses:Food          ; type: Expense
        account Expenses:Fun           ; type: Expense
        account Expenses:Phone         ; type: Expense

        ~ every 2 weeks from 2026-11-02  pay
            Assets:Checking          1,000.00 USD
            Income:Pay

        ~ monthly  plan
            Expenses:Housing:Rent    1,200.00 USD
            Expenses:Phone              40.00 USD  ; fixed:
            Expenses:Food              400.00 USD
            Expenses:Fun               100.00 USD
            Assets:Savings             200.00 USD
            Assets:Checking

        2026-10-16 Employer
            Assets:Checking          1,000.00 USD
            Income:Pay
        2026-10-30 Employer
            Assets:Checking          1,100.00 USD
            Income:Pay
        2026-11-03 Grocer
            Expenses:Food              130.00 USD
            Assets:Checking
        2026-11-05 Cinema
            Expenses:Fun                25.00 USD
            Assets:Checking

        """

    func report(_ text: String = Self.journal) -> (CashflowReport, Journal) {
        let journal = ReportTestJournal.read(text)
        let november = span(date(2026, 11, 1), date(2026, 12, 1))
        return (CashflowReport(journal: journal, month: november, today: Self.today), journal)
    }

    @Test func fixedIncomeIsWhatTheRulesPostToIncome() {
        let (report, journal) = report()
        // Paid on 2, 16 and 30 November.
        #expect(report.fixedIncome.map(\.name) == ["Income:Pay"])
        #expect(ReportTestJournal.show(report.totalFixedIncome, in: journal) == ["3000 USD"])
    }

    @Test func fixedExpensesAreTaggedPostingsAndAccounts() {
        let (report, journal) = report()
        #expect(report.fixedExpenses.map(\.name) == ["Expenses:Housing:Rent", "Expenses:Phone"])
        #expect(ReportTestJournal.show(report.totalFixedExpenses, in: journal) == ["1240 USD"])
        #expect(ReportTestJournal.show(report.disposable, in: journal) == ["1760 USD"])
    }

    @Test func theOtherPostingsAllocateTheDisposableIncomeByCategory() {
        let (report, journal) = report()
        #expect(report.allocations.map(\.category) == ["Food", "Fun", "savings"])
        #expect(report.allocations.map { ReportTestJournal.show($0.actual, in: journal) } == [["130 USD"], ["25 USD"], []])
        #expect(report.allocations.first?.share?.rounded(toScale: 2)?.description == "22.73")
        #expect(ReportTestJournal.show(report.unallocated, in: journal) == ["1060 USD"])
    }

    @Test func extraCashIsLastMonthsIncomeBeyondTheFixedIncome() {
        let (report, journal) = report()
        #expect(ReportTestJournal.show(report.lastMonthIncome, in: journal) == ["2100 USD"])
        #expect(ReportTestJournal.show(report.extraCash, in: journal) == ["-900 USD"])
    }

    /// Today 1,945 USD in checking; each month −1,940 leaves it, and pay comes every two weeks.
    @Test func theRunwayFindsTheLowestPointAndTheFirstDayBelowZero() throws {
        let (report, journal) = report()
        #expect(report.runway.first?.day == Self.today)
        #expect(ReportTestJournal.show(try #require(report.runway.first).balance, in: journal) == ["1945 USD"])
        #expect(report.runway.count == 7)
        #expect(report.runway.last?.day == date(2027, 4, 30))
        let lowest = try #require(report.lowest)
        #expect(lowest.day == date(2026, 12, 1))
        #expect(ReportTestJournal.show(lowest.balance, in: journal) == ["1005 USD"])
        #expect(report.firstBelowZero == nil)
    }

    @Test func aRunwayThatGoesBelowZeroSaysWhen() throws {
        let text = """
            account Assets:Checking   ; type: Cash

            ~ monthly from 2026-12  rent
                Expenses:Rent     800 USD
                Assets:Checking

            2026-11-01 Opening
                Assets:Checking   1000 USD
                Equity:Opening

            """
        let (report, journal) = report(text)
        let below = try #require(report.firstBelowZero)
        #expect(below.day == date(2027, 1, 1))
        #expect(ReportTestJournal.show(below.balance, in: journal) == ["-600 USD"])
        #expect(report.lowest?.day == date(2027, 5, 1))
        #expect(ReportTestJournal.show(try #require(report.lowest).balance, in: journal) == ["-3800 USD"])
    }
}
