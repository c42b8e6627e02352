import Foundation
import Testing
import TrackModel
@testable import TrackReports

/// Plans against the journal: which postings are deposits, each
/// checkpoint's state, reminders, the ways back, and the flows of the
/// `percent` and `round-up` methods.
struct PlanBookTests {
    static let text = """
        account Assets:Savings:Fund  ; plan:fund, plan-method:by-date, plan-start:2026-01-05, plan-every:month, plan-count:4, plan-target:400.00 USD
        account Assets:Pocket  ; plan:pocket, plan-method:round-up, plan-start:2026-01-05, plan-every:week, plan-count:3, plan-unit:1 USD, plan-target:10.00 USD
        account Assets:Tithe  ; plan:tithe, plan-method:percent, plan-start:2026-02-01, plan-every:month, plan-count:2, plan-percent:10, plan-target:1000.00 USD

        2026-01-01 Salary
            Assets:Checking     3000.00 USD
            Income:Salary

        2026-01-05 Fund
            Assets:Savings:Fund:Sub    100.00 USD
            Assets:Checking

        2026-01-06 Coffee
            Expenses:Coffee          4.30 USD
            Assets:Checking

        2026-01-07 Lunch
            Expenses:Food           12.00 USD
            Assets:Checking

        2026-01-13 Tagged elsewhere
            Assets:Other              50.00 USD  ; plan:fund
            Assets:Checking

        2026-01-20 Other currency
            Assets:Savings:Fund       10 EUR
            Equity:Opening

        """

    static func book(today: Day) -> PlanBook {
        let journal = ReportTestJournal.read(text)
        let plans = JournalPlans(journal: journal)
        #expect(plans.errors.isEmpty)
        return PlanBook(journal: journal, plans: plans, today: today)
    }

    @Test func depositsAreTheAccountsPostingsAndTaggedOnesInTheCommodity() throws {
        let fund = try #require(Self.book(today: date(2026, 1, 31)).plan(named: "fund"))
        // 100 into a subaccount, 50 tagged plan:fund elsewhere; the 10 EUR are not in the plan's commodity.
        #expect(fund.saved == Quantity("150.00")!)
        #expect(fund.rows.map(\.state) == [.met, .upcoming, .upcoming, .upcoming])
        #expect(fund.state == .onSchedule)
        #expect(fund.reminders.isEmpty)
    }

    @Test func aCheckpointNotCoveredIsDueThenMissed() throws {
        let fund = try #require(Self.book(today: date(2026, 3, 10)).plan(named: "fund"))
        #expect(fund.rows.map(\.state) == [.met, .missed, .due, .upcoming])
        #expect(fund.state == .behind(Quantity("150.00")!))
        #expect(fund.catchUp == Quantity("150.00")!)
        #expect(fund.reminders.map(\.checkpoint.number) == [2, 3])
        let respread = try #require(fund.respread)
        #expect(respread.amount == Quantity("250.00")! && respread.checkpoints == 1 && respread.from == date(2026, 4, 5))
        #expect(fund.progress == Quantity("37.5")!)
        #expect(fund.next?.checkpoint.number == 2)
    }

    @Test func seenHidesTheRemindersUpToItsDay() throws {
        let journal = ReportTestJournal.read(Self.text.replacingFirst("plan-target:400.00 USD", with: "plan-target:400.00 USD, plan-seen:2026-02-05"))
        let plans = JournalPlans(journal: journal)
        let fund = try #require(PlanBook(journal: journal, plans: plans, today: date(2026, 3, 10)).plan(named: "fund"))
        #expect(fund.reminders.map(\.checkpoint.number) == [3])
    }

    @Test func roundUpSavesEachExpensesDifferenceInItsWeek() throws {
        let pocket = try #require(Self.book(today: date(2026, 1, 31)).plan(named: "pocket"))
        // The first checkpoint's window is the week before the start: nothing. The second: 4.30 → 0.70, 12.00 → 0.
        #expect(pocket.rows.map(\.checkpoint.amount) == [Quantity.zero, Quantity("0.70")!, Quantity.zero])
    }

    @Test func percentSavesAShareOfTheMonthsIncome() throws {
        let tithe = try #require(Self.book(today: date(2026, 1, 31)).plan(named: "tithe"))
        // February's checkpoint covers January: 10 % of 3,000.00.
        #expect(tithe.rows.map(\.checkpoint.amount) == [Quantity("300.00")!, Quantity("0.00")!])
    }

    @Test(arguments: [("4.30", "1", "0.70"), ("12.00", "1", "0"), ("0.01", "0.25", "0.24"), ("7.50", "5", "2.50")])
    func roundUp(_ expense: String, _ unit: String, _ saved: String) {
        #expect(PlanBook.roundUp(Quantity(expense)!, to: Quantity(unit)!) == Quantity(saved)!)
    }

    @Test func methodsExamplesComeFromTheSchedule() throws {
        let report = PlanMethodsReport()
        #expect(report.methods.map(\.method) == PlanMethod.allCases)
        let fiftyTwo = try #require(report.methods.first { $0.method == .fiftyTwoWeek })
        #expect(fiftyTwo.count == 52 && fiftyTwo.total == Quantity("13780.00")!)
        #expect(report.methods.allSatisfy { $0.first.count == 5 })
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
