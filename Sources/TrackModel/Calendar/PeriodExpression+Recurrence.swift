/// The period of a `~` periodic transaction: a period expression whose
/// interval may also be written as hledger writes a rule's, `every month`,
/// `every 2 weeks`, `biweekly`, `fortnightly` or `bimonthly`.
extension PeriodExpression {
    public static func parseRecurrence(_ text: String, today: Day) throws(PeriodError) -> Recurrence {
        var words = self.words(text)
        guard let first = words.first else { throw .invalid(text, "the period is empty") }
        var interval: Interval?, step = 1
        if let i = intervalWord(first) {
            interval = i
            words.removeFirst()
        } else if let (i, n) = multipleIntervalWord(first) {
            (interval, step) = (i, n)
            words.removeFirst()
        } else if first == "every" {
            words.removeFirst()
            if let count = words.first.flatMap({ Int($0) }) {
                guard count > 0, count <= 10_000 else {
                    throw PeriodError(text: text, message: "'\(count)' is not a number of periods",
                                      hint: "write a whole number from 1, as in 'every 2 weeks'")
                }
                step = count
                words.removeFirst()
            }
            guard let unit = words.first else { throw missing(after: step > 1 ? "every \(step)" : "every", text) }
            interval = try everyUnit(unit, text: text)
            words.removeFirst()
        }
        return Recurrence(span: try span(afterInterval: words, text: text, today: today), interval: interval, step: step)
    }

    /// hledger's names for two units: `biweekly` and `fortnightly` (two weeks), `bimonthly` (two months).
    private static func multipleIntervalWord(_ word: String) -> (Interval, Int)? {
        switch word {
        case "biweekly", "fortnightly": return (.weekly, 2)
        case "bimonthly": return (.monthly, 2)
        default: return nil
        }
    }

    private static func everyUnit(_ word: String, text: String) throws(PeriodError) -> Interval {
        do {
            return try unitInterval(word, text: text)
        } catch {
            throw PeriodError(text: text, message: "'every' takes days, weeks, months, quarters or years, not '\(word)'",
                              hint: "write an interval, as in 'every month', 'every 2 weeks' or 'monthly from 2026-01'")
        }
    }
}
