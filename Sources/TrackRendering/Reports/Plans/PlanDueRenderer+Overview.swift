import TrackModel
import TrackReports

extension PlanDueRenderer {
    /// The reminders as the dashboard shows them after its sections: a line
    /// per plan with one due, or nothing when none is.
    ///
    /// ```
    /// Savings plans due (track plan due):
    ///   challenge  2026-11-16  $30.00 due, behind by $30.00
    /// ```
    public func overviewText() -> String {
        let words = PlanText(journal: journal)
        let due = book.plans.filter { !$0.reminders.isEmpty }
        guard !due.isEmpty else { return "" }
        let width = due.map(\.plan.name.count).max() ?? 0
        var out = "\nSavings plans due (track plan due):\n"
        for progress in due {
            guard let last = progress.reminders.last else { continue }
            let name = progress.plan.name + String(repeating: " ", count: width - progress.plan.name.count)
            let more = progress.reminders.count > 1 ? " (and \(progress.reminders.count - 1) missed)" : ""
            out += "  \(name)  \(last.checkpoint.date)  \(words.amount(last.checkpoint.amount, of: progress.plan)) due\(more), "
                + words.status(progress) + "\n"
        }
        return out
    }
}
