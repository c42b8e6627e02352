import Testing
import TrackModel
import TrackReports

@Suite struct OverviewReportTests {
    typealias J = HouseholdReportJournal

    /// Today is 2026-11-21. A euro account valued with P prices, a
    /// transfer, and a transaction dated after today.
    static let journal = """
        commodity 1,000.00 USD
        commodity 1,000.00 EUR
        P 2026-10-31 EUR 1.10 USD
        P 2026-11-15 EUR 1.20 USD

        2026-10-01 Opening
            Assets:Checking       1,000.00 USD
            Assets:Euro             100.00 EUR
            Equity:Opening
        2026-11-01 Salary
            Assets:Checking       2,000.00 USD
            Income:Salary
        2026-11-02 Rent
            Expenses:Bills:Rent     900.00 USD
            Assets:Checking
        2026-11-05 Groceries
            Expenses:Food:Market    120.00 USD
            Assets:Checking
        2026-11-06 Cafe
            Expenses:Leisure:Cafe    10.00 EUR
            Assets:Euro
        2026-11-07 Books
            Expenses:Leisure:Books   30.00 USD
            Assets:Checking
        2026-11-08 Gift
            Expenses:Gifts           15.00 USD
            Assets:Checking
        2026-11-09 To savings
            Assets:Savings          200.00 USD
            Assets:Checking
        2026-11-30 Rent ahead
            Expenses:Bills:Rent     900.00 USD
            Assets:Checking

        """

    func overview() -> (OverviewReport, Journal) {
        let journal = ReportTestJournal.read(Self.journal)
        return (OverviewReport(journal: journal, today: ReportTestJournal.today, currency: J.usd(journal)), journal)
    }

    @Test func balanceAndItsChangeSinceLastMonth() {
        let (report, journal) = overview()
        // End of October: 1,000.00 USD + 100 EUR at 1.10 = 1,110.00 USD.
        #expect(report.previousMonthEnd == date(2026, 10, 31))
        #expect(report.previousBalance.quantity(of: J.usd(journal)) == J.quantity("1110"))
        // Today: 1,000 + 2,000 − 900 − 120 − 30 − 15 = 1,935.00 USD (the savings move
        // stays within assets) + 90 EUR at 1.20 = 108.00: 2,043.00 USD. The rent of
        // 2026-11-30 is not yet.
        #expect(report.balance.quantity(of: J.usd(journal)) == J.quantity("2043"))
        #expect(report.balanceChange.amount.quantity(of: J.usd(journal)) == J.quantity("933"))
    }

    /// A large journal is summed in parts on every core: the figures are those of one walk.
    @Test func partsGiveTheFiguresOfOneWalk() {
        let (whole, journal) = overview()
        let parted = OverviewReport(journal: journal, today: ReportTestJournal.today, currency: J.usd(journal),
                                    minimumPart: 1)
        #expect(parted.balance == whole.balance)
        #expect(parted.previousBalance == whole.previousBalance)
        #expect(parted.monthFigures.income == whole.monthFigures.income)
        #expect(parted.monthFigures.expenses == whole.monthFigures.expenses)
        #expect(!whole.balance.isZero)
    }

    @Test func thisMonthsFiguresAndTopCategories() {
        let (report, journal) = overview()
        #expect(report.month == span(date(2026, 11, 1), date(2026, 11, 22)))
        #expect(report.monthFigures.income.quantity(of: J.usd(journal)) == J.quantity("2000"))
        // 900 + 120 + 12 (10 EUR at 1.20) + 30 + 15 = 1,077.00 USD.
        #expect(report.monthFigures.expenses.quantity(of: J.usd(journal)) == J.quantity("1077"))
        #expect(report.topExpenses.map(\.name) == ["Bills", "Food", "Leisure"])
        #expect(report.topExpenses.map { $0.amount.quantity(of: J.usd(journal)) } == [J.quantity("900"), J.quantity("120"), J.quantity("42")])
    }

    @Test func recentTransactionsNewestFirst() {
        let (report, journal) = overview()
        #expect(report.recentTransactions.map(\.description) == ["To savings", "Gift", "Books", "Cafe", "Groceries"])
        let transfer = report.recentTransactions[0]
        #expect(transfer.isTransfer)
        #expect(J.show(transfer.amount, in: journal) == ["200.00 USD"])
        #expect(report.recentTransactions[1].category == "Gifts")
        #expect(J.show(report.recentTransactions[3].amount, in: journal) == ["-10.00 EUR"])
    }

    @Test func requiredIncomeFromTheLastThreeMonths() {
        let (report, _) = overview()
        #expect(report.requiredIncome.window == span(date(2026, 8, 1), date(2026, 11, 1)))
        #expect(report.requiredIncome.expenses == Quantity(0))
    }

    @Test func sectionsComeInTheirOrder() {
        let (report, _) = overview()
        #expect(report.sections == [.balance, .month, .topExpenses, .recentTransactions, .requiredIncome, .goals, .budget])
    }
}
