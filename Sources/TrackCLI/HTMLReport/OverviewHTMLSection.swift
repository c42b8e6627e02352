import TrackRendering

/// The overview cards: net worth and its change, this month's income,
/// expenses, net and savings rate (`track overview`'s figures).
enum OverviewHTMLSection: HTMLReportSection {
    static func section(_ context: HTMLReportContext) throws(CLIError) -> HTMLSection? {
        try context.overview().htmlCards(context.labels)
    }
}
