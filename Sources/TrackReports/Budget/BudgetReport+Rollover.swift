import TrackModel

/// `--rollover`: an envelope budget. In each period an account may spend
/// its budget plus what it carried in; what is left (or overspent) then
/// carries into the next period as its `rollover:` mode says:
///
/// ```
/// carried in + budgeted − spent = left
/// carried out = left (full), left if above zero else 0 (positive), 0 (none)
/// ```
extension BudgetReport {
    /// Each account's mode: its own `rollover:` tag, else its nearest
    /// ancestor's, else `full`. (The parser has refused other values.)
    static func rolloverModes(_ journal: Journal) -> [RolloverMode] {
        let accounts = journal.accounts
        var modes = [RolloverMode](repeating: .full, count: accounts.count)
        // Parents come before their children in the table, so an inherited mode is already known.
        for id in accounts.allIDs {
            let tag = accounts[id].declaration?.tags.last { journal.bytes($0.name).elementsEqual(RolloverMode.tagName.utf8) }
            modes[id.index] = tag.flatMap { RolloverMode(tagValue: journal.string($0.value)) }
                ?? accounts[id].parent.map { modes[$0.index] } ?? .full
        }
        return modes
    }

    /// What each budgeted account carried in and out of each column, by
    /// `AccountID.index` then column, from its own actual and budget.
    static func carried(actual: [[MixedAmount]], budget: [[MixedAmount]], budgeted: [Bool],
                        modes: [RolloverMode]) -> (in: [[MixedAmount]], out: [[MixedAmount]]) {
        let width = budget.first?.count ?? 0
        var carriedIn = [[MixedAmount]](repeating: [MixedAmount](repeating: MixedAmount(), count: width), count: budget.count)
        var carriedOut = carriedIn
        for account in budget.indices where budgeted[account] {
            var carrying = MixedAmount()
            for c in 0..<width {
                carriedIn[account][c] = carrying
                var left = budget[account][c]
                left.add(carrying)
                left = ReportMath.difference(left, actual[account][c])
                switch modes[account] {
                case .full: carrying = left
                case .positive: carrying = MixedAmount(left.amounts.filter { $0.quantity.isPositive })
                case .none: carrying = MixedAmount()
                }
                carriedOut[account][c] = carrying
            }
        }
        return (carriedIn, carriedOut)
    }
}
