import TrackModel
import TrackReports
import TrackSyntax

/// `track plan remove NAME`: a completed plan's tags leave its directive;
/// the account and its transactions stay.
enum PlanRemoveCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "remove",
        summary: "Remove a completed plan's tags from its account's directive (the account and its transactions stay).",
        usage: "track plan remove NAME")

    typealias Options = PlanNameOptions

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        var account = ""
        let entry = try PlanEdit.apply(options.name, command: "plan remove", invocation) { entry, journal throws(CLIError) in
            account = journal.accounts.name(entry.account)
            let plans = JournalPlans(journal: journal)
            if let progress = PlanBook(journal: journal, plans: plans, today: invocation.today).plan(named: entry.plan.name),
               progress.state != .completed {
                let formatter = AmountFormatter(commodities: journal.commodities)
                let commodity = entry.plan.target.commodity
                throw .message(.planStillActive(entry.plan.name, saved: formatter.format(progress.saved, commodity: commodity),
                                                target: formatter.format(entry.plan.target.quantity, commodity: commodity)))
            }
            return Plan.tagRemovals
        }
        invocation.errors.write("plan \(entry.plan.name) removed from \(account); its account and transactions stay\n")
        return 0
    }
}
