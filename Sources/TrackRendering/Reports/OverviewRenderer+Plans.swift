import TrackModel
import TrackReports

/// The dashboard's goals and budget sections (`OverviewPlans`):
///
/// ```
/// Goals
///   Vacation  33.3%  due 2027-06-30  behind by 85.71 USD a month
/// Budget      spent 3,100.77 of 4,000.00 (78%) · over: Leisure
/// ```
extension OverviewRenderer {
    func planBlock(_ section: OverviewReport.Section, _ amounts: ReportAmounts) -> Block? {
        let plans = report.plans
        switch section {
        case .goals:
            guard !plans.goals.isEmpty else { return nil }
            return .text("Goals\n" + text(goalsTable(), amounts))
        default:
            guard let spent = plans.spent, let budgeted = plans.budgeted else { return nil }
            var line = "spent \(oneLine(spent)) of \(oneLine(budgeted))"
            if let used = ReportMath.percent(spent, of: budgeted) { line += " (\(BudgetRenderer.percent(used)))" }
            line += plans.overBudget.isEmpty ? " · no category over budget"
                : " · over: " + plans.overBudget.map { StyledTable.paint(StyledTable.Line($0, .overBudget), style) }.joined(separator: ", ")
            return .labelled([("Budget", line)])
        }
    }

    func planPart(_ section: OverviewReport.Section, _ amounts: ReportAmounts) -> Part {
        let plans = report.plans
        switch section {
        case .goals:
            return .table(goalsTable())
        default:
            return .figures([
                Figure(key: "spent", item: "spent this month", date: report.today, value: plans.spent.map(Cell.amount)),
                Figure(key: "budgeted", item: "budgeted this month", date: report.today, value: plans.budgeted.map(Cell.amount)),
                Figure(key: "overBudget", item: nil, date: nil, value: .list(plans.overBudget)),
            ])
        }
    }

    /// A row per goal: name, progress, due date, verdict.
    func goalsTable() -> Table {
        var table = Table(columns: [
            .textOnly(""),
            .init(header: nil, csv: "item", json: "name"),
            .init(header: "", alignment: .right, csv: "share", json: "progress"),
            .textOnly(""),
            .init(header: nil, csv: "date", json: "due"),
            .init(header: "", csv: "category", json: "verdict"),
        ])
        let formatter = AmountFormatter(commodities: journal.commodities)
        for goal in report.plans.goals {
            let (verdict, paint) = GoalsRenderer.verdict(goal) { formatter.format(Amount($0, goal.commodity)) }
            table.add(Table.Row([.text("  " + goal.name), .text(goal.name), .percentage(goal.progress),
                                 .text(goal.due.map { "due " + $0.description } ?? "no due date"), goal.due.map(Cell.date),
                                 .text(verdict, paint: paint)]))
        }
        return table
    }
}
