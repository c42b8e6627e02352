import TrackRendering

/// Net worth over time: the closing balance of assets and liabilities at
/// the end of each month (the `Balance` column of `track report monthly`).
enum NetWorthHTMLSection: HTMLReportSection {
    static func section(_ context: HTMLReportContext) throws(CLIError) -> HTMLSection? {
        try context.periodSummary().htmlNetWorth(context.labels)
    }
}
