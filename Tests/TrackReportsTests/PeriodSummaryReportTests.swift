import Testing
import TrackModel
import TrackReports

@Suite struct PeriodSummaryReportTests {
    typealias J = HouseholdReportJournal

    /// Opening balances in December, then two months of salary and
    /// spending; February also has a refund and a card charge the bank
    /// posts in March.
    static let journal = """
        commodity 1,000.00 USD
        account Assets:Checking       ; type: Cash
        account Liabilities:Card      ; type: Liability
        account Income                ; type: Revenue
        account Expenses              ; type: Expense

        2025-12-31 Opening
            Assets:Checking       1,000.00 USD
            Liabilities:Card       -200.00 USD
            Equity:Opening

        2026-01-05 Salary
            Assets:Checking       2,000.00 USD
            Income:Salary

        2026-01-10 Rent
            Expenses:Rent         1,500.00 USD
            Assets:Checking

        2026-02-05 Salary
            Assets:Checking       2,000.00 USD
            Income:Salary

        2026-02-10 Rent
            Expenses:Rent         1,500.00 USD
            Assets:Checking

        2026-02-14 Dinner
            Expenses:Dining         300.00 USD
            Liabilities:Card       -300.00 USD  ; date:2026-03-02

        2026-02-20 Refund
            Assets:Checking          50.00 USD
            Income:Refunds

        """

    func report(_ text: String = journal, interval: Interval = .monthly, span: DateSpan = .unbounded,
                query: Query = .any, valuation: Valuation? = nil) -> (PeriodSummaryReport, Journal) {
        let journal = ReportTestJournal.read(text)
        let report = PeriodSummaryReport(journal: journal, filter: PostingFilter(query, journal: journal),
                                         options: .init(interval: interval, span: span, valuation: valuation))
        return (report, journal)
    }

    @Test func rowsHoldIncomeExpensesNetAndTheClosingBalance() {
        let (report, journal) = report()
        // The journal runs from 2025-12-31 to 2026-03-02 (a posting date counts).
        #expect(report.rows.map { Interval.monthly.label(for: $0.period.start!) } == ["2025-12", "2026-01", "2026-02", "2026-03"])
        let show = { (m: MixedAmount) in J.show(m, in: journal) }
        #expect(report.rows.map { show($0.figures.income) } == [[], ["2000.00 USD"], ["2050.00 USD"], []])
        #expect(report.rows.map { show($0.figures.expenses) } == [[], ["1500.00 USD"], ["1800.00 USD"], []])
        #expect(report.rows.map { show($0.figures.net) } == [[], ["500.00 USD"], ["250.00 USD"], []])
        // Assets and liabilities: 800.00, then + 500.00; February's dinner reaches the card in March.
        #expect(report.rows.map { show($0.closingBalance) } == [["800.00 USD"], ["1300.00 USD"], ["1850.00 USD"], ["1550.00 USD"]])
    }

    @Test func savingsRateAndExpenseChangeArePercentages() {
        let (report, journal) = report()
        let january = report.rows[1], february = report.rows[2]
        #expect(january.figures.savingsRate == Quantity(25))
        // 250 ÷ 2,050 = 12.195121…%
        #expect(february.figures.savingsRate?.rounded(toScale: 4) == J.quantity("12.1951"))
        #expect(J.show(february.expenseChange!.amount, in: journal) == ["300.00 USD"])
        #expect(february.expenseChange?.percent == Quantity(20))
        // December had no expenses: January's change is an amount with no percentage.
        #expect(january.expenseChange?.percent == nil)
        #expect(report.rows[0].expenseChange == nil)
        #expect(report.rows[0].figures.savingsRate == nil)
    }

    @Test func totalAndAverageCoverEveryRow() {
        let (report, journal) = report()
        #expect(J.show(report.total.income, in: journal) == ["4050.00 USD"])
        #expect(J.show(report.total.expenses, in: journal) == ["3300.00 USD"])
        #expect(J.show(report.total.net, in: journal) == ["750.00 USD"])
        // Four months: 4,050 ÷ 4 = 1,012.50.
        #expect(report.average.income.quantity(of: J.usd(journal)) == J.quantity("1012.5"))
        #expect(report.average.savingsRate == report.total.savingsRate)
    }

    @Test func aPeriodKeepsEarlierPostingsInTheClosingBalance() {
        let (report, journal) = report(span: span(date(2026, 2, 1), date(2026, 3, 1)))
        #expect(report.rows.count == 1)
        #expect(J.show(report.rows[0].closingBalance, in: journal) == ["1850.00 USD"])
        #expect(J.show(report.total.income, in: journal) == ["2050.00 USD"])
    }

    @Test func periodsAreWholeIntervals() {
        let (report, _) = report(interval: .quarterly, span: span(date(2026, 1, 15), date(2026, 2, 15)))
        #expect(report.span == span(date(2026, 1, 1), date(2026, 4, 1)))
        #expect(report.rows.count == 1)
    }

    @Test func commoditiesStayApartWithoutValuation() {
        let text = """
            P 2026-01-31 EUR 1.10 USD
            P 2026-02-28 EUR 1.20 USD

            2026-01-05 Salary
                Assets:Checking     2000 USD
                Income:Salary
            2026-01-20 Paris
                Expenses:Travel      100 EUR
                Assets:Wallet
            2026-02-20 Berlin
                Expenses:Travel      100 EUR
                Assets:Wallet

            """
        let (plain, journal) = report(text)
        #expect(Set(J.show(plain.rows[0].figures.net, in: journal)) == ["-100 EUR", "2000 USD"])
        #expect(plain.rows[0].figures.savingsRate == nil)
        #expect(plain.valuation == nil)

        // -X USD, each month at its last day: January's 100 EUR at 1.10, February's at 1.20.
        let valuation = Valuation(converter: CurrencyConverter(journal: journal, target: J.usd(journal)), moment: .periodEnd)
        let (valued, _) = report(text, valuation: valuation)
        let usd = J.usd(journal)
        #expect(valued.rows[0].figures.expenses.quantity(of: usd) == J.quantity("110"))
        #expect(valued.rows[1].figures.expenses.quantity(of: usd) == J.quantity("120"))
        #expect(valued.rows[0].figures.savingsRate == J.quantity("94.5"))
        #expect(valued.rows[1].expenseChange?.percent?.rounded(toScale: 2) == J.quantity("9.09"))
        #expect(valued.valuation?.unpriced == [])

        // --value then: each posting at its own date; the rate of 2026-01-20 is none yet.
        let then = Valuation(converter: CurrencyConverter(journal: journal, target: J.usd(journal)), moment: .postingDate)
        let (atPosting, _) = report(text, valuation: then)
        #expect(atPosting.rows[1].figures.expenses.quantity(of: usd) == J.quantity("110"))
        #expect(atPosting.valuation?.unpriced.map { journal.commodities.symbol($0) } == ["EUR"])
    }

    @Test func aQuerySelectsPostings() {
        let (report, journal) = report(query: .not(.account(try! TextPattern("refunds"))))
        #expect(J.show(report.total.income, in: journal) == ["4000.00 USD"])
    }

    @Test func anEmptyJournalHasNoRows() {
        let (report, _) = report("; nothing yet\n")
        #expect(report.rows.isEmpty)
        #expect(report.total.income.amounts.isEmpty)
    }
}
