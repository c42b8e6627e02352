import TrackRendering

/// The latest transactions, as the dashboard lists them.
enum LatestTransactionsHTMLSection: HTMLReportSection {
    static func section(_ context: HTMLReportContext) throws(CLIError) -> HTMLSection? {
        try context.overview().htmlLatestTransactions(context.labels)
    }
}
