import TrackModel

/// Revenues and expenses per period, and the net income: `track
/// income-statement` (`is`), hledger's income statement. Revenues show as
/// positive numbers; net is revenues minus expenses.
public struct IncomeStatementReport: Sendable {
    public let columns: [DateSpan]
    /// Revenues, then expenses.
    public let sections: [StatementSection]
    /// Revenues minus expenses, per column.
    public let net: [MixedAmount]
    /// With a valuation: the rates used and the commodities that had none.
    public let valuation: ValuationSummary?

    /// `options.accumulation` is usually `.change` (what came in and went out in each period).
    public init(journal: Journal, filter: PostingFilter, options: BalanceReport.Options) {
        let (sections, valuation) = StatementSection.sections([.revenues, .expenses], journal: journal,
                                                               filter: filter, options: options)
        self.columns = sections[0].report.columns
        self.sections = sections
        self.net = StatementSection.net(of: sections, columns: columns.count)
        self.valuation = valuation
    }

    public var revenues: StatementSection { sections[0] }
    public var expenses: StatementSection { sections[1] }
}
