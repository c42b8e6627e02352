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
        let count = periods.count
        // Rows: income (as posted, negative), expenses, holdings (with what came before the first period).
        var walk = PeriodicWalk(columns: periods, rows: PeriodicWalk.rows(journal.accounts) { role in
            switch role {
            case .income: 0
            case .expense: 1
            case .holding: 2
            case .other: PeriodicWalk.skipped
            }
        }, rowCount: 3)
        walk.keepsOpening = true
        let valuation = options.valuation
        let perPosting = valuation?.moment == .postingDate
        walk.valuesEachPosting = perPosting
        var rates = valuation?.cache()
        let sums = walk.sums(of: journal, matching: filter, rates: &rates)
        let balances = sums.balances(fromOpening: true)
        var rows: [Row] = []
        rows.reserveCapacity(count)
        var totalIncome = MixedAmount(), totalExpenses = MixedAmount()
        var previousExpenses: MixedAmount?
        for (i, period) in periods.enumerated() {
            var income = ReportMath.negated(sums.total(row: 0, column: i))
            var expenses = sums.total(row: 1, column: i)
            var closing = balances[2 * count + i]
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
