import TrackModel
import TrackReports
import TrackSyntax

/// `track plan respread NAME`: what is left of the target spread evenly
/// over the checkpoints still ahead, recorded as `plan-respread:` (from
/// which checkpoint) and `plan-respread-base:` (what was saved then).
enum PlanRespreadCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "respread",
        summary: "Spread what is left of a plan's target over its checkpoints still ahead, and record the new schedule.",
        usage: "track plan respread NAME")

    typealias Options = PlanNameOptions

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        var advice: (amount: String, checkpoints: Int, from: Day)?
        let entry = try PlanEdit.apply(options.name, command: "plan respread", invocation) { entry, journal throws(CLIError) in
            let plans = JournalPlans(journal: journal)
            guard let progress = PlanBook(journal: journal, plans: plans, today: invocation.today).plan(named: entry.plan.name),
                  let respread = progress.respread else { throw .message(.planNotBehind(entry.plan.name)) }
            let formatter = AmountFormatter(commodities: journal.commodities)
            advice = (formatter.format(respread.amount, commodity: entry.plan.target.commodity), respread.checkpoints, respread.from)
            var plan = entry.plan
            plan.respread = Plan.Respread(from: respread.from, base: progress.saved)
            return plan.tagChanges(commodities: journal.commodities)
        }
        guard let advice else { return 1 }
        invocation.output.write("Plan \(entry.plan.name): \(advice.amount) "
                                + "at each of \(advice.checkpoints) checkpoints from \(advice.from)\n")
        return 0
    }
}
