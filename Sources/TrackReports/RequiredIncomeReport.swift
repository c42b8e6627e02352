import TrackModel

/// The income needed to cover what the household spends: `track report
/// required-income`. From the expenses over a window (by default the last
/// three full months), per hour, working day, week, month and year; beside
/// it, the income actually earned over the same window at the same rates,
/// and the surplus (or, negative, the shortfall).
///
/// In one currency: every amount is valued in `currency` (the base
/// currency, or `-X`), and what has no rate to it is left out and listed.
///
/// The formula, with E the expenses over the window, S the savings budgeted
/// per month (with `includeSavings`), t the tax rate in percent:
///
///     year  = E × 12 ÷ months in the window   (a window of whole months)
///           = E × 365 ÷ days in the window    (any other window)
///           + S × 12
///     month = year ÷ 12
///     week  = year ÷ weeks per year (52)
///     day   = week ÷ 5                        (a working day)
///     hour  = week ÷ hours per week (40)
///     before tax = needed × 100 ÷ (100 − t)
///
/// The actual income is spread the same way (without savings or tax): the
/// journal's income is taken as what reached the accounts, after tax, so
/// the surplus is actual minus needed after tax.
public struct RequiredIncomeReport: Sendable {
    public enum Unit: String, Sendable, CaseIterable {
        case hour, day, week, month, year
    }

    public struct Row: Sendable {
        public var unit: Unit
        /// Income needed after tax.
        public var needed: Quantity
        /// Income needed before tax; nil with no tax rate.
        public var neededBeforeTax: Quantity?
        public var actual: Quantity
        /// Actual minus needed: a surplus when positive, a shortfall when negative.
        public var surplus: Quantity
    }

    public struct Options: Sendable {
        public var hoursPerWeek: Quantity
        public var weeksPerYear: Quantity
        /// A percentage from 0 up to (not including) 100.
        public var taxRate: Quantity?
        /// Adds the savings budgeted in periodic transactions.
        public var includeSavings: Bool

        public init(hoursPerWeek: Quantity = Quantity(40), weeksPerYear: Quantity = Quantity(52),
                    taxRate: Quantity? = nil, includeSavings: Bool = false) {
            self.hoursPerWeek = hoursPerWeek
            self.weeksPerYear = weeksPerYear
            self.taxRate = taxRate
            self.includeSavings = includeSavings
        }
    }

    /// One line of a budget that saves: `~ monthly` … `Assets:Bank:Savings  500 USD`.
    public struct BudgetedSaving: Sendable {
        public var account: AccountID
        /// The periodic transaction's period, as written (`monthly`).
        public var period: String
        public var amount: Amount
        /// The amount per month, in the report's currency; nil when it has no rate.
        public var perMonth: Quantity?
    }

    /// Working days in a week, for the per-day figure.
    public static let workingDaysPerWeek = 5

    public var window: DateSpan
    /// The window's length in months, when it is whole months.
    public var months: Int?
    public var days: Int
    public var currency: CommodityID
    public var options: Options
    /// The expenses over the window, in `currency`.
    public var expenses: Quantity
    /// The income over the window (positive when earned), in `currency`.
    public var income: Quantity
    /// Budgeted savings per month, with `includeSavings`.
    public var savingsPerMonth: Quantity?
    public var savings: [BudgetedSaving]
    public var rows: [Row]
    /// Amounts with no rate to `currency`, left out of the sums.
    public var unconvertedExpenses: MixedAmount
    public var unconvertedIncome: MixedAmount
    /// The date of the rates used, when all amounts were valued at one date.
    public var rateDay: Day?
    /// The rates used, and the commodities left out for want of one.
    public var valuation: ValuationSummary
    /// True when a figure does not fit in an exact amount (38 digits), such
    /// as the before-tax income at `--tax-rate 99.9999999999999999`: the
    /// rows then hold zeros in its place, which must not be shown as figures.
    public var overflowed = false

    public func row(_ unit: Unit) -> Row? { rows.first { $0.unit == unit } }
}

extension RequiredIncomeReport {
    /// `window` must be closed (both dates). `valuation` values every
    /// amount in the report's currency, at one date or at each posting's.
    public init(journal: Journal, filter: PostingFilter, window: DateSpan, valuation: Valuation, options: Options = Options()) {
        let start = window.start ?? Day(daysSinceEpoch: 0)
        let end = window.end ?? start
        // Rows: expenses, income; one column, the window.
        var walk = PeriodicWalk(columns: [DateSpan(start: start, end: end)], rows: PeriodicWalk.rows(journal.accounts) { role in
            role == .expense ? 0 : role == .income ? 1 : PeriodicWalk.skipped
        }, rowCount: 2)
        let perPosting = valuation.moment == .postingDate
        walk.valuesEachPosting = perPosting
        var cache: RateCache? = valuation.cache()
        let sums = walk.sums(of: journal, matching: filter, rates: &cache)
        var rates = cache!
        var spent = sums.total(row: 0, column: 0), earned = sums.total(row: 1, column: 0)
        let lastDay = end.adding(days: -1)
        rateDay = perPosting ? nil : valuation.rateDay(postedOn: lastDay, periodEnd: lastDay)
        if let rateDay {
            spent = rates.convert(spent, on: rateDay)
            earned = rates.convert(earned, on: rateDay)
        }
        let target = valuation.target
        earned = ReportMath.negated(earned)
        expenses = spent.quantity(of: target)
        income = earned.quantity(of: target)
        unconvertedExpenses = MixedAmount(spent.amounts.filter { $0.commodity != target && !$0.isZero })
        unconvertedIncome = MixedAmount(earned.amounts.filter { $0.commodity != target && !$0.isZero })

        self.window = DateSpan(start: start, end: end)
        days = start.distance(to: end)
        months = start.day == 1 && end.day == 1 ? (end.year * 12 + end.month) - (start.year * 12 + start.month) : nil
        currency = target
        self.options = options
        savings = []
        savingsPerMonth = nil
        rows = []
        self.valuation = rates.summary(moment: valuation.moment)
        if options.includeSavings {
            readBudgetedSavings(journal: journal, rates: &rates, rateDay: rateDay ?? lastDay)
        }

        // A figure that does not fit is an overflow to report, never a zero or a blank.
        var overflowed = false
        func checked(_ value: Quantity?) -> Quantity {
            if value == nil { overflowed = true }
            return value ?? Quantity(0)
        }
        let yearlyExpenses = checked(RequiredIncomeReport.yearly(expenses, months: months, days: days))
        let yearlyNeeded = checked(savingsPerMonth.map { perMonth in
            perMonth.multiplied(by: Quantity(12)).flatMap { yearlyExpenses.adding($0) }
        } ?? yearlyExpenses)
        let yearlyIncome = checked(RequiredIncomeReport.yearly(income, months: months, days: days))
        let beforeTax: Quantity? = options.taxRate.map { rate in
            checked(Quantity(100).subtracting(rate).flatMap { share in
                yearlyNeeded.multiplied(by: Quantity(100)).flatMap { ReportMath.quotient($0, share) }
            })
        }
        let weeks = options.weeksPerYear
        let divisors: [(Unit, Quantity?)] = [
            (.hour, weeks.multiplied(by: options.hoursPerWeek)),
            (.day, weeks.multiplied(by: Quantity(RequiredIncomeReport.workingDaysPerWeek))),
            (.week, weeks),
            (.month, Quantity(12)),
            (.year, Quantity(1)),
        ]
        rows = divisors.map { unit, divisor in
            func per(_ q: Quantity) -> Quantity { checked(divisor.flatMap { ReportMath.quotient(q, $0) }) }
            let needed = per(yearlyNeeded), actual = per(yearlyIncome)
            return Row(unit: unit, needed: needed, neededBeforeTax: beforeTax.map(per), actual: actual,
                       surplus: checked(actual.subtracting(needed)))
        }
        self.overflowed = overflowed
        self.valuation = rates.summary(moment: valuation.moment)
    }

    /// An amount over the window, per year: × 12 ÷ months, or × 365 ÷ days;
    /// nil when it does not fit (an empty window is zero).
    static func yearly(_ total: Quantity, months: Int?, days: Int) -> Quantity? {
        let (factor, length) = months.map { (12, $0) } ?? (365, days)
        guard length > 0 else { return Quantity(0) }
        return total.multiplied(by: Quantity(factor)).flatMap { ReportMath.quotient($0, Quantity(length)) }
    }

    /// Savings budgeted by periodic transactions whose period overlaps the
    /// window: what they post to asset accounts, or to accounts of a
    /// category named "savings", per month. (Goal contributions, once the
    /// journal has goals, belong here too.) The parser has read each
    /// period; how often a rule saves is its recurrence's average count a
    /// year (`monthly` and `every 15th day of month` 12, `every tue`
    /// 52.1775, `every 2 weeks` half of that). One with no interval
    /// (`~ 2026-12-24`) happens once and budgets nothing per month. A period
    /// with no dates (`~ monthly`) overlaps every window.
    private mutating func readBudgetedSavings(journal: Journal, rates: inout RateCache, rateDay: Day) {
        let categories = Categories(journal: journal)
        var total = Quantity(0)
        for periodic in journal.periodicTransactions {
            let recurrence = periodic.recurrence
            guard let frequency = recurrence.averageOccurrences else { continue }
            if let s = recurrence.span.start, s >= window.end! { continue }
            if let e = recurrence.span.end, e <= window.start! { continue }
            for posting in periodic.postings where posting.hasAmount && posting.amount.quantity.isPositive {
                let isAsset = journal.accounts.type(of: posting.account)?.basic == .asset
                let isSavings = categories.category(of: posting.account)?.name.lowercased() == "savings"
                guard isAsset || isSavings else { continue }
                let valued = rates.convert(posting.amount, on: rateDay)
                var perMonth: Quantity?
                if valued.commodity == currency, let perPeriod = valued.quantity.multiplied(by: Quantity(frequency.count)) {
                    perMonth = ReportMath.quotient(perPeriod, Quantity(12 * frequency.years))
                }
                if let perMonth { total = total.adding(perMonth) ?? total }
                savings.append(BudgetedSaving(account: posting.account, period: journal.string(periodic.period),
                                              amount: posting.amount, perMonth: perMonth))
            }
        }
        savingsPerMonth = total
    }
}
