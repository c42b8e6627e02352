import TrackRendering

/// A section of `track report html`: it builds its report from the context
/// (or takes a shared one from it) and returns the renderer's HTML section,
/// or nil when the journal has no data for it (the page leaves it out).
///
/// Adding a section is one file with a type conforming to this protocol,
/// and one line in `HTMLReportSections.all`, where the order is the page's.
protocol HTMLReportSection: Sendable {
    static func section(_ context: HTMLReportContext) throws(CLIError) -> HTMLSection?
}

enum HTMLReportSections {
    /// The page's sections, in order.
    static let all: [any HTMLReportSection.Type] = [
        OverviewHTMLSection.self,
        IncomeExpensesHTMLSection.self,
        CategoriesHTMLSection.self,
        BudgetHTMLSection.self,
        GoalsHTMLSection.self,
        NetWorthHTMLSection.self,
        LatestTransactionsHTMLSection.self,
    ]
}
