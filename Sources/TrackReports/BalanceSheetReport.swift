import TrackModel

/// Assets and liabilities (and, if asked, equity) at the end of each
/// period, and the net worth: `track balance-sheet` (`bs`), hledger's `bs`
/// (`bse` with equity). Liabilities and equity show as positive numbers; net
/// is assets minus liabilities (minus equity).
public struct BalanceSheetReport: Sendable {
    public let columns: [DateSpan]
    /// Assets, liabilities, and equity when included.
    public let sections: [StatementSection]
    /// Assets minus the other sections, per column.
    public let net: [MixedAmount]
    /// With a valuation: the rates used and the commodities that had none.
    public let valuation: ValuationSummary?

    /// `options.accumulation` is usually `.historical` (balances including everything before).
    public init(journal: Journal, filter: PostingFilter, options: BalanceReport.Options, includesEquity: Bool = false) {
        let kinds: [StatementSection.Kind] = includesEquity ? [.assets, .liabilities, .equity] : [.assets, .liabilities]
        let (sections, valuation) = StatementSection.sections(kinds, journal: journal, filter: filter, options: options)
        self.columns = sections[0].report.columns
        self.sections = sections
        self.net = StatementSection.net(of: sections, columns: columns.count)
        self.valuation = valuation
    }
}
