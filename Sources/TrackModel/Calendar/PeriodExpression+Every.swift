/// What follows `every` in a `~` rule, as hledger 1.25 reads it:
///
/// - `every day|week|month|quarter|year`, `every 2 days|weeks|months|quarters|years`
/// - `every 15th day of month`, `every 15th day`, `every 3rd friday of month`, `every 3rd fri`
/// - `every 2nd day of week`, `every tue`, `every weekday`, `every weekendday`, `every mon,wed,fri`
/// - `every 11/05`, `every 5th nov`, `every nov 5th`
extension PeriodExpression {
    static func parseEvery(_ words: inout ArraySlice<String>, into recurrence: inout Recurrence,
                           text: String) throws(PeriodError) {
        guard let word = words.popFirst() else { throw missing(after: "every", text) }
        if let count = Int(word) {
            guard count > 0, count <= 10_000 else {
                throw PeriodError(text: text, message: "'\(count)' is not a number of periods",
                                  hint: "write a whole number from 1, as in 'every 2 weeks'")
            }
            guard let unit = words.popFirst() else { throw missing(after: "every \(count)", text) }
            guard let interval = unitNames[unit], unit.hasSuffix("s") else {
                throw PeriodError(text: text, message: "'every \(count)' takes days, weeks, months, quarters or years, not '\(unit)'",
                                  hint: "write the unit in the plural, as in 'every 2 weeks'")
            }
            (recurrence.interval, recurrence.step) = (interval, count)
            return
        }
        let anchor: RecurrenceAnchor
        if let interval = unitNames[word], !word.hasSuffix("s") {
            recurrence.interval = interval
            return
        } else if let n = ordinalNumber(word) {
            anchor = try nthAnchor(n, &words, text: text)
        } else if let month = monthNumber(word) {
            guard let next = words.popFirst(), let day = ordinalNumber(next) else {
                throw PeriodError(text: text, message: "'every \(word)' needs a day of the month after it",
                                  hint: "write it as in 'every \(word) 5th' or 'every 5th \(word)'")
            }
            anchor = try dayOfYear(month: month, day: day, text: text)
        } else if word == "weekday" {
            anchor = .weekdays([1, 2, 3, 4, 5])
        } else if word == "weekendday" {
            anchor = .weekdays([6, 7])
        } else if let weekdays = weekdayList(word) {
            anchor = .weekdays(weekdays)
        } else if let (month, day) = monthAndDay(word) {
            anchor = try dayOfYear(month: month, day: day, text: text)
        } else {
            throw PeriodError(text: text, message: "'every' takes a unit (month, 2 weeks), a day (15th day of month, 3rd friday, tue, "
                                  + "11/05) or weekdays (weekday, mon,wed), not '\(word)'",
                              hint: "write a period as hledger does, as in 'every month', 'every 2 weeks', "
                                  + "'every 15th day of month' or 'every tue'")
        }
        recurrence.interval = anchor.interval
        recurrence.anchor = anchor
    }

    /// After `every 15th`: `day [of month]`, `day of week`, `WEEKDAY [of month]` or `MONTH`.
    private static func nthAnchor(_ n: Int, _ words: inout ArraySlice<String>, text: String) throws(PeriodError) -> RecurrenceAnchor {
        guard let next = words.popFirst() else {
            throw PeriodError(text: text, message: "'\(n)' needs 'day', a weekday or a month after it",
                              hint: "write it as in 'every 15th day of month', 'every 3rd friday' or 'every 5th nov'")
        }
        if next == "day" {
            if try ofUnit(&words, text: text) == "week" {
                // hledger counts on past the week: the 0th day is Sunday, the 8th Monday.
                return .weekdays([((n - 1) % 7 + 7) % 7 + 1])
            }
            guard (1...31).contains(n) else {
                throw PeriodError(text: text, message: "a month has no day \(n)",
                                  hint: "write a day from 1st to 31st (the 31st falls on a shorter month's last day)")
            }
            return .dayOfMonth(n)
        }
        if let weekday = weekdayNumber(next) {
            guard try ofUnit(&words, text: text) != "week" else {
                throw PeriodError(text: text, message: "'of week' follows only 'day'", hint: "write it as in 'every 2nd day of week'")
            }
            guard (1...5).contains(n) else {
                throw PeriodError(text: text, message: "a month has no \(n)th \(next)",
                                  hint: "write 1st to 5th, as in 'every 3rd \(next) of month'")
            }
            return .weekdayOfMonth(nth: n, weekday: weekday)
        }
        if let month = monthNumber(next) {
            return try dayOfYear(month: month, day: n, text: text)
        }
        throw PeriodError(text: text, message: "'\(next)' is neither 'day', a weekday nor a month",
                          hint: "write it as in 'every 15th day of month', 'every 3rd friday' or 'every 5th nov'")
    }

    /// An optional `of month` or `of week`: the unit, or nil when there is no `of`.
    private static func ofUnit(_ words: inout ArraySlice<String>, text: String) throws(PeriodError) -> String? {
        guard words.first == "of" else { return nil }
        words.removeFirst()
        guard let unit = words.popFirst(), unit == "month" || unit == "week" else {
            throw PeriodError(text: text, message: "'of' takes 'month' or 'week'",
                              hint: "write it as in 'every 15th day of month' or 'every 2nd day of week'")
        }
        return unit
    }

    private static func dayOfYear(month: Int, day: Int, text: String) throws(PeriodError) -> RecurrenceAnchor {
        // Any year's days, the 29th of February included.
        guard (1...12).contains(month), (1...Day.daysIn(month: month, year: 2000)).contains(day) else {
            throw PeriodError(text: text, message: "there is no day \(day) in month \(month)",
                              hint: "write a day that exists, as in 'every 11/05' or 'every 5th nov'")
        }
        return .dayOfYear(month: month, day: day)
    }

    private static let unitNames: [String: Interval] = [
        "day": .daily, "week": .weekly, "month": .monthly, "quarter": .quarterly, "year": .yearly,
        "days": .daily, "weeks": .weekly, "months": .monthly, "quarters": .quarterly, "years": .yearly,
    ]

    static let weekdayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let weekdayFullNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// `tue` or `tuesday` → 2.
    private static func weekdayNumber(_ word: String) -> Int? {
        (weekdayNames.firstIndex(of: word) ?? weekdayFullNames.firstIndex(of: word)).map { $0 + 1 }
    }

    /// `mon,wed,fri` → [1, 3, 5]; nil unless every part is a weekday.
    private static func weekdayList(_ word: String) -> [Int]? {
        var days: Set<Int> = []
        for part in word.split(separator: ",", omittingEmptySubsequences: false) {
            guard let day = weekdayNumber(String(part)) else { return nil }
            days.insert(day)
        }
        return days.sorted()
    }

    /// `15th`, `1st`, `2nd`, `3rd` (hledger takes any of the four endings) → 15.
    private static func ordinalNumber(_ word: String) -> Int? {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 5, ["st", "nd", "rd", "th"].contains(word.dropFirst(digits.count)) else { return nil }
        return Int(digits)
    }

    /// `11/05`, `11-05`, `11.5` → (11, 5).
    private static func monthAndDay(_ word: String) -> (Int, Int)? {
        let parts = word.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "-" || $0 == "." })
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let month = Int(parts[0]), let day = Int(parts[1]) else { return nil }
        return (month, day)
    }
}
