import TrackModel

/// What the `~` rules budget per account and period: each rule's postings
/// (those a query keeps; a budgeted account stays one whatever the query) times the number of its occurrences in each
/// column. Occurrences are counted across the report's whole span, then
/// placed in columns, so a rule with no start (`~ every 2 weeks`) keeps one
/// rhythm from the span's start rather than restarting each period.
struct BudgetSums {
    /// By `AccountID.index`, then column: the account's own budget (children not added).
    var amounts: [[MixedAmount]]
    /// By `AccountID.index`: whether a rule posts to the account.
    var isBudgeted: [Bool]

    init(rules: [BudgetRule], columns: [DateSpan], filter: PostingFilter, accountCount: Int) {
        amounts = [[MixedAmount]](repeating: [MixedAmount](repeating: MixedAmount(), count: columns.count), count: accountCount)
        isBudgeted = [Bool](repeating: false, count: accountCount)
        guard let first = columns.first, let last = columns.last else { return }
        let span = DateSpan(start: first.start, end: last.end)
        var locator = PeriodLocator(columns)
        for rule in rules {
            var counts = [Int](repeating: 0, count: columns.count)
            for day in rule.recurrence.occurrences(in: span) {
                if let column = locator.column(of: day) { counts[column] += 1 }
            }
            // As hledger's, a rule budgets its accounts only where it falls inside the report.
            guard counts.contains(where: { $0 > 0 }) else { continue }
            for posting in rule.postings {
                // As hledger's: the query narrows the amounts, not which accounts count as budgeted.
                isBudgeted[posting.account.index] = true
                guard filter.isAny || filter.matches(rule.transaction, posting) else { continue }
                for (column, count) in counts.enumerated() where count > 0 {
                    guard let total = posting.amount.quantity.multiplied(by: Quantity(count)) else { continue }
                    amounts[posting.account.index][column].add(Amount(total, posting.amount.commodity))
                }
            }
        }
    }
}
