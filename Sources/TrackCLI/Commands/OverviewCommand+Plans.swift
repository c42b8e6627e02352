import TrackModel
import TrackRendering
import TrackReports

extension OverviewCommand {
    /// The savings-plan reminders under the dashboard's text: nothing when
    /// no plan has one, or when a plan tag does not read (`track plan`
    /// reports that; the dashboard stays as it was).
    static func planReminders(_ journal: Journal, _ invocation: Invocation) -> String {
        let plans = JournalPlans(journal: journal)
        guard plans.errors.isEmpty, !plans.entries.isEmpty else { return "" }
        let book = PlanBook(journal: journal, plans: plans, today: invocation.today)
        return PlanDueRenderer(book: book, journal: journal, style: invocation.style).overviewText()
    }
}
