import Testing
import TrackModel
import TrackReports

/// `RequiredIncomeReport` on a small journal whose figures are worked out
/// by hand below.
@Suite struct RequiredIncomeReportTests {
    typealias J = HouseholdReportJournal

    /// The window is August to October 2026, three whole months.
    ///
    /// Expenses in the window:
    ///   rent 3 × 1,200.00                      = 3,600.00 USD
    ///   groceries 960.00                       =   960.00 USD
    ///   car repair 1,560.00                    = 1,560.00 USD
    ///   travel 100 EUR at 1.20 (P 2026-10-01)  =   120.00 USD
    ///                                      E   = 6,240.00 USD
    /// (July's and November's rent lie outside the window.)
    ///
    /// Needed (40 hours a week, 52 weeks a year):
    ///   year  = E × 12 ÷ 3     = 24,960.00
    ///   month = year ÷ 12      =  2,080.00
    ///   week  = year ÷ 52      =    480.00
    ///   day   = week ÷ 5       =     96.00
    ///   hour  = year ÷ 2,080   =     12.00
    ///
    /// Income in the window: 3 × 2,600.00 = 7,800.00, so
    ///   year 31,200.00, month 2,600.00, week 600.00, day 120.00, hour 15.00,
    /// and the surplus (actual − needed):
    ///   year 6,240.00, month 520.00, week 120.00, day 24.00, hour 3.00.
    ///
    /// With 20% tax, needed before tax = needed ÷ 0.8:
    ///   year 31,200.00, month 2,600.00, week 600.00, day 120.00, hour 15.00.
    ///
    /// With the budgeted savings (`~ monthly`, 520.00 into Assets:Savings;
    /// the balancing -520.00 from Assets:Checking is not a saving):
    ///   month 2,080.00 + 520.00 = 2,600.00, year 31,200.00, hour 15.00,
    ///   and the surplus is zero.
    static let journal = """
        commodity 1,000.00 USD
        commodity 1,000.00 EUR
        account Assets:Checking     ; type: Cash
        account Assets:Savings      ; type: Asset

        P 2026-10-01 EUR 1.20 USD

        ~ monthly
            Assets:Savings           520.00 USD
            Assets:Checking

        2026-07-03 Rent
            Expenses:Bills:Rent    1,200.00 USD
            Assets:Checking

        2026-08-01 Salary
            Assets:Checking        2,600.00 USD
            Income:Salary

        2026-08-03 Rent
            Expenses:Bills:Rent    1,200.00 USD
            Assets:Checking

        2026-09-01 Salary
            Assets:Checking        2,600.00 USD
            Income:Salary

        2026-09-03 Rent
            Expenses:Bills:Rent    1,200.00 USD
            Assets:Checking

        2026-09-12 Market
            Expenses:Food            960.00 USD
            Assets:Checking

        2026-10-01 Salary
            Assets:Checking        2,600.00 USD
            Income:Salary

        2026-10-03 Rent
            Expenses:Bills:Rent    1,200.00 USD
            Assets:Checking

        2026-10-14 Garage
            Expenses:Car           1,560.00 USD
            Assets:Checking

        2026-10-20 Lisbon
            Expenses:Travel           100.00 EUR
            Assets:Checking          -120.00 USD

        2026-11-03 Rent
            Expenses:Bills:Rent    1,200.00 USD
            Assets:Checking

        """

    static let window = span(date(2026, 8, 1), date(2026, 11, 1))

    func report(_ options: RequiredIncomeReport.Options = .init(), window: DateSpan = window) -> (RequiredIncomeReport, Journal) {
        let journal = ReportTestJournal.read(Self.journal)
        let valuation = Valuation(converter: CurrencyConverter(journal: journal, target: J.usd(journal)),
                                  moment: .on(date(2026, 10, 31)))
        let report = RequiredIncomeReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                          window: window, valuation: valuation, options: options)
        return (report, journal)
    }

    /// Each unit's figure of `key`, rounded to cents as display rounds.
    func column(_ report: RequiredIncomeReport, _ key: (RequiredIncomeReport.Row) -> Quantity?) -> [String] {
        report.rows.map { key($0).flatMap { $0.rounded(toScale: 2) }.map(\.description) ?? "-" }
    }

    @Test func neededAndActualFromTheWindow() {
        let (report, _) = report()
        #expect(report.months == 3)
        #expect(report.days == 92)
        #expect(report.expenses == J.quantity("6240"))
        #expect(report.income == J.quantity("7800"))
        #expect(report.rows.map(\.unit) == [.hour, .day, .week, .month, .year])
        #expect(column(report, \.needed) == ["12.00", "96.00", "480.00", "2080.00", "24960.00"])
        #expect(column(report, \.actual) == ["15.00", "120.00", "600.00", "2600.00", "31200.00"])
        #expect(column(report, \.surplus) == ["3.00", "24.00", "120.00", "520.00", "6240.00"])
        #expect(report.rows.allSatisfy { $0.neededBeforeTax == nil })
        #expect(report.unconvertedExpenses.amounts.isEmpty)
    }

    @Test func taxGrossesTheNeedUp() {
        let (report, _) = report(.init(taxRate: Quantity(20)))
        #expect(column(report, \.neededBeforeTax) == ["15.00", "120.00", "600.00", "2600.00", "31200.00"])
        // The surplus compares after-tax figures: the journal's income is what reached the accounts.
        #expect(column(report, \.surplus) == ["3.00", "24.00", "120.00", "520.00", "6240.00"])
    }

    @Test func budgetedSavingsAddToTheNeed() {
        let (report, journal) = report(.init(includeSavings: true))
        #expect(report.savingsPerMonth == J.quantity("520"))
        #expect(report.savings.map { journal.accounts.name($0.account) } == ["Assets:Savings"])
        #expect(column(report, \.needed) == ["15.00", "120.00", "600.00", "2600.00", "31200.00"])
        #expect(column(report, \.surplus) == ["0.00", "0.00", "0.00", "0.00", "0.00"])
    }

    /// The parser has read each rule's period: every 2 weeks saves 26.08875
    /// times a year on average (20,871 weeks in 400 years, halved:
    /// 100 × 20,871 ÷ 9,600 = 217.40…), a rule ended before the window or
    /// happening once saves nothing per month.
    @Test func budgetedSavingsFollowEachRulesPeriod() {
        let journal = ReportTestJournal.read("""
            account Assets:Savings      ; type: Asset

            ~ every 2 weeks
                Assets:Savings           100.00 USD
                Assets:Checking

            ~ monthly to 2026-08
                Assets:Savings           900.00 USD
                Assets:Checking

            ~ 2026-09-15  bonus
                Assets:Savings         5,000.00 USD
                Assets:Checking

            2026-09-03 Rent
                Expenses:Bills:Rent    1,200.00 USD
                Assets:Checking

            """)
        let valuation = Valuation(converter: CurrencyConverter(journal: journal, target: J.usd(journal)),
                                  moment: .on(date(2026, 10, 31)))
        let report = RequiredIncomeReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                          window: Self.window, valuation: valuation, options: .init(includeSavings: true))
        #expect(report.savings.map(\.period) == ["every 2 weeks"])
        #expect(report.savingsPerMonth?.rounded(toScale: 2) == J.quantity("217.41"))
    }

    /// A rule on a day of the month saves 12 times a year, one on a weekday
    /// 52.1775 (20,871 in 400 years): 300 + 12 × 52.1775 ÷ 12 = 352.1775.
    @Test func anchoredRulesSaveAsOftenAsTheyFall() {
        let journal = ReportTestJournal.read("""
            account Assets:Savings      ; type: Asset

            ~ every 15th day of month
                Assets:Savings           300.00 USD
                Assets:Checking

            ~ every tue
                Assets:Savings            12.00 USD
                Assets:Checking

            2026-09-03 Rent
                Expenses:Bills:Rent    1,200.00 USD
                Assets:Checking

            """)
        let valuation = Valuation(converter: CurrencyConverter(journal: journal, target: J.usd(journal)),
                                  moment: .on(date(2026, 10, 31)))
        let report = RequiredIncomeReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                          window: Self.window, valuation: valuation, options: .init(includeSavings: true))
        #expect(report.savings.map(\.perMonth) == [J.quantity("300"), J.quantity("52.1775")])
        #expect(report.savingsPerMonth == J.quantity("352.1775"))
    }

    @Test func workingTimeChangesHourDayAndWeek() {
        // 48 weeks of 30 hours: hour = 24,960 ÷ 1,440 = 17.333…, week = 520, day = 104.
        let (report, _) = report(.init(hoursPerWeek: Quantity(30), weeksPerYear: Quantity(48)))
        #expect(column(report, \.needed) == ["17.33", "104.00", "520.00", "2080.00", "24960.00"])
    }

    @Test func aWindowOfPartMonthsIsCountedInDays() {
        // 2026-09-02 up to 2026-10-02 is 30 days, not whole months. In it: rent
        // (09-03) and market (09-12), 2,160.00 of expenses; the salary of 10-01, 2,600.00.
        // Needed: year = 2,160 × 365 ÷ 30 = 26,280.00, month = 2,190.00.
        // Actual: year = 2,600 × 365 ÷ 30 = 31,633.33…, month = 2,636.11…
        let (report, _) = report(window: span(date(2026, 9, 2), date(2026, 10, 2)))
        #expect(report.months == nil)
        #expect(report.days == 30)
        #expect(report.expenses == J.quantity("2160"))
        #expect(column(report, \.needed).suffix(2) == ["2190.00", "26280.00"])
        #expect(column(report, \.actual).suffix(2) == ["2636.11", "31633.33"])
    }

    @Test func amountsWithNoRateAreLeftOutAndListed() {
        let journal = ReportTestJournal.read("""
            2026-10-05 Sushi
                Expenses:Dining      3000 JPY
                Assets:Cash
            2026-10-06 Lunch
                Expenses:Dining     12.00 USD
                Assets:Cash

            """)
        let valuation = Valuation(converter: CurrencyConverter(journal: journal, target: J.usd(journal)),
                                  moment: .on(date(2026, 10, 31)))
        let report = RequiredIncomeReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                          window: Self.window, valuation: valuation)
        #expect(report.expenses == J.quantity("12"))
        #expect(J.show(report.unconvertedExpenses, in: journal) == ["3000 JPY"])
        #expect(report.valuation.unpriced.map { journal.commodities.symbol($0) } == ["JPY"])
    }
}
