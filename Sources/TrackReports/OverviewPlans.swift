import TrackModel

/// What the dashboard shows of goals and the budget: the three goals due
/// soonest, and this month's spending against its budget with the
/// categories over it. Built from `GoalsReport` and `BudgetReport`, so the
/// overview and `track goals`/`track budget` never disagree.
public struct OverviewPlans: Sendable {
    public static let goalCount = 3

    /// At most `goalCount`, due soonest first (a journal whose goals cannot
    /// be read, as `track goals` would say, shows none).
    public var goals: [GoalsReport.Goal]
    /// This month's expenses and their budget; nil without `~` rules.
    public var spent: MixedAmount?
    public var budgeted: MixedAmount?
    /// The expense categories past their budget this month.
    public var overBudget: [String]

    public init(journal: Journal, today: Day) {
        goals = Array(((try? GoalsReport(journal: journal, today: today))?.goals ?? []).prefix(Self.goalCount))
        overBudget = []
        guard !journal.periodicTransactions.isEmpty else { return }
        let start = Interval.monthly.periodStart(containing: today)
        let month = DateSpan(start: start, end: Interval.monthly.next(after: start))
        let report = BudgetReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                  options: .init(columns: [month], depth: 2))
        guard let total = report.totals.first else { return }
        spent = total.actual
        budgeted = total.budget
        overBudget = report.rows.filter { $0.depth == 2 && $0.figures.first?.isOver == true }
            .map { String($0.name.split(separator: ":").last ?? "") }
    }
}
