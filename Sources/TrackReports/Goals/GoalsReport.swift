import TrackModel

/// One card per goal (`track goals`): a goal is an `account` directive's
/// `goal:` tag (see `GoalTags`), a saving goal on an asset account and a
/// loan payoff on a liability. Figures are in the goal's commodity, exact;
/// they are rounded to the commodity's precision only when shown.
public struct GoalsReport: Sendable {
    public enum Kind: String, Sendable {
        case saving, loan
    }

    public enum Verdict: Sendable, Equatable {
        case done
        case overdue
        case onTrack
        /// Behind by this much a month.
        case behind(Quantity)
        /// No due date and no pace to judge by.
        case noPace
    }

    public struct Goal: Sendable {
        /// The account's last name part: `Vacation` for `Assets:Savings:Vacation`.
        public var name: String
        public var account: AccountID
        public var kind: Kind
        public var commodity: CommodityID
        public var target: Quantity
        /// Saved so far (a saving goal), or still owed (a loan).
        public var current: Quantity
        public var due: Day?
        /// Whole months from this month to the due date's month (0 when due this month or past).
        public var monthsLeft: Int?
        /// Yearly, as a percentage.
        public var rate: Quantity?
        /// Of the way from the start to the target, in %.
        public var progress: Quantity?
        /// What each month must bring to finish on time: the annuity payment
        /// of a loan with a rate, the sinking-fund saving of a saving goal with one.
        public var monthlyNeeded: Quantity?
        /// The average change of the last three full months (saved, or paid off).
        public var pace: Quantity
        public var verdict: Verdict
        /// A loan's largest balance owed, what is paid of it, and the next payment's parts.
        public var principal: Quantity?
        public var paid: Quantity?
        public var nextInterest: Quantity?
        public var nextPrincipal: Quantity?
        /// A loan without a due date: when the current pace pays it off.
        public var payoffAtPace: Day?
        /// What will be saved (or still owed) on the due date, counting the
        /// transactions dated after today (those `--forecast` generates);
        /// nil when there are none.
        public var projected: Quantity?
    }

    /// A goal whose commodity its account never holds: no rate is guessed.
    public struct CommodityNotHeld: Error, Sendable, Equatable {
        public var account: String
        public var goal: String
        public var held: [String]

        public init(account: String, goal: String, held: [String]) {
            self.account = account
            self.goal = goal
            self.held = held
        }
    }

    public var today: Day
    public var goals: [Goal]
}

extension GoalsReport {
    /// Every goal of `journal`, due soonest first (those without a date last).
    public init(journal: Journal, today: Day) throws(CommodityNotHeld) {
        self.today = today
        let accounts = journal.accounts
        struct Spec { var account: AccountID; var target: Quantity; var commodity: CommodityID?; var symbol: String
                      var due: Day?; var rate: Quantity? }
        var specs: [Spec] = []
        for id in accounts.allIDs {
            guard let tags = accounts[id].declaration?.tags else { continue }
            func value(_ name: String) -> String? {
                tags.last { journal.bytes($0.name).elementsEqual(name.utf8) }.map { journal.string($0.value) }
            }
            guard let goal = value(GoalTags.goal).flatMap(GoalTags.amount) else { continue }
            specs.append(Spec(account: id, target: goal.quantity, commodity: journal.commodities.id(of: goal.symbol),
                              symbol: goal.symbol, due: value(GoalTags.due).flatMap { GoalTags.due($0, today: today) },
                              rate: value(GoalTags.rate).flatMap(GoalTags.rate)))
        }
        guard !specs.isEmpty else {
            goals = []
            return
        }
        // One walk: each goal account's balance (subaccounts included) and postings tagged goal:NAME elsewhere.
        let thisMonth = Interval.monthly.periodStart(containing: today)
        let paceStart = thisMonth.adding(months: -3)
        var goalOf = [Int](repeating: -1, count: accounts.count)
        for (index, spec) in specs.enumerated() {
            for id in accounts.allIDs where id == spec.account || accounts.isAncestor(spec.account, of: id) { goalOf[id.index] = index }
        }
        let names = specs.map { Array(accounts[$0.account].leafName.lowercased().utf8) }
        var balances = [MixedAmount](repeating: MixedAmount(), count: specs.count)
        var recent = [MixedAmount](repeating: MixedAmount(), count: specs.count)
        var history = [[(Day, Amount)]](repeating: [], count: specs.count)
        var future = [MixedAmount?](repeating: nil, count: specs.count)
        let dues = specs.map(\.due)
        journal.forEachPostingWithAmount { transaction, posting, date in
            if date > today {
                let index = goalOf[posting.account.index]
                guard index >= 0, dues[index].map({ date <= $0 }) ?? true else { return }
                var sum = future[index] ?? MixedAmount()
                sum.add(posting.amount)
                future[index] = sum
                return
            }
            var index = goalOf[posting.account.index]
            if index < 0, !transaction.pointee.tags.isEmpty || posting.parts.contains(.comment) {
                // A posting's own goal: tag wins over its transaction's; no array is built per posting.
                let isGoal = { (tag: Tag) in journal.bytes(tag.name).elementsEqual(GoalTags.goal.utf8) }
                if let tag = journal.postingDetails.tags(of: posting).first(where: isGoal)
                    ?? transaction.pointee.tags.first(where: isGoal) {
                    let value = Array(journal.string(tag.value).lowercased().utf8)
                    index = names.firstIndex(of: value) ?? -1
                }
            }
            guard index >= 0 else { return }
            balances[index].add(posting.amount)
            history[index].append((date, posting.amount))
            if date >= paceStart && date < thisMonth { recent[index].add(posting.amount) }
        }

        var result: [Goal] = []
        for (index, spec) in specs.enumerated() {
            let held = balances[index].amounts.filter { !$0.isZero }.map(\.commodity)
            guard let commodity = spec.commodity, held.isEmpty || held.contains(commodity) else {
                throw CommodityNotHeld(account: accounts.name(spec.account), goal: spec.symbol,
                                       held: held.map { journal.commodities.symbol($0) })
            }
            let isLoan = accounts.type(of: spec.account)?.basic == .liability
            let balance = balances[index].quantity(of: commodity)
            let pace = ReportMath.quotient(recent[index].quantity(of: commodity), Quantity(3)) ?? .zero
            var goal = Goal(name: String(accounts[spec.account].leafName), account: spec.account, kind: isLoan ? .loan : .saving,
                            commodity: commodity, target: spec.target, current: isLoan ? (balance.negated() ?? .zero) : balance,
                            due: spec.due, rate: spec.rate, pace: pace, verdict: .noPace)
            if let due = spec.due {
                goal.monthsLeft = max(0, (due.year * 12 + due.month) - (today.year * 12 + today.month))
            }
            let r = spec.rate.map { LoanMath.monthlyRate(percent: $0) } ?? .zero
            if let ahead = future[index]?.quantity(of: commodity), let total = balance.adding(ahead) {
                goal.projected = isLoan ? total.negated() : total
            }
            if isLoan {
                Self.fillLoan(&goal, history: history[index], commodity: commodity, monthlyRate: r, today: today)
            } else {
                Self.fillSaving(&goal, monthlyRate: r, today: today)
            }
            result.append(goal)
        }
        goals = result.sorted { ($0.due ?? Day.afterLast, $0.name) < ($1.due ?? Day.afterLast, $1.name) }
    }

    private static func fillSaving(_ goal: inout Goal, monthlyRate r: Quantity, today: Day) {
        let left = goal.target.subtracting(goal.current) ?? .zero
        goal.progress = goal.target.isZero ? nil : ReportMath.percent(goal.current, of: goal.target)
        if !left.isPositive {
            goal.verdict = .done
            return
        }
        if let months = goal.monthsLeft, months > 0 {
            goal.monthlyNeeded = LoanMath.sinkingFund(target: goal.target, balance: goal.current, monthlyRate: r, months: months)
        }
        goal.verdict = verdict(goal, today: today)
    }

    private static func fillLoan(_ goal: inout Goal, history: [(Day, Amount)], commodity: CommodityID, monthlyRate r: Quantity,
                                 today: Day) {
        // The principal: the most ever owed, from the running balance in date order.
        var running = Quantity.zero, most = Quantity.zero
        for (_, amount) in history.sorted(by: { $0.0 < $1.0 }) where amount.commodity == commodity {
            running = running.adding(amount.quantity) ?? running
            if let owed = running.negated(), owed > most { most = owed }
        }
        let remaining = goal.current.subtracting(goal.target) ?? .zero
        goal.principal = most
        goal.paid = most.subtracting(goal.current)
        goal.progress = most.isZero ? nil : goal.paid.flatMap { ReportMath.percent($0, of: most) }
        if !remaining.isPositive {
            goal.verdict = .done
            return
        }
        if let months = goal.monthsLeft, months > 0 {
            goal.monthlyNeeded = LoanMath.payment(principal: remaining, monthlyRate: r, months: months)
        }
        if goal.rate != nil, let payment = goal.monthlyNeeded ?? (goal.pace.isPositive ? goal.pace : nil) {
            goal.nextInterest = remaining.multiplied(by: r)
            goal.nextPrincipal = goal.nextInterest.flatMap { payment.subtracting($0) }
        }
        if goal.due == nil, goal.pace.isPositive {
            let months = LoanMath.schedule(balance: remaining, monthlyRate: r, payment: goal.pace,
                                           first: Interval.monthly.next(after: Interval.monthly.periodStart(containing: today)),
                                           places: 2)
            if let last = months.last, last.balance.isZero { goal.payoffAtPace = last.date }
        }
        goal.verdict = verdict(goal, today: today)
    }

    /// Overdue past its due date; else on track or behind by the pace of the last three months.
    private static func verdict(_ goal: Goal, today: Day) -> Verdict {
        if let due = goal.due, due < today { return .overdue }
        guard let needed = goal.monthlyNeeded else { return .noPace }
        if goal.pace >= needed { return .onTrack }
        return .behind(needed.subtracting(goal.pace) ?? needed)
    }
}
