/// How a savings plan decides what each checkpoint saves (BuckStash's
/// saving methods), as written in the `plan-method:` tag.
///
/// ```journal
/// account Assets:Savings:Challenge  ; plan:challenge, plan-method:52-week, plan-unit:$10, …
/// ```
public enum PlanMethod: String, Sendable, Hashable, CaseIterable {
    /// The unit every interval.
    case fixed
    /// The target split evenly over the checkpoints; the last absorbs the rounding.
    case byDate = "by-date"
    /// Week n saves n × unit: 1,378 × unit over 52 weeks.
    case fiftyTwoWeek = "52-week"
    /// Week n saves (53 − n) × unit: the same total, the large amounts first.
    case fiftyTwoWeekReverse = "52-week-reverse"
    /// P % of the income posted in each interval.
    case percent
    /// Each expense rounded up to the next unit; the differences saved each interval.
    case roundUp = "round-up"

    /// The methods as `--method` and the tag spell them, in the order `plan methods` explains them.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// Whether the checkpoint amounts come from the journal's postings (income, expenses) rather than the plan alone.
    public var followsPostings: Bool { self == .percent || self == .roundUp }

    /// Whether the plan always has 52 checkpoints.
    public var isFiftyTwoWeek: Bool { self == .fiftyTwoWeek || self == .fiftyTwoWeekReverse }

    /// The sum of 1…52: what a 52-week plan saves, in units.
    public static let fiftyTwoWeekUnits = 1_378
}
