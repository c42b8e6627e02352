/// The schedule: the checkpoint dates and what each saves, computed by the
/// one function `plan methods`, `new`, `show`, `due` and `ics` all use.
extension Plan {
    /// The checkpoints' days before the weekend rule: checkpoint k on start +
    /// (k − 1) intervals, each computed from the start (never from the
    /// checkpoint before, so Jan 31 monthly gives Feb 28, then Mar 31).
    public func nominalDates() throws(PlanProblem) -> [Day] {
        if method.isFiftyTwoWeek, length != .count(52) { throw .fiftyTwoWeekLength }
        var days: [Day] = []
        switch length {
        case .count(let count):
            guard count >= 1 else { throw .countNotPositive }
            guard count <= Plan.maximumCheckpoints else { throw .tooManyCheckpoints }
            for k in 0..<count {
                let day = every.day(k, after: start)
                guard day < .afterLast else { throw .tooManyCheckpoints }
                days.append(day)
            }
        case .until(let end):
            guard end >= start else { throw .untilBeforeStart }
            var k = 0
            while true {
                let day = every.day(k, after: start)
                guard day <= end, day < .afterLast else { break }
                guard days.count < Plan.maximumCheckpoints else { throw .tooManyCheckpoints }
                days.append(day)
                k += 1
            }
        }
        return days
    }

    /// The days whose postings decide checkpoint k's amount for `percent`
    /// and `round-up`: the interval before it, from start + (k − 2)
    /// intervals up to (not including) checkpoint k's nominal day.
    public func flowWindows() throws(PlanProblem) -> [DateSpan] {
        try nominalDates().enumerated().map { k, day in
            DateSpan(start: every.day(k - 1, after: start), end: day)
        }
    }

    /// Checks the terms that do not depend on the journal.
    public func validate() throws(PlanProblem) {
        guard target.quantity.isPositive else { throw .targetNotPositive }
        if let unit, !unit.isPositive { throw .unitNotPositive }
        if let percent, !percent.isPositive || percent > Quantity(100) { throw .percentOutOfRange }
        switch method {
        case .fixed, .fiftyTwoWeek, .fiftyTwoWeekReverse:
            guard unit != nil else { throw .missingUnit }
        case .percent:
            guard percent != nil else { throw .missingPercent }
        case .byDate, .roundUp: break
        }
        _ = try schedule(flows: [])
    }

    /// The checkpoints with their amounts. `flows` holds, per checkpoint,
    /// the income (`percent`) or the rounded-up differences (`round-up`)
    /// of its window (`flowWindows()`); other methods ignore it, and a
    /// missing flow counts as zero. Amounts never pass the target: the
    /// checkpoint that reaches it saves only what is left.
    public func schedule(flows: [Quantity]) throws(PlanProblem) -> [Checkpoint] {
        let days = try nominalDates()
        var amounts = try plannedAmounts(count: days.count, flows: flows)
        if let respread { amounts = try respreadAmounts(amounts, days: days, respread) }
        var cumulative = Quantity.zero
        var checkpoints: [Checkpoint] = []
        checkpoints.reserveCapacity(days.count)
        for (k, day) in days.enumerated() {
            guard let sum = cumulative.adding(amounts[k]) else { throw .amountOverflow }
            cumulative = sum
            checkpoints.append(Checkpoint(number: k + 1, nominal: day, date: weekend.apply(to: day),
                                          amount: amounts[k], cumulative: cumulative))
        }
        return checkpoints
    }

    private func plannedAmounts(count: Int, flows: [Quantity]) throws(PlanProblem) -> [Quantity] {
        let target = self.target.quantity
        switch method {
        case .byDate:
            guard let split = Plan.split(target, into: count) else { throw .amountOverflow }
            return split
        case .fiftyTwoWeek, .fiftyTwoWeekReverse:
            guard let unit else { throw .missingUnit }
            guard let expected = unit.multiplied(by: Quantity(PlanMethod.fiftyTwoWeekUnits)) else { throw .amountOverflow }
            guard expected == target else { throw .fiftyTwoWeekTarget(expected: expected) }
            var amounts: [Quantity] = []
            for n in 1...count {
                guard let amount = unit.multiplied(by: Quantity(method == .fiftyTwoWeek ? n : 53 - n)) else { throw .amountOverflow }
                amounts.append(amount)
            }
            return amounts
        case .fixed:
            guard let unit else { throw .missingUnit }
            let amounts = try Plan.capped(Array(repeating: unit, count: count), at: target)
            guard let saved = Plan.sum(amounts), saved == target else {
                throw .fixedFallsShort(saves: unit.multiplied(by: Quantity(count)) ?? target)
            }
            return amounts
        case .percent:
            guard let percent else { throw .missingPercent }
            var amounts: [Quantity] = []
            for k in 0..<count {
                let flow = k < flows.count ? flows[k] : .zero
                guard let product = flow.multiplied(by: percent),
                      let share = product.divided(by: Quantity(100), scale: target.scale) else { throw .amountOverflow }
                amounts.append(share.isNegative ? .zero : share)
            }
            return try Plan.capped(amounts, at: target)
        case .roundUp:
            let amounts = (0..<count).map { k in k < flows.count && flows[k].isPositive ? flows[k] : .zero }
            return try Plan.capped(amounts, at: target)
        }
    }

    /// After a re-spread: the checkpoints before `from` save no more than
    /// `base` in all; from it on, target − base is split evenly, the last
    /// absorbing the rounding.
    private func respreadAmounts(_ amounts: [Quantity], days: [Day], _ respread: Respread) throws(PlanProblem) -> [Quantity] {
        // `from` is a checkpoint's shown day, after the weekend rule.
        guard let first = days.firstIndex(where: { weekend.apply(to: $0) >= respread.from }) else { return amounts }
        var result = try Plan.capped(Array(amounts[..<first]), at: respread.base)
        guard let rest = target.quantity.subtracting(respread.base) else { throw .amountOverflow }
        guard rest.isPositive else { return result + Array(repeating: .zero, count: days.count - first) }
        guard let split = Plan.split(rest, into: days.count - first) else { throw .amountOverflow }
        result += split
        return result
    }

    /// `total` in `count` equal parts at its own scale, the last absorbing the
    /// rounding so that the parts sum to `total` exactly: 100.00 in 3 is
    /// 33.33, 33.33, 33.34.
    public static func split(_ total: Quantity, into count: Int) -> [Quantity]? {
        guard count >= 1 else { return nil }
        let each = total.mantissa / Int128(count)
        let (others, overflow) = each.multipliedReportingOverflow(by: Int128(count - 1))
        guard !overflow else { return nil }
        let part = Quantity(mantissa: each, scale: total.scale)
        return Array(repeating: part, count: count - 1) + [Quantity(mantissa: total.mantissa - others, scale: total.scale)]
    }

    /// `amounts` with each cut to what is left of `target`: the sum never passes it.
    static func capped(_ amounts: [Quantity], at target: Quantity) throws(PlanProblem) -> [Quantity] {
        var left = target
        var result: [Quantity] = []
        result.reserveCapacity(amounts.count)
        for amount in amounts {
            let taken = left.isPositive ? min(amount, left) : .zero
            guard let rest = left.subtracting(taken) else { throw .amountOverflow }
            left = rest
            result.append(taken)
        }
        return result
    }

    static func sum(_ amounts: [Quantity]) -> Quantity? {
        var total = Quantity.zero
        for amount in amounts {
            guard let next = total.adding(amount) else { return nil }
            total = next
        }
        return total
    }
}
