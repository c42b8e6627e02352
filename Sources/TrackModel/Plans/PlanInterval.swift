/// How far apart a plan's checkpoints are: `week`, `2 weeks`, `month`,
/// `quarter`, as the `plan-every:` tag and `--every` write it.
public struct PlanInterval: Sendable, Hashable {
    public let unit: Interval
    /// How many units between checkpoints, 1 or more.
    public let step: Int

    public init?(_ unit: Interval, step: Int = 1) {
        guard step >= 1, step <= 1_000 else { return nil }
        self.unit = unit
        self.step = step
    }

    /// Reads `day`, `week`, `2 weeks`, `fortnight`, `month`, `quarter`, `year`,
    /// and the adverbs `daily`, `weekly`, `biweekly`, `monthly`, `quarterly`, `yearly`.
    public init?(_ text: String) {
        let words = text.lowercased().split(separator: " ")
        var step = 1
        var word: Substring
        switch words.count {
        case 1: word = words[0]
        case 2:
            guard let n = Int(words[0]) else { return nil }
            step = n
            word = words[1]
        default: return nil
        }
        if word.hasSuffix("s") && step != 1 { word = word.dropLast() }
        let unit: Interval
        switch word {
        case "day", "daily": unit = .daily
        case "week", "weekly": unit = .weekly
        case "fortnight", "biweekly":
            unit = .weekly
            step *= 2
        case "month", "monthly": unit = .monthly
        case "quarter", "quarterly": unit = .quarterly
        case "year", "yearly", "annually": unit = .yearly
        default: return nil
        }
        self.init(unit, step: step)
    }

    /// The n-th step from `start` (n may be negative), by calendar arithmetic
    /// from `start` itself: monthly from Jan 31 is Feb 28, then Mar 31.
    public func day(_ n: Int, after start: Day) -> Day {
        unit.start(n * step, after: start)
    }

    /// The canonical spelling: `week`, `2 weeks`, `month`.
    public var text: String {
        let noun: String
        switch unit {
        case .daily: noun = "day"
        case .weekly: noun = "week"
        case .monthly: noun = "month"
        case .quarterly: noun = "quarter"
        case .yearly: noun = "year"
        }
        return step == 1 ? noun : "\(step) \(noun)s"
    }
}
