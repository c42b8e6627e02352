import TrackModel

/// Income and expenses period by period: `track report monthly` (and
/// daily, weekly, quarterly, yearly). Each row holds a period's income
/// (revenue accounts, sign flipped so that money earned is positive), its
/// expenses, the net, the savings rate, how expenses changed since the
/// period before, and the closing balance of assets and liabilities.
///
/// Amounts in several commodities are kept apart, commodity by commodity;
/// figures that need one currency (the savings rate, percent changes) are
/// nil unless everything is in one commodity or the report is valued in one
/// (`-X`).
///
/// Computed in one pass over the postings into per-period sums of each
/// account role, with no allocation per posting.
public struct PeriodSummaryReport: Sendable {
    public struct Figures: Sendable, Hashable {
        public var income: MixedAmount
        public var expenses: MixedAmount
        /// Income minus expenses.
        public var net: MixedAmount
        /// Net as a percentage of income; nil when income is zero or they
        /// are not in one commodity.
        public var savingsRate: Quantity?

        public init(income: MixedAmount, expenses: MixedAmount) {
            self.income = income.removingZeros()
            self.expenses = expenses.removingZeros()
            net = ReportMath.difference(income, expenses).removingZeros()
            savingsRate = ReportMath.single(self.income).flatMap { income in
                guard self.net.amounts.isEmpty || ReportMath.single(self.net)?.commodity == income.commodity else {
                    return nil
                }
                return ReportMath.percent(ReportMath.single(self.net)?.quantity ?? Quantity(0), of: income.quantity)
            }
        }
    }

    public struct Row: Sendable {
        public var period: DateSpan
        public var figures: Figures
        /// Expenses against the period before; nil for the first row.
        public var expenseChange: PeriodChange?
        /// Assets plus liabilities at the end of the period, everything before it included.
        public var closingBalance: MixedAmount
    }

    public struct Options: Sendable {
        public var interval: Interval
        /// The periods to cover; an open side is filled from the journal's
        /// first or last date (`ReportSpan`). Rows are whole periods of the interval.
        public var span: DateSpan
        /// Values every amount in one currency (`-X`): `.periodEnd` values
        /// each period (and its closing balance) at its last day.
        public var valuation: Valuation?

        public init(interval: Interval, span: DateSpan = .unbounded, valuation: Valuation? = nil) {
            self.interval = interval
            self.span = span
            self.valuation = valuation
        }
    }

    public var interval: Interval
    /// From the first row's start to the last row's end; empty when there are no rows.
    public var span: DateSpan
    public var rows: [Row]
    public var total: Figures
    /// The total divided by the number of rows.
    public var average: Figures
    /// The valuation used (`-X`): its currency, rates and the commodities
    /// left as they are for want of a rate.
    public var valuation: ValuationSummary?
}

extension PeriodSummaryReport {
    public init(journal: Journal, filter: PostingFilter, options: Options) {
        let span = ReportSpan.resolve(options.span, interval: options.interval, journalDates: journal.postingDates())
        let periods = ReportSpan.columns(span, interval: options.interval).filter { $0.start != nil && $0.end != nil }
        self.init(journal: journal, filter: filter, periods: periods, options: options)
    }

    private init(journal: Journal, filter: PostingFilter, periods: [DateSpan], options: Options) {
        let roles = AccountRole.table(journal.accounts)
        let count = periods.count
        // Per period: income (as posted, negative), expenses, holdings; then the holdings before the first period.
        var sums = [AmountSum](repeating: AmountSum(), count: count * 3)
        var opening = AmountSum()
        let valuation = options.valuation
        let perPosting = valuation?.moment == .postingDate
        var rates = valuation?.cache()
        if let first = periods.first?.start, let end = periods.last?.end {
            var locator = PeriodLocator(periods)
            let everything = filter.isAny
            journal.forEachPostingWithAmount { transaction, posting, date in
                let role = roles[posting.account.index]
                guard role != .other, date < end else { return }
                guard everything || filter.matches(transaction.pointee, posting) else { return }
                var amount = posting.amount
                if perPosting { amount = rates!.convert(amount, on: date) }
                if date < first {
                    if role == .holding { opening.add(amount) }
                    return
                }
                guard let index = locator.index(of: date) else { return }
                let slot = role == .income ? 0 : (role == .expense ? 1 : 2)
                sums[index * 3 + slot].add(amount)
            }
        }
        var rows: [Row] = []
        rows.reserveCapacity(count)
        var holdings = opening.total
        var totalIncome = MixedAmount(), totalExpenses = MixedAmount()
        var previousExpenses: MixedAmount?
        for (i, period) in periods.enumerated() {
            var income = ReportMath.negated(sums[i * 3].total)
            var expenses = sums[i * 3 + 1].total
            holdings.add(sums[i * 3 + 2].total)
            var closing = holdings
            if !perPosting, let valuation, let last = period.lastDay {
                let day = valuation.rateDay(postedOn: last, periodEnd: last)
                income = rates!.convert(income, on: day)
                expenses = rates!.convert(expenses, on: day)
                closing = rates!.convert(closing, on: day)
            }
            totalIncome.add(income)
            totalExpenses.add(expenses)
            let figures = Figures(income: income, expenses: expenses)
            rows.append(Row(period: period, figures: figures,
                            expenseChange: previousExpenses.map { PeriodChange(from: $0, to: figures.expenses) },
                            closingBalance: closing.removingZeros()))
            previousExpenses = figures.expenses
        }
        interval = options.interval
        span = periods.isEmpty ? DateSpan(start: nil, end: nil) : DateSpan(start: periods.first!.start, end: periods.last!.end)
        self.rows = rows
        total = Figures(income: totalIncome, expenses: totalExpenses)
        average = Figures(income: totalIncome.divided(by: count), expenses: totalExpenses.divided(by: count))
        // The average saves what the total saves; from the rounded averages it would differ far down.
        average.savingsRate = total.savingsRate
        self.valuation = valuation.flatMap { v in rates?.summary(moment: v.moment) }
    }
}

/// Finds the period holding a date among sorted, adjacent periods: the
/// period of the previous date first (postings come mostly in date order),
/// else by binary search.
struct PeriodLocator {
    private let periods: [DateSpan]
    private var last = 0

    init(_ periods: [DateSpan]) {
        self.periods = periods
    }

    mutating func index(of date: Day) -> Int? {
        if last < periods.count, periods[last].contains(date) { return last }
        var low = 0, high = periods.count
        while low < high {
            let mid = (low + high) / 2
            if let end = periods[mid].end, date >= end { low = mid + 1 } else { high = mid }
        }
        guard low < periods.count, periods[low].contains(date) else { return nil }
        last = low
        return low
    }
}
