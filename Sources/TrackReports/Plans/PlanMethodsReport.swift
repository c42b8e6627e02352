import TrackModel

/// `track plan methods`: each saving method in plain words with an example
/// schedule, its first five checkpoints and its total, computed by the same
/// `Plan.schedule` that runs the plans.
public struct PlanMethodsReport: Sendable {
    public struct Method: Sendable {
        public let method: PlanMethod
        public let explanation: String
        /// The example's terms, as `plan new` takes them.
        public let example: String
        public let first: [Checkpoint]
        public let count: Int
        public let total: Quantity
    }

    public let methods: [Method]

    /// Examples start on a Monday, in amounts with no commodity.
    public init() {
        let start = Day(year: 2027, month: 1, day: 4)!
        var methods: [Method] = []
        for method in PlanMethod.allCases {
            let (explanation, example, plan, flows) = Self.example(method, start: start)
            let schedule = (try? plan.schedule(flows: flows)) ?? []
            methods.append(Method(method: method, explanation: explanation, example: example, first: Array(schedule.prefix(5)),
                                  count: schedule.count, total: schedule.last?.cumulative ?? .zero))
        }
        self.methods = methods
    }

    private static func example(_ method: PlanMethod, start: Day) -> (String, String, Plan, [Quantity]) {
        let week = PlanInterval(.weekly)!, month = PlanInterval(.monthly)!
        func plan(_ count: Int, _ every: PlanInterval, target: Int, unit: Quantity? = nil, percent: Quantity? = nil) -> Plan {
            Plan(name: "example", method: method, start: start, length: .count(count), every: every,
                 target: Amount(Quantity(mantissa: Int128(target) * 100, scale: 2), .none), unit: unit, percent: percent)
        }
        let ten = Quantity(mantissa: 1000, scale: 2)
        switch method {
        case .fixed:
            return ("The same deposit (--unit) every interval: a day, a week, 2 weeks, a month or a quarter. "
                    + "The target is count × unit unless given; the checkpoint that reaches it saves only what is left.",
                    "--unit 50 --every week --count 20", plan(20, week, target: 1000, unit: Quantity(mantissa: 5000, scale: 2)), [])
        case .byDate:
            return ("The target split evenly over the checkpoints up to a date (or a count). "
                    + "Each saves the same amount; the last absorbs the rounding, so the sum is exactly the target.",
                    "--target 1000 --every month --count 7", plan(7, month, target: 1000), [])
        case .fiftyTwoWeek:
            return ("The 52-week challenge: week n saves n × unit, from 1 unit to 52. "
                    + "It saves 1,378 units in all, small amounts first.",
                    "--unit 10", plan(52, week, target: 13780, unit: ten), [])
        case .fiftyTwoWeekReverse:
            return ("The 52-week challenge backwards: week n saves (53 − n) × unit, from 52 units down to 1. "
                    + "The same 1,378 units, the large amounts while motivation is fresh.",
                    "--unit 10", plan(52, week, target: 13780, unit: ten), [])
        case .percent:
            return ("P % of the income posted in each interval, saved at the checkpoint that ends it. "
                    + "The amounts follow the journal; the example assumes an income of 3,000 to 3,200 a month.",
                    "--percent 10 --target 3000 --every month --count 12",
                    plan(12, month, target: 3000, percent: Quantity(10)), [3000, 3200, 3000, 3100, 3000].map { Quantity(mantissa: Int128($0) * 100, scale: 2) })
        case .roundUp:
            return ("Each expense rounded up to the next unit (default 1); the differences of an interval are saved at its checkpoint. "
                    + "Coffee at 4.30 saves 0.70; the example assumes a week's round-ups of 2 to 4.",
                    "--unit 1 --target 500 --every week --count 52",
                    plan(52, week, target: 500, unit: Quantity(1)), [235, 410, 175, 360, 290].map { Quantity(mantissa: Int128($0), scale: 2) })
        }
    }
}
