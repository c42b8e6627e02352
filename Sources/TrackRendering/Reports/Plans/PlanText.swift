import TrackModel
import TrackReports

/// The words a plan's reports share: its status and the advice when it is behind.
struct PlanText {
    let formatter: AmountFormatter

    init(journal: Journal) {
        formatter = AmountFormatter(commodities: journal.commodities)
    }

    func amount(_ quantity: Quantity, of plan: Plan) -> String {
        formatter.format(quantity, commodity: plan.target.commodity)
    }

    /// `on schedule`, `behind by $60.00`, `completed`.
    func status(_ progress: PlanProgress) -> String {
        switch progress.state {
        case .completed: "completed"
        case .onSchedule: "on schedule"
        case .behind(let shortfall): "behind by " + amount(shortfall, of: progress.plan)
        }
    }

    /// The two ways back of a plan that is behind, as lines; none when it is not.
    func advice(_ progress: PlanProgress) -> [String] {
        guard let catchUp = progress.catchUp else { return [] }
        let plan = progress.plan
        var lines = ["Catch up: deposit \(amount(catchUp, of: plan)) now (track plan deposit \(plan.name) \(catchUp))."]
        if let respread = progress.respread {
            let count = respread.checkpoints == 1 ? "the last checkpoint" : "the \(respread.checkpoints) checkpoints left"
            lines.append("Or re-spread: \(amount(respread.amount, of: plan)) at each of \(count) from \(respread.from) (track plan respread \(plan.name)).")
        }
        return lines
    }

    static func money(_ quantity: Quantity, _ plan: Plan) -> MixedAmount {
        MixedAmount(Amount(quantity, plan.target.commodity))
    }
}
