import TrackModel
import TrackRendering
import TrackReports

/// Budget against actual spending (`track budget`): this month, or the
/// last month of the period when one is given.
enum BudgetHTMLSection: HTMLReportSection {
    static func section(_ context: HTMLReportContext) throws(CLIError) -> HTMLSection? {
        let journal = context.journal
        guard !journal.periodicTransactions.isEmpty else { return nil }
        var day = context.today
        if context.periodGiven, let last = context.span.lastDay { day = last }
        let start = Interval.monthly.periodStart(containing: day)
        let month = DateSpan(start: start, end: Interval.monthly.next(after: start))
        let report = BudgetReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                  options: .init(columns: [month], depth: 2))
        return BudgetRenderer(report: report, journal: journal, style: context.style).htmlSection(context.labels)
    }
}
