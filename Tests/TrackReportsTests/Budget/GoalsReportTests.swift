import Testing
import TrackModel
import TrackReports

@Suite struct LoanMathTests {
    /// 10,000 at 6% a year over 12 months: the textbook payment 860.66.
    @Test func theAnnuityPaymentIsTheTextbooks() throws {
        let r = LoanMath.monthlyRate(percent: Quantity(6))
        let payment = try #require(LoanMath.payment(principal: Quantity(10000), monthlyRate: r, months: 12))
        #expect(payment.rounded(toScale: 2)?.description == "860.66")
    }

    @Test func withoutInterestPaymentsSplitEvenly() throws {
        let payment = try #require(LoanMath.payment(principal: Quantity(1200), monthlyRate: .zero, months: 12))
        #expect(payment.normalized.description == "100")
    }

    /// Saving 1,000 from nothing over 12 months at 6%: each deposit 81.07, less than the linear 83.33.
    @Test func theSinkingFundCountsTheInterestEarned() throws {
        let r = LoanMath.monthlyRate(percent: Quantity(6))
        let saving = try #require(LoanMath.sinkingFund(target: Quantity(1000), balance: .zero, monthlyRate: r, months: 12))
        #expect(saving.rounded(toScale: 2)?.description == "81.07")
    }

    @Test func aScheduleEndsAtZeroWithAShorterLastPayment() throws {
        let r = LoanMath.monthlyRate(percent: Quantity(6))
        let months = LoanMath.schedule(balance: Quantity(10000), monthlyRate: r, payment: Quantity(mantissa: 86067, scale: 2),
                                       first: date(2027, 1, 1), places: 2)
        #expect(months.count == 12)
        #expect(months.first?.interest.description == "50.00")
        #expect(months.last?.balance.isZero == true)
        #expect(months.last?.date == date(2027, 12, 1))
    }
}

@Suite struct GoalsReportTests {
    static let today = date(2026, 11, 21)

    func report(_ text: String) throws -> (GoalsReport, Journal) {
        let journal = ReportTestJournal.read(text)
        return (try GoalsReport(journal: journal, today: Self.today), journal)
    }

    @Test func cardsComeDueSoonestFirst() throws {
        let (report, _) = try report(GoalsFixture.journal)
        #expect(report.goals.map(\.name) == ["Vacation", "Emergency", "Car"])
    }

    @Test func aSavingGoalCountsPostingsTaggedWithItsName() throws {
        let (report, _) = try report(GoalsFixture.journal)
        let vacation = try #require(report.goals.first)
        #expect(vacation.kind == .saving)
        #expect(vacation.current.normalized.description == "1000")
        #expect(vacation.monthsLeft == 7)
        #expect(vacation.monthlyNeeded?.rounded(toScale: 2)?.description == "285.71")
        #expect(vacation.pace.normalized.description == "200")
        #expect(vacation.verdict == .behind(try #require(Quantity("85.714285714285714286"))))
    }

    @Test func aLoanHasItsPrincipalPaymentAndNextPaymentsParts() throws {
        let (report, _) = try report(GoalsFixture.journal)
        let car = try #require(report.goals.last)
        #expect(car.kind == .loan)
        #expect(car.principal?.normalized.description == "18000")
        #expect(car.paid?.normalized.description == "1350")
        #expect(car.current.normalized.description == "16650")
        #expect(car.monthlyNeeded?.rounded(toScale: 2)?.description == "701.93")
        #expect(car.nextInterest?.rounded(toScale: 2)?.description == "67.99")
        #expect(car.nextPrincipal?.rounded(toScale: 2)?.description == "633.94")
    }

    @Test func reachedAndPastGoals() throws {
        let (report, _) = try report("""
            account Assets:Bike     ; goal: 100 USD, due: 2026-06-30
            account Assets:Boat     ; goal: 900 USD, due: 2026-06-30

            2026-01-05 Save
                Assets:Bike      150 USD
                Assets:Boat      100 USD
                Assets:Checking

            """)
        #expect(report.goals.map(\.verdict) == [.done, .overdue])
    }

    @Test func aGoalInACommodityItsAccountNeverHoldsIsRefused() {
        #expect(throws: GoalsReport.CommodityNotHeld(account: "Assets:Trip", goal: "EUR", held: ["USD"])) {
            _ = try report("""
                commodity EUR
                account Assets:Trip     ; goal: 900 EUR

                2026-01-05 Save
                    Assets:Trip      100 USD
                    Assets:Checking

                """)
        }
    }

    @Test func aLoanWithoutADueDateIsPaidOffAtItsPace() throws {
        let (report, _) = try report("""
            account Liabilities:Loan   ; goal: 0 USD, rate: 0%

            2026-07-01 Borrow
                Assets:Checking     1000 USD
                Liabilities:Loan
            2026-09-01 Pay
                Liabilities:Loan     100 USD
                Assets:Checking
            2026-10-01 Pay
                Liabilities:Loan     100 USD
                Assets:Checking

            """)
        let loan = try #require(report.goals.first)
        // 800 left at 66.67 a month (200 over August to October): 12 payments from December, the last smaller.
        #expect(loan.payoffAtPace == date(2027, 11, 1))
    }
}

enum GoalsFixture {
    static let journal = """
        account Assets:Checking            ; type: Cash
        account Assets:Savings:Vacation    ; type: Asset, goal: 3000 USD, due: 2027-06-30
        account Assets:Savings:Emergency   ; type: Asset, goal: 10000 USD, due: 2027-12-31, rate: 4%
        account Liabilities:Loans:Car      ; type: Liability, goal: 0 USD, due: 2028-12-31, rate: 4.9%

        2026-01-05 Car dealer
            Assets:Checking              18000.00 USD
            Liabilities:Loans:Car
        2026-01-10 Opening
            Assets:Checking              20000.00 USD
            Equity:Opening
        2026-02-01 Savings
            Assets:Savings:Vacation        400.00 USD
            Assets:Savings:Emergency      1500.00 USD
            Assets:Checking
        2026-08-01 Car
            Liabilities:Loans:Car          450.00 USD
            Assets:Checking
        2026-09-01 Car
            Liabilities:Loans:Car          450.00 USD
            Assets:Checking
        2026-09-03 Savings
            Assets:Savings:Vacation        250.00 USD
            Assets:Checking
        2026-10-01 Car
            Liabilities:Loans:Car          450.00 USD
            Assets:Checking
        2026-10-03 Savings
            Assets:Savings:Vacation        250.00 USD
            Assets:Checking
        2026-10-20 Gift for the trip
            Assets:Checking                100.00 USD  ; goal: Vacation
            Income:Gifts

        """
}

@Suite struct LoanScheduleDriftTests {
    /// A payment one cent off is within the smallest unit; two cents off is flagged.
    @Test func paymentsOffTheScheduleByMoreThanOneUnitAreFlagged() throws {
        let journal = ReportTestJournal.read("""
            account Liabilities:Loan   ; goal: 0 USD, due: 2027-12-31, rate: 5%

            2026-07-01 Borrow
                Assets:Checking     1000.00 USD
                Liabilities:Loan
            2026-08-01 Pay
                Liabilities:Loan     100.00 USD
                Assets:Checking
            2026-09-01 Pay
                Liabilities:Loan     100.01 USD
                Assets:Checking
            2026-10-01 Pay
                Liabilities:Loan      99.98 USD
                Assets:Checking

            """)
        let goal = try #require(try GoalsReport(journal: journal, today: date(2026, 11, 21)).goals.first)
        let drifts = LoanSchedule.drifts(in: journal, goal: goal, payment: Quantity(100), places: 2, today: date(2026, 11, 21))
        #expect(drifts.map(\.date) == [date(2026, 10, 1)])
        #expect(drifts.map(\.paid.description) == ["99.98"])
    }
}

@Suite struct GoalsForecastTests {
    /// With the rules' transactions added, a card says what will be saved by its due date.
    @Test func aForecastProjectsTheBalanceOnTheDueDate() throws {
        let journal = ReportTestJournal.read("""
            account Assets:Trip     ; goal: 1000 USD, due: 2027-03-31

            ~ monthly  trip fund
                Assets:Trip      100 USD
                Assets:Checking

            2026-11-02 Save
                Assets:Trip      300 USD
                Assets:Checking

            """)
        let today = date(2026, 11, 21)
        let plain = try #require(try GoalsReport(journal: journal, today: today).goals.first)
        #expect(plain.projected == nil)
        let forecast = Forecast.adding(to: journal, in: Forecast.span(requested: .unbounded, report: .unbounded,
                                                                     journal: journal, today: today))
        let goal = try #require(try GoalsReport(journal: forecast, today: today).goals.first)
        // December to March: four more deposits.
        #expect(goal.projected?.normalized.description == "700")
        #expect(goal.current.normalized.description == "300")
    }
}
