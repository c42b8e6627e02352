import Testing
import TrackModel
import TrackReports

@Suite struct BudgetReportTests {
    static let journal = """
        commodity 1,000.00 USD

        ~ monthly  household
            Expenses:Food:Groceries     400.00 USD
            Expenses:Food:Dining        100.00 USD
            Expenses:Fun                  0.00 USD
            Assets:Checking

        ~ every 2 weeks from 2026-01-05  pay
            Assets:Checking           1,500.00 USD
            Income:Pay

        2026-01-06 Grocer
            Expenses:Food:Groceries     120.00 USD
            Assets:Checking
        2026-01-08 Bistro
            Expenses:Food:Dining        140.00 USD
            Assets:Checking
        2026-01-09 Bakery
            Expenses:Food:Bakery         12.00 USD
            Assets:Checking
        2026-01-10 Cinema
            Expenses:Fun                 20.00 USD
            Assets:Checking
        2026-01-12 Card
            Liabilities:Card            -30.00 USD
            Expenses:Food:Groceries      30.00 USD

        """

    static let months = [span(date(2026, 1, 1), date(2026, 2, 1)), span(date(2026, 2, 1), date(2026, 3, 1)),
                         span(date(2026, 3, 1), date(2026, 4, 1))]

    func report(_ options: BudgetReport.Options, query: Query = .any) -> (BudgetReport, Journal) {
        let journal = ReportTestJournal.read(Self.journal)
        return (BudgetReport(journal: journal, filter: PostingFilter(query, journal: journal), options: options), journal)
    }

    func row(_ report: BudgetReport, _ name: String) -> BudgetReport.Row? { report.rows.first { $0.name == name } }

    @Test func parentsSumTheirChildrensBudgetsAndActuals() throws {
        let (report, journal) = report(.init(columns: [Self.months[0]]))
        let food = try #require(row(report, "Expenses:Food"))
        // Groceries 120 + 30, dining 140, and the unbudgeted bakery rolled into its budgeted parent.
        #expect(ReportTestJournal.show(food.figures[0].actual, in: journal) == ["302 USD"])
        #expect(ReportTestJournal.show(food.figures[0].budget, in: journal) == ["500 USD"])
        #expect(ReportTestJournal.show(food.figures[0].remaining, in: journal) == ["198 USD"])
        #expect(row(report, "Expenses:Food:Bakery") == nil)
        let expenses = try #require(row(report, "Expenses"))
        #expect(ReportTestJournal.show(expenses.figures[0].budget, in: journal) == ["500 USD"])
        #expect(ReportTestJournal.show(expenses.figures[0].actual, in: journal) == ["322 USD"])
    }

    @Test func accountsWithNoBudgetInTheirTreeAreUnbudgeted() throws {
        let (report, journal) = report(.init(columns: [Self.months[0]]))
        let last = try #require(report.rows.last)
        #expect(last.name == BudgetReport.unbudgeted)
        #expect(ReportTestJournal.show(last.figures[0].actual, in: journal) == ["-30 USD"])
    }

    @Test func aBudgetOfZeroHasNoShareUsed() throws {
        let (report, _) = report(.init(columns: [Self.months[0]]))
        let fun = try #require(row(report, "Expenses:Fun"))
        #expect(fun.figures[0].budget.isZero)
        #expect(fun.figures[0].used == nil)
        #expect(fun.figures[0].isOver == true, "spent 20 of nothing")
    }

    @Test func onlyExpensesPastTheirBudgetAreOver() throws {
        let (report, _) = report(.init(columns: [Self.months[0]]))
        #expect(row(report, "Expenses:Food:Dining")?.figures[0].isOver == true)
        #expect(row(report, "Expenses:Food:Dining")?.figures[0].used == Quantity(140))
        #expect(row(report, "Expenses:Food:Groceries")?.figures[0].isOver == false)
        // Income past its budget is not overspending.
        #expect(row(report, "Income:Pay")?.figures[0].isOver == false)
    }

    @Test func theTotalsAreTheExpenseRows() throws {
        let (report, journal) = report(.init(columns: [Self.months[0]]))
        #expect(ReportTestJournal.show(try #require(report.totals.first).actual, in: journal) == ["322 USD"])
        #expect(ReportTestJournal.show(try #require(report.totals.first).budget, in: journal) == ["500 USD"])
    }

    /// `every 2 weeks` keeps its rhythm across the columns: 5 and 19 January, 2 and 16 February, 2, 16 and 30 March.
    @Test func aRuleCountsEachOccurrenceInItsColumn() throws {
        let (report, journal) = report(.init(columns: Self.months))
        let pay = try #require(row(report, "Income:Pay"))
        #expect(pay.figures.map { ReportTestJournal.show($0.budget, in: journal) } == [["-3000 USD"], ["-3000 USD"], ["-4500 USD"]])
    }

    /// The posting without an amount balances the rule's others.
    @Test func theBlankPostingOfARuleIsInferred() throws {
        let (report, journal) = report(.init(columns: [Self.months[1]]))
        let checking = try #require(row(report, "Assets:Checking"))
        #expect(ReportTestJournal.show(checking.figures[0].budget, in: journal) == ["2500 USD"])
    }

    @Test func depthSumsDeeperAccountsIntoTheirAncestors() {
        let (report, _) = report(.init(columns: [Self.months[0]], depth: 2))
        // Undeclared accounts in name order, as hledger lists them; the unbudgeted row last.
        #expect(report.rows.map(\.name) == ["Assets", "Assets:Checking", "Expenses", "Expenses:Food", "Expenses:Fun",
                                             "Income", "Income:Pay", BudgetReport.unbudgeted])
    }

    @Test func budgetPicksRulesByDescription() throws {
        let (report, journal) = report(.init(columns: [Self.months[0]], rules: try TextPattern("pay")))
        #expect(report.usedRuleCount == 1 && report.ruleCount == 2)
        #expect(row(report, "Expenses") == nil)
        let checking = try #require(row(report, "Assets:Checking"))
        #expect(ReportTestJournal.show(checking.figures[0].budget, in: journal) == ["3000 USD"])
    }

    @Test func aQueryNarrowsBudgetsAndActuals() throws {
        let (report, journal) = report(.init(columns: [Self.months[0]]), query: .account(try TextPattern("dining")))
        let dining = try #require(row(report, "Expenses:Food:Dining"))
        #expect(ReportTestJournal.show(dining.figures[0].budget, in: journal) == ["100 USD"])
        #expect(row(report, "Expenses:Food:Groceries") == nil)
    }
}
