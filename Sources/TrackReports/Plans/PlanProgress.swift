import TrackModel

/// Where a plan stands on a day: each checkpoint planned against what was
/// deposited, the reminders still open, and the two ways back when it is
/// behind. Deposits are postings into the plan's account (or its
/// subaccounts) and postings tagged `plan:NAME`, in the plan's commodity.
public struct PlanProgress: Sendable {
    public enum CheckpointState: String, Sendable, Hashable {
        /// What was deposited so far covers the plan up to this checkpoint.
        case met
        /// Past, not covered, and a later checkpoint has come since.
        case missed
        /// The latest checkpoint that has come, not covered yet.
        case due
        /// Still ahead.
        case upcoming
    }

    public struct Row: Sendable, Hashable {
        public let checkpoint: Checkpoint
        /// Deposits on or before the checkpoint's day.
        public let actual: Quantity
        public let state: CheckpointState
    }

    public enum State: Sendable, Hashable {
        case completed
        case onSchedule
        case behind(Quantity)
    }

    public let plan: Plan
    public let account: AccountID
    public let today: Day
    public let rows: [Row]
    /// Deposits up to today.
    public let saved: Quantity
    public let state: State

    /// The share of the target saved, in percent (at most 100).
    public var progress: Quantity {
        guard let ratio = saved.multiplied(by: Quantity(100))?.divided(by: plan.target.quantity, scale: 1) else { return .zero }
        return min(ratio, Quantity(100))
    }

    /// The first checkpoint not yet covered (due, missed or upcoming).
    public var next: Row? { rows.first { $0.state != .met } }

    /// The checkpoints a reminder is shown for: due or missed, after the day `plan seen` recorded.
    public var reminders: [Row] {
        rows.filter { row in (row.state == .due || row.state == .missed) && plan.seenThrough.map { row.checkpoint.date > $0 } ?? true }
    }

    /// When behind: one deposit of the shortfall today.
    public var catchUp: Quantity? {
        if case .behind(let shortfall) = state { return shortfall }
        return nil
    }

    /// When behind: what is left of the target, split evenly over the
    /// checkpoints still ahead (the first of them; the last absorbs the
    /// rounding), and how many there are. nil when none is ahead.
    public var respread: (amount: Quantity, checkpoints: Int, from: Day)? {
        guard catchUp != nil, let left = plan.target.quantity.subtracting(saved), left.isPositive else { return nil }
        let ahead = rows.filter { $0.state == .upcoming }
        guard let first = ahead.first, let split = Plan.split(left, into: ahead.count), let amount = split.first else { return nil }
        return (amount, ahead.count, first.checkpoint.date)
    }

    init(plan: Plan, account: AccountID, today: Day, checkpoints: [Checkpoint], deposits: [(Day, Quantity)]) {
        self.plan = plan
        self.account = account
        self.today = today
        let sorted = deposits.sorted { $0.0 < $1.0 }
        var saved = Quantity.zero
        for (day, quantity) in sorted where day <= today { saved = saved.adding(quantity) ?? saved }
        self.saved = saved
        let current = checkpoints.lastIndex { $0.date <= today }
        var rows: [Row] = []
        var index = 0, running = Quantity.zero
        for (k, checkpoint) in checkpoints.enumerated() {
            while index < sorted.count, sorted[index].0 <= checkpoint.date {
                running = running.adding(sorted[index].1) ?? running
                index += 1
            }
            let state: CheckpointState
            if checkpoint.date > today {
                state = saved >= checkpoint.cumulative ? .met : .upcoming
            } else if saved >= checkpoint.cumulative {
                state = .met
            } else {
                state = k == current ? .due : .missed
            }
            rows.append(Row(checkpoint: checkpoint, actual: running, state: state))
        }
        self.rows = rows
        if saved >= plan.target.quantity {
            state = .completed
        } else if let current, let shortfall = checkpoints[current].cumulative.subtracting(saved), shortfall.isPositive {
            state = .behind(shortfall)
        } else {
            state = .onSchedule
        }
    }
}
