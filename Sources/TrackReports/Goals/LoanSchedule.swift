import TrackModel

/// A loan's amortisation from next month to payoff (`track goal schedule`),
/// and with `--extra`, what paying more each month saves.
public struct LoanSchedule: Sendable {
    public struct Extra: Sendable {
        /// Paid on top of the payment each month.
        public var amount: Quantity
        /// How many months the loan then takes, and the interest it then costs.
        public var months: Int
        public var interest: Quantity

        public init(amount: Quantity, months: Int, interest: Quantity) {
            self.amount = amount
            self.months = months
            self.interest = interest
        }
    }

    /// A payment recorded before today that differs from the schedule's.
    public struct Drift: Sendable, Equatable {
        public var date: Day
        public var paid: Quantity
    }

    public var goal: GoalsReport.Goal
    public var months: [LoanMath.Month]
    public var extra: Extra?
    /// Recorded payments more than the commodity's smallest unit away from the scheduled payment.
    public var drifts: [Drift] = []

    public init(goal: GoalsReport.Goal, months: [LoanMath.Month], extra: Extra?) {
        self.goal = goal
        self.months = months
        self.extra = extra
    }

    /// The payments to the loan's account (postings that reduce what is
    /// owed) up to `today` that differ from `payment` by more than one unit
    /// of `places` decimals.
    public static func drifts(in journal: Journal, goal: GoalsReport.Goal, payment: Quantity, places: UInt8,
                              today: Day) -> [Drift] {
        let accounts = journal.accounts
        let unit = Quantity(mantissa: 1, scale: places)
        var drifts: [Drift] = []
        journal.forEachPostingWithAmount { _, posting, date in
            guard date <= today, posting.amount.commodity == goal.commodity, posting.amount.quantity.isPositive,
                  posting.account == goal.account || accounts.isAncestor(goal.account, of: posting.account),
                  let difference = posting.amount.quantity.subtracting(payment)?.magnitude, difference > unit else { return }
            drifts.append(Drift(date: date, paid: posting.amount.quantity))
        }
        return drifts.sorted { $0.date < $1.date }
    }

    /// The interest of the whole schedule.
    public var interest: Quantity { months.reduce(Quantity.zero) { $0.adding($1.interest) ?? $0 } }
}
