import TrackRendering

/// Income and expenses per month, with the net (`track report monthly`).
enum IncomeExpensesHTMLSection: HTMLReportSection {
    static func section(_ context: HTMLReportContext) throws(CLIError) -> HTMLSection? {
        try context.periodSummary().htmlIncomeAndExpenses(context.labels)
    }
}
