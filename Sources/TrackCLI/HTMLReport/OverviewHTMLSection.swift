import TrackRendering

/// The overview cards: net worth and its change, this month's income,
/// expenses, net and savings rate (`track overview`'s figures); left out
/// for a journal with no transactions.
enum OverviewHTMLSection: HTMLReportSection {
    static func section(_ context: HTMLReportContext) throws(CLIError) -> HTMLSection? {
        guard !context.journal.transactions.isEmpty else { return nil }
        return try context.overview().htmlCards(context.labels)
    }
}
