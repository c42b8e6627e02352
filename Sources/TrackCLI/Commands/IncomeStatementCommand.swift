import TrackModel
import TrackReports

/// `track income-statement` (`is`): revenues and expenses, and the net, per period.
enum IncomeStatementCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "income-statement",
        aliases: ["is"],
        summary: "Show revenues and expenses, and the net income, as hledger's is.",
        usage: "track income-statement [OPTIONS] [QUERY...]",
        options: StatementCommand.options,
        discussion: """
            Revenues (accounts of type Revenue, such as Income:Salary) and expenses in
            the period, each section with its subtotal; Net is revenues minus expenses.
            The CSV has hledger's rows: the title, "Account" and the periods, each
            section's name, accounts and "total", then "Net:".

            \(StatementCommand.discussion)
            """,
        examples: [
            CommandExample("track is", "income and expenses over the journal"),
            CommandExample("track is -M -p 'last 3 months'", "a column per month for the last three months"),
        ])

    static func run(_ options: StatementCommand.Options, _ journal: Journal,
                    _ invocation: Invocation) throws(CLIError) -> Int32 {
        let request = try StatementCommand.request(options, journal: journal, accumulation: .change)
        let report = IncomeStatementReport(journal: request.journal, filter: request.filter, options: request.options)
        let span = DateSpan(start: report.columns.first?.start, end: report.columns.last?.end)
        StatementCommand.show(title: "Income Statement \(PeriodLabel.text(span))",
                              columns: report.columns, sections: report.sections, net: report.net,
                              valuation: report.valuation, accumulation: .change, request, options, invocation)
        return 0
    }
}
