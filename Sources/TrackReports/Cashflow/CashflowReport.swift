import TrackModel

/// The cash-flow planner (`track cashflow`), from the `~` rules of a month:
///
/// - fixed income: what the rules post to income accounts (shown positive);
/// - fixed expenses: rule postings tagged `fixed:`, or to an account whose
///   directive (or an ancestor's) is tagged `fixed:`;
/// - disposable income: fixed income minus fixed expenses, and how the
///   other rule postings (to expenses, or to non-cash assets such as
///   savings) allocate it by category, beside this month's actual spending
///   in each; what is left unallocated;
/// - extra cash: last month's actual income minus the fixed income;
/// - the runway: the balance of the cash accounts (type `Cash`; every asset
///   account when none is typed so) today and as the rules move it over the
///   next six months, its lowest point and the first day below zero.
public struct CashflowReport: Sendable {
    public struct Line: Sendable {
        public var name: String
        public var amount: MixedAmount
    }

    public struct Allocation: Sendable {
        public var category: String
        public var amount: MixedAmount
        /// Of the disposable income; nil when it is zero or in several commodities.
        public var share: Quantity?
        /// What the category's accounts actually received this month.
        public var actual: MixedAmount
    }

    public struct Point: Sendable {
        public var day: Day
        public var balance: MixedAmount
    }

    public var month: DateSpan
    public var fixedIncome: [Line]
    public var fixedExpenses: [Line]
    public var totalFixedIncome: MixedAmount
    public var totalFixedExpenses: MixedAmount
    public var disposable: MixedAmount
    public var allocations: [Allocation]
    public var unallocated: MixedAmount
    public var lastMonthIncome: MixedAmount
    /// Last month's actual income minus the fixed income.
    public var extraCash: MixedAmount
    /// Today's balance of the cash accounts, then each month end of the next six months.
    public var runway: [Point]
    /// The lowest balance from today on, and its first day (in the commodity the runway is judged in).
    public var lowest: Point?
    /// The first day the balance would be below zero, if any.
    public var firstBelowZero: Point?
    /// The commodity the lowest point and zero are judged in: the journal's base currency.
    public var commodity: CommodityID?
    /// How many `~` rules the journal has.
    public var ruleCount: Int
}

extension CashflowReport {
    public static let fixedTag = "fixed"

    public init(journal: Journal, month: DateSpan, today: Day) {
        let accounts = journal.accounts
        let roles = AccountRole.table(accounts)
        let categories = Categories(journal: journal)
        let cash = Self.cashAccounts(accounts)
        let fixedAccounts = Self.fixedAccounts(journal)
        let rules = BudgetRule.rules(of: journal)
        self.month = month
        ruleCount = rules.count
        commodity = BaseCurrency.of(journal)

        var income: [String: MixedAmount] = [:], fixed: [String: MixedAmount] = [:], allocated: [String: MixedAmount] = [:]
        var incomeOrder: [String] = [], fixedOrder: [String] = [], allocationOrder: [String] = []
        func add(_ amount: Amount, times count: Int, to key: String, in sums: inout [String: MixedAmount], order: inout [String]) {
            guard let total = amount.quantity.multiplied(by: Quantity(count)) else { return }
            if sums[key] == nil { order.append(key) }
            sums[key, default: MixedAmount()].add(Amount(total, amount.commodity))
        }
        for rule in rules {
            let count = rule.recurrence.occurrences(in: month).count
            guard count > 0 else { continue }
            for posting in rule.postings {
                let account = posting.account
                let isFixed = fixedAccounts[account.index]
                    || journal.postingDetails.tags(of: posting).contains { journal.bytes($0.name).elementsEqual(Self.fixedTag.utf8) }
                if roles[account.index] == .income {
                    guard let negated = posting.amount.negated() else { continue }
                    add(negated, times: count, to: accounts.name(account), in: &income, order: &incomeOrder)
                } else if isFixed {
                    add(posting.amount, times: count, to: accounts.name(account), in: &fixed, order: &fixedOrder)
                } else if !cash[account.index] && posting.amount.quantity.isPositive {
                    let category = categories.category(of: account)?.name ?? String(accounts[account].leafName)
                    add(posting.amount, times: count, to: category, in: &allocated, order: &allocationOrder)
                }
            }
        }
        fixedIncome = incomeOrder.map { Line(name: $0, amount: income[$0]!) }
        fixedExpenses = fixedOrder.map { Line(name: $0, amount: fixed[$0]!) }
        totalFixedIncome = Self.sum(fixedIncome.map(\.amount))
        totalFixedExpenses = Self.sum(fixedExpenses.map(\.amount))
        let disposable = ReportMath.difference(totalFixedIncome, totalFixedExpenses).removingZeros()
        self.disposable = disposable

        // One walk over the postings: this month's actual per category, last month's income, today's cash.
        let lastMonth = DateSpan(start: month.start.map { $0.adding(months: -1) }, end: month.start)
        var actual: [String: MixedAmount] = [:]
        var lastIncome = MixedAmount(), balance = MixedAmount()
        var categoryOf = [String?](repeating: nil, count: accounts.count)
        for id in accounts.allIDs where roles[id.index] == .expense || !cash[id.index] {
            categoryOf[id.index] = categories.category(of: id)?.name ?? String(accounts[id].leafName)
        }
        journal.forEachPostingWithAmount { _, posting, date in
            let index = posting.account.index
            if cash[index] && date <= today { balance.add(posting.amount) }
            if roles[index] == .income, lastMonth.contains(date), let negated = posting.amount.negated() { lastIncome.add(negated) }
            if month.contains(date), let category = categoryOf[index], allocated[category] != nil, posting.amount.quantity.isPositive {
                actual[category, default: MixedAmount()].add(posting.amount)
            }
        }
        let allocatedTotal = Self.sum(Array(allocated.values))
        allocations = allocationOrder.map { category in
            Allocation(category: category, amount: allocated[category]!, share: ReportMath.percent(allocated[category]!, of: disposable),
                       actual: (actual[category] ?? MixedAmount()).removingZeros())
        }
        unallocated = ReportMath.difference(disposable, allocatedTotal).removingZeros()
        lastMonthIncome = lastIncome.removingZeros()
        extraCash = ReportMath.difference(lastIncome, totalFixedIncome).removingZeros()
        (runway, lowest, firstBelowZero) = Self.runway(rules: rules, cash: cash, from: balance.removingZeros(), today: today,
                                                       commodity: commodity)
    }

    /// The cash balance from today through six months ahead, as the rules move it.
    static func runway(rules: [BudgetRule], cash: [Bool], from start: MixedAmount, today: Day, commodity: CommodityID?)
        -> (points: [Point], lowest: Point?, belowZero: Point?) {
        let end = today.adding(months: 6)
        var changes: [(Day, Amount)] = []
        for rule in rules {
            let moves = rule.postings.filter { cash[$0.account.index] }
            guard !moves.isEmpty else { continue }
            for day in rule.recurrence.occurrences(in: DateSpan(start: today.adding(days: 1), end: end.adding(days: 1))) {
                for posting in moves { changes.append((day, posting.amount)) }
            }
        }
        changes.sort { $0.0 < $1.0 }
        func judged(_ balance: MixedAmount) -> Quantity { commodity.map { balance.quantity(of: $0) } ?? .zero }
        var balance = start
        var points = [Point(day: today, balance: start)]
        var lowest = Point(day: today, balance: start)
        var belowZero: Point? = judged(start).isNegative ? lowest : nil
        var monthEnd = Interval.monthly.next(after: Interval.monthly.periodStart(containing: today)).adding(days: -1)
        func passMonthEnds(before day: Day) {
            while monthEnd < day && monthEnd <= end {
                if monthEnd > today { points.append(Point(day: monthEnd, balance: balance.removingZeros())) }
                monthEnd = Interval.monthly.next(after: monthEnd.adding(days: 1)).adding(days: -1)
            }
        }
        var next = 0
        while next < changes.count {
            let day = changes[next].0
            passMonthEnds(before: day)
            while next < changes.count, changes[next].0 == day {
                balance.add(changes[next].1)
                next += 1
            }
            if judged(balance) < judged(lowest.balance) { lowest = Point(day: day, balance: balance.removingZeros()) }
            if belowZero == nil, judged(balance).isNegative { belowZero = Point(day: day, balance: balance.removingZeros()) }
        }
        passMonthEnds(before: end.adding(days: 1))
        return (points, lowest, belowZero)
    }

    /// By `AccountID.index`: accounts of type `Cash`, or every asset account when none is.
    static func cashAccounts(_ accounts: AccountTable) -> [Bool] {
        let typed = accounts.allIDs.map { accounts.type(of: $0) == .cash }
        if typed.contains(true) { return typed }
        return accounts.allIDs.map { accounts.type(of: $0)?.basic == .asset }
    }

    /// By `AccountID.index`: accounts whose directive, or an ancestor's, has a `fixed:` tag.
    static func fixedAccounts(_ journal: Journal) -> [Bool] {
        let accounts = journal.accounts
        var fixed = [Bool](repeating: false, count: accounts.count)
        for id in accounts.allIDs {
            let own = accounts[id].declaration?.tags.contains { journal.bytes($0.name).elementsEqual(fixedTag.utf8) } ?? false
            fixed[id.index] = own || (accounts[id].parent.map { fixed[$0.index] } ?? false)
        }
        return fixed
    }

    static func sum(_ amounts: [MixedAmount]) -> MixedAmount {
        var total = MixedAmount()
        for amount in amounts { total.add(amount) }
        return total.removingZeros()
    }
}
