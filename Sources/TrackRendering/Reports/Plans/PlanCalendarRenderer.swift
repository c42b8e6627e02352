import TrackModel
import TrackReports

/// `track plan ics`: one calendar event per checkpoint still to come (not
/// yet covered by deposits), for the plans asked for.
public struct PlanCalendarRenderer {
    public let plans: [PlanProgress]
    public let journal: Journal

    public init(plans: [PlanProgress], journal: Journal) {
        self.plans = plans
        self.journal = journal
    }

    public func events() -> [ICalendarEvent] {
        let words = PlanText(journal: journal)
        var events: [ICalendarEvent] = []
        for progress in plans {
            let plan = progress.plan
            let count = progress.rows.count
            for row in progress.rows where row.state != .met && row.checkpoint.date >= progress.today {
                let checkpoint = row.checkpoint
                let amount = words.amount(checkpoint.amount, of: plan)
                events.append(ICalendarEvent(
                    // The nominal day: a weekend rule changed later moves the event rather than adding one.
                    uid: "\(plan.name)-\(String(checkpoint.nominal.description.filter { $0 != "-" }))@track.plan",
                    stamp: plan.start, day: checkpoint.date,
                    summary: "Save \(amount) for \(plan.name)",
                    description: "Checkpoint \(checkpoint.number) of \(count) of savings plan \(plan.name) into "
                        + "\(journal.accounts.name(progress.account)): \(amount), \(words.amount(checkpoint.cumulative, of: plan)) "
                        + "in all.\nRecord it with: track plan deposit \(plan.name) \(checkpoint.amount)"))
            }
        }
        return events
    }

    public func ics() -> String {
        ICalendarEncoder(name: plans.count == 1 ? "Savings plan \(plans[0].plan.name)" : "Savings plans").encode(events())
    }
}
