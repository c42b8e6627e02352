import Testing
import TrackModel
import TrackReports

@Suite struct OverviewPlansTests {
    @Test func theThreeGoalsDueSoonestAndThisMonthsBudget() throws {
        let journal = ReportTestJournal.read(GoalsFixture.journal + """

            account Assets:Savings:Bike   ; goal: 500 USD, due: 2029-01-31

            ~ monthly
                Expenses:Food      100 USD
                Expenses:Fun        10 USD
                Assets:Checking

            2026-11-05 Cinema
                Expenses:Fun        25 USD
                Assets:Checking

            """)
        let plans = OverviewPlans(journal: journal, today: date(2026, 11, 21))
        #expect(plans.goals.map(\.name) == ["Vacation", "Emergency", "Car"])
        #expect(ReportTestJournal.show(try #require(plans.spent), in: journal) == ["25 USD"])
        #expect(ReportTestJournal.show(try #require(plans.budgeted), in: journal) == ["110 USD"])
        #expect(plans.overBudget == ["Fun"])
    }

    @Test func aJournalWithNeitherShowsNothing() {
        let journal = ReportTestJournal.read("2026-11-05 Cinema\n    Expenses:Fun  25 USD\n    Assets:Checking\n")
        let plans = OverviewPlans(journal: journal, today: date(2026, 11, 21))
        #expect(plans.goals.isEmpty && plans.spent == nil && plans.overBudget.isEmpty)
    }
}
