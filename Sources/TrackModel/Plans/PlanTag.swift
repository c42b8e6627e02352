/// The tags that record a plan on its account's `account` directive, as
/// grammar.md lists them. Each is an ordinary hledger tag, so hledger reads
/// the directive as it reads any other.
///
/// ```journal
/// account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-start:2027-01-31, plan-every:month, plan-count:12, plan-target:$1200.00
/// ```
public enum PlanTag: String, Sendable, CaseIterable {
    case plan
    case method = "plan-method"
    case start = "plan-start"
    case every = "plan-every"
    case count = "plan-count"
    case until = "plan-until"
    case target = "plan-target"
    case unit = "plan-unit"
    case percent = "plan-percent"
    case weekend = "plan-weekend"
    case seen = "plan-seen"
    case respread = "plan-respread"
    case respreadBase = "plan-respread-base"

    /// What the tag's value must be, for messages.
    public var expected: String {
        switch self {
        case .plan: "a name of letters, digits, '-' and '_', such as 'plan:trip'"
        case .method: "one of " + PlanMethod.names.joined(separator: ", ")
        case .start, .until, .seen, .respread: "a date as YYYY-MM-DD, such as '\(rawValue):2027-01-04'"
        case .every: "day, week, 2 weeks, month, quarter or year"
        case .count: "a whole number of checkpoints from 1 to \(Plan.maximumCheckpoints)"
        case .target, .unit, .respreadBase: "an amount with '.' and no digit groups, such as '\(rawValue):$10.00' or '\(rawValue):10.00 EUR'"
        case .percent: "a number above 0 and at most 100, such as 'plan-percent:10'"
        case .weekend: "keep, before or after"
        }
    }

    /// Whether `name` is one of the plan's tags (it starts with `plan-`, or is `plan`).
    public static func isPlanTag(_ name: some Collection<UInt8>) -> Bool {
        name.elementsEqual("plan".utf8) || name.starts(with: "plan-".utf8)
    }
}
