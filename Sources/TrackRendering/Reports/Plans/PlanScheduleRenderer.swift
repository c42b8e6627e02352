import TrackModel
import TrackReports

/// Writes the schedule `track plan new` prints: the plan in a line, then
/// each checkpoint, what it saves and the total so far.
///
/// ```
/// Plan challenge: 52-week, $13,780.00 into Assets:Savings:challenge, every week from 2026-11-02 (in $)
///
///  #  Date          Saves     In all
///  1  2026-11-02    10.00      10.00
/// ```
public struct PlanScheduleRenderer {
    public let plan: Plan
    public let account: String
    public let checkpoints: [Checkpoint]
    public let journal: Journal
    public let style: TerminalStyle

    public init(plan: Plan, account: String, checkpoints: [Checkpoint], journal: Journal, style: TerminalStyle) {
        self.plan = plan
        self.account = account
        self.checkpoints = checkpoints
        self.journal = journal
        self.style = style
    }

    public func text() -> String {
        let words = PlanText(journal: journal)
        var table = Table(columns: [
            .init(header: "#", alignment: .right, csv: nil, json: nil as String?),
            .init(header: "Date", csv: nil, json: nil as String?),
            .init(header: "Saves", alignment: .right, csv: nil, json: nil as String?),
            .init(header: "In all", alignment: .right, csv: nil, json: nil as String?),
        ])
        for checkpoint in checkpoints {
            table.add(Table.Row([.integer(checkpoint.number), .date(checkpoint.date),
                                 .amount(PlanText.money(checkpoint.amount, plan)), .amount(PlanText.money(checkpoint.cumulative, plan))]))
        }
        let amounts = ReportAmounts(journal: journal, showing: [PlanText.money(plan.target.quantity, plan)])
        let title = "Plan \(plan.name): \(plan.method.rawValue), \(words.amount(plan.target.quantity, of: plan)) into \(account), "
            + "every \(plan.every.text) from \(plan.start)" + amounts.currencyNote
        guard !plan.method.followsPostings else {
            return title + "\n\nEach checkpoint saves what the interval before it brings in the journal (\(plan.method.rawValue)): "
                + "\(checkpoints.count) checkpoints, \(checkpoints.first?.date.description ?? "") to \(checkpoints.last?.date.description ?? "").\n"
        }
        return ReportDocument(title: title, table: table, amounts: amounts).text(style)
    }
}
