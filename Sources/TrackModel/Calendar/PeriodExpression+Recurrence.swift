/// The period of a `~` periodic transaction, in hledger 1.25's grammar:
/// an interval (`monthly`, `biweekly`, `every 2 weeks`, `every 15th day of
/// month`, `every tue`, `every 11/05`, …; see `parseEvery`) then optionally
/// a span (`from 2026-01`, `to 2026-07`, `in 2026`, `2026-01..2026-07`), or
/// a span alone, which happens once (`2026-12-24`). Forms `-p` takes that
/// hledger rejects in a rule (`annually`, `during`, `since`) are errors
/// here, so that a journal track reads is one hledger reads.
extension PeriodExpression {
    public static func parseRecurrence(_ text: String, today: Day) throws(PeriodError) -> Recurrence {
        var words = self.words(text)
        guard let first = words.first else { throw .invalid(text, "the period is empty") }
        if let word = words.first(where: { notInRules[$0] != nil }) {
            throw PeriodError(text: text, message: "hledger does not read '\(word)' in a periodic transaction",
                              hint: notInRules[word]!)
        }
        var recurrence = Recurrence(span: .unbounded, interval: nil)
        if let interval = intervalWord(first) {
            recurrence.interval = interval
            words.removeFirst()
        } else if let (interval, step) = multipleIntervalWord(first) {
            (recurrence.interval, recurrence.step) = (interval, step)
            words.removeFirst()
        } else if first == "every" {
            words.removeFirst()
            try parseEvery(&words, into: &recurrence, text: text)
        }
        recurrence.span = try span(afterInterval: words, text: text, today: today)
        try checkStart(of: recurrence, text: text)
        return recurrence
    }

    /// Words `-p` reads that hledger rejects in a rule, with what to write instead.
    private static let notInRules = [
        "annually": "write 'yearly'",
        "during": "write 'in', as in 'monthly in 2026'",
        "since": "write 'from', as in 'monthly from 2026-01'",
    ]

    /// hledger's names for two units: `biweekly` and `fortnightly` (two weeks), `bimonthly` (two months).
    private static func multipleIntervalWord(_ word: String) -> (Interval, Int)? {
        switch word {
        case "biweekly", "fortnightly": return (.weekly, 2)
        case "bimonthly": return (.monthly, 2)
        default: return nil
        }
    }

    /// A rule that steps by whole periods starts on a period's first day, as
    /// hledger requires (`monthly from 2026-01-15` is an error to it): a rule
    /// for another day says so with an anchor (`every 15th day of month`).
    private static func checkStart(of recurrence: Recurrence, text: String) throws(PeriodError) {
        guard let interval = recurrence.interval, recurrence.anchor == .periodStart,
              let start = recurrence.span.start, interval.periodStart(containing: start) != start else { return }
        let (unit, example): (String, String) = switch interval {
        case .daily: ("day", "")
        case .weekly: ("week (a Monday)", "every \(weekdayNames[start.weekday - 1]) from \(start)")
        case .monthly: ("month", "every \(ordinal(start.day)) day of month from \(start)")
        case .quarterly: ("quarter", "every 3 months from \(start.description.prefix(7))")
        case .yearly: ("year", "every \(start.description.dropFirst(5)) from \(start)")
        }
        throw PeriodError(text: text, message: "\(start) is not the first day of a \(unit), where this rule's periods start",
                          hint: "start it on one, or name the day it falls on, as in '\(example)'")
    }

    private static func ordinal(_ n: Int) -> String {
        let suffix = (11...13).contains(n % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][n % 10]
        return "\(n)\(suffix)"
    }
}
