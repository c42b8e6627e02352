import TrackModel

/// The dashboard `track` shows with no command (`track overview`): what the
/// household has and how it changed since last month, this month's income
/// and expenses, where most of the money went, the latest transactions,
/// and the income needed to cover the spending.
///
/// Sums across currencies are in one currency (the base currency, or
/// `-X`), valued with the journal's `P` prices; amounts with no rate stay in
/// their commodity and are listed in `unconverted`.
///
/// The dashboard is a list of sections, shown in the order of `sections`.
/// A later feature (saving goals, budget status) adds a `Section` case, the
/// data it shows, and a case in the renderer; nothing else changes.
public struct OverviewReport: Sendable {
    public enum Section: String, Sendable, CaseIterable {
        case balance
        case month
        case topExpenses
        case recentTransactions
        case requiredIncome
        /// The three goals due soonest and this month's budget (`OverviewPlans`).
        case goals
        case budget
    }

    public struct RecentTransaction: Sendable {
        public var date: Day
        public var description: String
        /// What the transaction did to assets and liabilities; for a transfer
        /// between them (which changes nothing), the amount moved.
        public var amount: MixedAmount
        public var isTransfer: Bool
        /// The category of its first expense or income posting.
        public var category: String?
    }

    public var today: Day
    public var sections: [Section]
    /// The currency sums are in; nil for a journal with no amounts.
    public var currency: CommodityID?
    /// Assets plus liabilities up to today, valued today.
    public var balance: MixedAmount
    /// The last day of last month.
    public var previousMonthEnd: Day
    /// Assets plus liabilities at the end of last month, valued then.
    public var previousBalance: MixedAmount
    public var balanceChange: PeriodChange
    /// This month up to today.
    public var month: DateSpan
    public var monthFigures: PeriodSummaryReport.Figures
    /// The largest expense categories this month (at most `topCount`).
    public var topExpenses: [CategoryReport.Row]
    /// All expenses this month, which the top categories are shares of.
    public var monthExpenses: MixedAmount
    public var recentTransactions: [RecentTransaction]
    public var requiredIncome: RequiredIncomeReport
    /// Commodities with no rate to `currency`, left as they are.
    public var unconverted: [CommodityID]
    public var plans: OverviewPlans

    public static let topCount = 3
    public static let recentCount = 5
}

extension OverviewReport {
    /// `currency` is the base currency or `-X`'s (nil when the journal has
    /// no amounts, which leaves every amount as it is).
    /// A large journal's postings are summed in parts of at least
    /// `minimumPart` transactions, on every core.
    public init(journal: Journal, today: Day, currency: CommodityID?, sections: [Section] = Section.allCases,
                minimumPart: Int = 50_000) {
        self.today = today
        self.sections = sections
        self.currency = currency
        plans = OverviewPlans(journal: journal, today: today)
        let tomorrow = today.adding(days: 1)
        let monthStart = Interval.monthly.periodStart(containing: today)
        month = DateSpan(start: monthStart, end: tomorrow)
        previousMonthEnd = monthStart.adding(days: -1)
        let converter = CurrencyConverter(journal: journal, target: currency ?? .none)
        var rates = RateCache(converter)
        func valued(_ mixed: MixedAmount, on day: Day) -> MixedAmount {
            currency == nil ? mixed : rates.convert(mixed, on: day).removingZeros()
        }

        let roles = AccountRole.table(journal.accounts)
        let categories = Categories(journal: journal)
        var latest = LatestTransactions(count: OverviewReport.recentCount)
        journal.transactions.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].date < tomorrow { latest.offer(index, buffer[index].date) }
        }
        let ranges = Parts.ranges(count: journal.transactions.count, workers: max(2, Processors.count),
                                  minimum: minimumPart)
        let sums = Parts.map(ranges) { range in
            MonthSums(journal, range, roles: roles, monthStart: monthStart, tomorrow: tomorrow)
        }.reduce(into: MonthSums()) { $0.add($1) }
        var now = sums.before.total
        now.add(sums.sinceMonthStart.total)
        balance = valued(now, on: today)
        previousBalance = valued(sums.before.total, on: previousMonthEnd)
        let income = sums.income.total, expenses = sums.expenses.total
        balanceChange = PeriodChange(from: previousBalance, to: balance)
        monthFigures = PeriodSummaryReport.Figures(income: valued(ReportMath.negated(income), on: today),
                                                   expenses: valued(expenses, on: today))

        let valuation = currency.map { _ in Valuation(converter: converter, moment: .on(today)) }
        let spending = CategoryReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                      options: .init(kind: .expenses, span: month, valuation: valuation))
        topExpenses = Array(spending.rows.prefix(OverviewReport.topCount))
        monthExpenses = spending.total

        recentTransactions = latest.indices.map { index in
            OverviewReport.recent(journal.transactions[index], journal: journal, roles: roles, categories: categories)
        }

        let window = DateSpan(start: monthStart.adding(months: -3), end: monthStart)
        requiredIncome = RequiredIncomeReport(
            journal: journal, filter: PostingFilter(.any, journal: journal), window: window,
            valuation: Valuation(converter: converter, moment: .on(previousMonthEnd)))
        var unconverted = rates.unpriced.map(\.commodity)
        for c in (spending.valuation?.unpriced ?? []) + requiredIncome.valuation.unpriced where !unconverted.contains(c) {
            unconverted.append(c)
        }
        self.unconverted = currency == nil ? [] : unconverted
    }

    private static func recent(_ transaction: Transaction, journal: Journal, roles: [AccountRole],
                               categories: Categories) -> RecentTransaction {
        var change = MixedAmount(), moved = MixedAmount()
        var category: String?
        for posting in transaction.postings where posting.hasAmount {
            switch roles[posting.account.index] {
            case .holding:
                change.add(posting.amount)
                if posting.amount.quantity.isPositive { moved.add(posting.amount) }
            case .income, .expense:
                if category == nil { category = categories.category(of: posting.account)?.name }
            case .other:
                break
            }
        }
        change = change.removingZeros()
        let isTransfer = change.amounts.isEmpty && !moved.amounts.isEmpty
        return RecentTransaction(date: transaction.date, description: journal.string(transaction.description),
                                 amount: isTransfer ? moved : change, isTransfer: isTransfer, category: category)
    }
}

/// The `count` latest transactions (by date, then file order), newest first,
/// kept while walking the journal once.
struct LatestTransactions {
    let count: Int
    /// (date, index), oldest first.
    private var kept: [(Day, Int)] = []

    init(count: Int) {
        self.count = count
    }

    mutating func offer(_ index: Int, _ date: Day) {
        if kept.count == count, let oldest = kept.first, (date, index) < (oldest.0, oldest.1) { return }
        let position = kept.firstIndex { (date, index) < ($0.0, $0.1) } ?? kept.endIndex
        kept.insert((date, index), at: position)
        if kept.count > count { kept.removeFirst() }
    }

    var indices: [Int] { kept.reversed().map(\.1) }
}

/// The sums the overview makes of the postings up to today: holdings before
/// and since the month's start, this month's income and expenses.
private struct MonthSums {
    var before = AmountSum(), sinceMonthStart = AmountSum()
    var income = AmountSum(), expenses = AmountSum()

    init() {}

    /// The sums of the postings of the transactions in `range`.
    init(_ journal: Journal, _ range: Range<Int>, roles: [AccountRole], monthStart: Day, tomorrow: Day) {
        journal.forEachPostingWithAmount(in: range) { _, posting, date in
            guard date < tomorrow else { return }
            switch roles[posting.account.index] {
            case .holding:
                if date < monthStart { before.add(posting.amount) } else { sinceMonthStart.add(posting.amount) }
            case .income where date >= monthStart: income.add(posting.amount)
            case .expense where date >= monthStart: expenses.add(posting.amount)
            default: break
            }
        }
    }

    /// Adds the sums of another part of the journal.
    mutating func add(_ other: MonthSums) {
        before.add(other.before)
        sinceMonthStart.add(other.sinceMonthStart)
        income.add(other.income)
        expenses.add(other.expenses)
    }
}
