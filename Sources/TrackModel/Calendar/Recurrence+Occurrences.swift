/// The days a rule falls on: what budgets and forecasts post, and what
/// required income counts per year.
extension Recurrence {
    /// The days the rule falls on inside `window`, ascending; empty unless
    /// the rule's span and `window` overlap in a closed span.
    ///
    /// A rule with a start counts its steps from it (`every 2 weeks from
    /// 2026-01-05`: the 5th, the 19th, …); one without counts them from the
    /// start of the interval containing the window's start, as hledger's
    /// forecast does from the start of its forecast period.
    public func occurrences(in window: DateSpan) -> [Day] {
        let span = self.span.intersection(window)
        guard let first = span.start, let end = span.end, first < end else { return [] }
        guard let interval else {
            return self.span.start.map { span.contains($0) ? [$0] : [] } ?? []
        }
        var start = interval.periodStart(containing: self.span.start ?? first)
        if self.span.start == nil, case .weekdayOfMonth = anchor {
            // A 5th weekday runs into the next month: the month before the window may fall inside it.
            start = start.adding(months: -1)
        }
        var days: [Day] = []
        while start < end {
            for day in anchor.days(inPeriodStartingAt: start) where span.contains(day) {
                days.append(day)
            }
            let next = interval.start(step, after: start)
            guard next > start else { break }
            start = next
        }
        return days
    }

    /// How often the rule falls on average: `count` times in `years` years,
    /// over the Gregorian calendar's 400-year cycle (146,097 days, 20,871
    /// weeks). `every 15th day of month` is 12 a year, `every tue` 52.1775,
    /// `every 2 weeks` 26.08875, `every weekday` 260.8875. nil when it
    /// happens once. Listing `occurrences(in:)` over any 400 whole years
    /// gives the same count.
    public var averageOccurrences: (count: Int, years: Int)? {
        guard let interval else { return nil }
        let perCycle: Int
        switch interval {
        case .daily: perCycle = 146_097
        case .weekly: perCycle = 20_871
        case .monthly: perCycle = 4_800
        case .quarterly: perCycle = 1_600
        case .yearly: perCycle = 400
        }
        let perPeriod = if case .weekdays(let days) = anchor { days.count } else { 1 }
        let count = perCycle * perPeriod, years = 400 * step
        let divisor = greatestCommonDivisor(count, years)
        return (count / divisor, years / divisor)
    }
}

private func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return max(a, 1)
}
