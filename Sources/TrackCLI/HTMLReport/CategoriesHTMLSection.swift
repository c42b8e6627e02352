import TrackModel
import TrackRendering
import TrackReports

/// Spending by category, compared with the period before
/// (`track report categories --compare`): over the period when one is
/// given, else this month.
enum CategoriesHTMLSection: HTMLReportSection {
    static func section(_ context: HTMLReportContext) throws(CLIError) -> HTMLSection? {
        let journal = context.journal
        var span = context.span
        if !context.periodGiven {
            let start = Interval.monthly.periodStart(containing: context.today)
            span = DateSpan(start: start, end: Interval.monthly.next(after: start))
        }
        let valuation = try context.valuation.periodValuation(in: journal)
        let report = CategoryReport(journal: journal, filter: PostingFilter(.any, journal: journal), options: .init(
            kind: .expenses, span: span, previousSpan: CategoryReport.previousSpan(of: span), depth: 1, valuation: valuation))
        return CategoryRenderer(report: report, journal: journal, style: context.style, columns: context.columns)
            .htmlSection(context.labels)
    }
}
