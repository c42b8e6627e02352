/// A savings plan: a target saved into one account at checkpoints that
/// fall every interval from a start date. It lives as tags on its
/// account's `account` directive (grammar.md, "Savings plans"), so the
/// journal holds it and hledger reads the file unchanged:
///
/// ```journal
/// account Assets:Savings:Challenge  ; plan:challenge, plan-method:52-week, plan-start:2027-01-04, plan-every:week, plan-unit:$10.00, plan-target:$13780.00
/// ```
public struct Plan: Sendable, Hashable {
    /// Where the checkpoints stop: after a number of them, or at the last on or before a day.
    public enum Length: Sendable, Hashable {
        case count(Int)
        case until(Day)
    }

    /// A schedule re-spread by `plan respread`: from the checkpoint on
    /// `from`, what is left of the target above `base` (what was saved then)
    /// is split evenly over the checkpoints left.
    public struct Respread: Sendable, Hashable {
        public var from: Day
        public var base: Quantity

        public init(from: Day, base: Quantity) {
            self.from = from
            self.base = base
        }
    }

    /// The plan's name: letters, digits, `-` and `_` (`challenge`, `旅行`).
    public var name: String
    public var method: PlanMethod
    public var start: Day
    public var length: Length
    public var every: PlanInterval
    public var weekend: WeekendRule
    /// What the plan saves in all; its commodity is the plan's.
    public var target: Amount
    /// The amount per checkpoint (`fixed`), the step (52-week), or what
    /// expenses are rounded up to (`round-up`).
    public var unit: Quantity?
    /// The share of income saved (`percent`), in percent: `10` is 10 %.
    public var percent: Quantity?
    /// Reminders for checkpoints on or before this day are not shown (`plan seen`).
    public var seenThrough: Day?
    public var respread: Respread?

    public init(name: String, method: PlanMethod, start: Day, length: Length, every: PlanInterval,
                weekend: WeekendRule = .keep, target: Amount, unit: Quantity? = nil, percent: Quantity? = nil,
                seenThrough: Day? = nil, respread: Respread? = nil) {
        self.name = name
        self.method = method
        self.start = start
        self.length = length
        self.every = every
        self.weekend = weekend
        self.target = target
        self.unit = unit
        self.percent = percent
        self.seenThrough = seenThrough
        self.respread = respread
    }

    /// The most checkpoints a plan may have (daily for some thirteen years).
    public static let maximumCheckpoints = 5_000

    /// Whether `name` can name a plan: it is written in a tag value and on the command line.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}
