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

    public var goal: GoalsReport.Goal
    public var months: [LoanMath.Month]
    public var extra: Extra?

    public init(goal: GoalsReport.Goal, months: [LoanMath.Month], extra: Extra?) {
        self.goal = goal
        self.months = months
        self.extra = extra
    }

    /// The interest of the whole schedule.
    public var interest: Quantity { months.reduce(Quantity.zero) { $0.adding($1.interest) ?? $0 } }
}
