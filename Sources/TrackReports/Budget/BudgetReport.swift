import TrackModel

/// Budget against actual, per account and period: `track budget`, the
/// figures of `hledger balance --budget` with what hledger leaves out (how
/// much is left, issue 1088) and parents that sum their children's budgets
/// (hledger issue 939).
///
/// The budget is what the `~` rules post in each period; the actual is
/// what the journal posts, rolled up as hledger does: an account with no
/// budget counts toward its nearest ancestor that has one (or has a child
/// with one), and accounts with none in their tree are gathered in
/// `BudgetReport.unbudgeted`. Every row's figures include its children's.
public struct BudgetReport: Sendable {
    /// The name of the row of accounts with no budget in their tree, as hledger's.
    public static let unbudgeted = "<unbudgeted>"

    /// One row's figures in one period.
    public struct Figures: Sendable {
        public var actual: MixedAmount
        /// What the rules budget in the period.
        public var budget: MixedAmount
        /// With `--rollover`: what the period before left (or overspent), as
        /// the account's `rollover:` mode lets it carry; zero otherwise.
        public var carriedIn = MixedAmount()
        /// With `--rollover`: what this period passes on to the next.
        public var carriedOut = MixedAmount()
        /// The budget with what was carried in: what the period may spend.
        public var available: MixedAmount {
            var sum = budget
            sum.add(carriedIn)
            return sum.removingZeros()
        }
        /// Available minus actual: what is left (negative: overspent).
        public var remaining: MixedAmount { ReportMath.difference(available, actual).removingZeros() }
        /// Actual as a percentage of what is available; nil for a budget of
        /// zero or amounts in several commodities (shown `–`, never a division).
        public var used: Quantity? {
            let available = self.available
            guard !available.isZero else { return nil }
            return ReportMath.percent(actual, of: available)
        }
        /// Spent past the budget: more than 100% used, or anything spent
        /// of a budget of zero, on an expense account.
        public var isOver: Bool

        var exceedsBudget: Bool {
            if let used { return used > Quantity(100) }
            return available.isZero && actual.amounts.contains { $0.quantity.isPositive }
        }

        public init(actual: MixedAmount, budget: MixedAmount, isOver: Bool = false) {
            self.actual = actual
            self.budget = budget
            self.isOver = isOver
        }
    }

    public struct Row: Sendable {
        /// The full account name, or `BudgetReport.unbudgeted`.
        public var name: String
        /// nil for the unbudgeted row.
        public var account: AccountID?
        /// 1 for a top-level account (and the unbudgeted row).
        public var depth: Int
        /// Whether a rule budgets this account itself (not only its children).
        public var isBudgeted: Bool
        /// Per column.
        public var figures: [Figures]
        /// With `--rollover`, the account's mode (its children may have others).
        public var rollover: RolloverMode?
    }

    public struct Options: Sendable {
        /// The report's span, resolved, and its columns (one per period of the interval, or the span).
        public var columns: [DateSpan]
        /// Rows to this depth, deeper accounts summed into them; nil for all.
        public var depth: Int?
        /// Only rules whose description this matches (`--budget=DESCPAT`).
        public var rules: TextPattern?
        /// `--rollover`: carry what each period leaves into the next, per the accounts' `rollover:` modes.
        public var rollover: Bool
        /// How many of the first columns are counted only for what they
        /// carry (the periods before the report, with `--rollover`), not shown.
        public var leadingColumns: Int

        public init(columns: [DateSpan], depth: Int? = nil, rules: TextPattern? = nil, rollover: Bool = false,
                    leadingColumns: Int = 0) {
            self.columns = columns
            self.depth = depth
            self.rules = rules
            self.rollover = rollover
            self.leadingColumns = leadingColumns
        }
    }

    public var columns: [DateSpan]
    public var rows: [Row]
    /// The expense rows' total per column (top-level expense accounts);
    /// empty when no expense account is shown.
    public var totals: [Figures]
    /// Whether periods carry into the next (`--rollover`): budgets then include what was carried in.
    public var rollover: Bool
    /// How many `~` rules the journal has, and how many the report used.
    public var ruleCount: Int
    public var usedRuleCount: Int
}

extension BudgetReport {
    public init(journal: Journal, filter: PostingFilter, options: Options) {
        let accounts = journal.accounts
        let columns = options.columns
        let width = columns.count
        let shown = min(max(options.leadingColumns, 0), width)..<width
        let rules = BudgetRule.rules(of: journal, describedBy: options.rules)
        self.columns = Array(columns[shown])
        let rollover = options.rollover
        self.rollover = rollover
        ruleCount = journal.periodicTransactions.count
        usedRuleCount = rules.count

        let budget = BudgetSums(rules: rules, columns: columns, filter: filter, accountCount: accounts.count)
        // The accounts kept as rows: those budgeted and their ancestors.
        var kept = [Bool](repeating: false, count: accounts.count)
        for id in accounts.allIDs where budget.isBudgeted[id.index] {
            for ancestor in accounts.lineage(of: id) { kept[ancestor.index] = true }
        }
        // Each account's row: itself when kept, else its nearest kept ancestor, else the unbudgeted row.
        let unbudgetedRow = accounts.count
        var rows = [Int32](repeating: Int32(unbudgetedRow), count: accounts.count)
        for id in accounts.allIDs {
            var current: AccountID? = id
            while let c = current, !kept[c.index] { current = accounts[c].parent }
            if let current { rows[id.index] = Int32(current.index) }
        }
        let walk = PeriodicWalk(columns: columns, rows: rows, rowCount: accounts.count + 1)
        var noRates: RateCache?
        let sums = walk.sums(of: journal, matching: filter, rates: &noRates)

        var actual = (0...accounts.count).map { row in (0..<width).map { sums.total(row: row, column: $0) } }
        var budgeted = budget.amounts
        // Each budgeted account carries on its own figures; parents then sum what their children carried.
        let modes = rollover ? Self.rolloverModes(journal) : []
        var (carriedIn, carriedOut) = rollover
            ? Self.carried(actual: actual, budget: budgeted, budgeted: budget.isBudgeted, modes: modes)
            : ([], [])
        // Tree sums: children before parents (deepest first) add into their parent.
        let deepestFirst = accounts.allIDs.filter { kept[$0.index] }.sorted { accounts[$0].depth > accounts[$1].depth }
        for id in deepestFirst {
            guard let parent = accounts[id].parent else { continue }
            for c in 0..<width {
                actual[parent.index][c].add(actual[id.index][c])
                budgeted[parent.index][c].add(budgeted[id.index][c])
                if rollover {
                    carriedIn[parent.index][c].add(carriedIn[id.index][c])
                    carriedOut[parent.index][c].add(carriedOut[id.index][c])
                }
            }
        }

        let roles = AccountRole.table(accounts)
        func figures(_ row: Int, isExpense: Bool) -> [Figures] {
            shown.map { c in
                var f = Figures(actual: actual[row][c].removingZeros(),
                                budget: row < accounts.count ? budgeted[row][c].removingZeros() : MixedAmount())
                if rollover, row < accounts.count {
                    f.carriedIn = carriedIn[row][c].removingZeros()
                    f.carriedOut = carriedOut[row][c].removingZeros()
                }
                f.isOver = isExpense && f.exceedsBudget
                return f
            }
        }
        let order = AccountOrder(accounts)
        var result: [Row] = []
        for id in order.sorted(accounts.allIDs.filter { kept[$0.index] }) {
            let depth = accounts[id].depth
            if let limit = options.depth, depth > limit { continue }
            let f = figures(id.index, isExpense: roles[id.index] == .expense)
            let isBudgeted = budget.isBudgeted[id.index]
            guard f.contains(where: { !$0.actual.isZero || !$0.budget.isZero }) else { continue }
            result.append(Row(name: accounts.name(id), account: id, depth: depth, isBudgeted: isBudgeted, figures: f,
                              rollover: rollover ? modes[id.index] : nil))
        }
        let unbudgetedFigures = figures(unbudgetedRow, isExpense: false)
        if unbudgetedFigures.contains(where: { !$0.actual.isZero }) {
            result.append(Row(name: Self.unbudgeted, account: nil, depth: 1, isBudgeted: false, figures: unbudgetedFigures,
                              rollover: nil))
        }
        self.rows = result

        let expenseTops = result.filter { $0.depth == 1 && $0.account.map { roles[$0.index] == .expense } ?? false }
        totals = expenseTops.isEmpty ? [] : (0..<self.columns.count).map { c in
            var total = Figures(actual: MixedAmount(), budget: MixedAmount())
            for row in expenseTops {
                total.actual.add(row.figures[c].actual)
                total.budget.add(row.figures[c].budget)
                total.carriedIn.add(row.figures[c].carriedIn)
                total.carriedOut.add(row.figures[c].carriedOut)
            }
            total.isOver = total.exceedsBudget
            return total
        }
    }
}
