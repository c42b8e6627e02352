import TrackModel
import TrackReports

/// `track balance-sheet` (`bs`): assets and liabilities (and equity), and
/// the net worth, at the end of each period.
enum BalanceSheetCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "balance-sheet",
        aliases: ["bs"],
        summary: "Show assets and liabilities, and the net worth, as hledger's bs.",
        usage: "track balance-sheet [OPTIONS] [QUERY...]",
        options: StatementCommand.options + [
            OptionSpec(names: ["--equity"], help: "add an Equity section, as hledger's bse"),
        ],
        discussion: """
            Balances at the end of each period, everything before included: assets
            (accounts of type Asset or Cash) and liabilities, each section with its
            subtotal; Net is assets minus liabilities (minus equity with --equity).
            The CSV has hledger's rows: the title, "Account" and the end dates, each
            section's name, accounts and "total", then "Net:".

            \(StatementCommand.discussion)
            """,
        examples: [
            CommandExample("track bs", "assets, liabilities and net worth today"),
            CommandExample("track bs -M -p 2026", "at the end of each month of 2026"),
        ])

    struct Options: CommandOptions {
        var statement: StatementCommand.Options
        var equity: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            statement = try StatementCommand.Options(arguments, context)
            equity = arguments.has("equity")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let request = try StatementCommand.request(options.statement, journal: journal, accumulation: .historical)
        let equity = options.equity
        let report = BalanceSheetReport(journal: request.journal, filter: request.filter, options: request.options,
                                        includesEquity: equity)
        // The title names the first and last balance dates (none for a journal with no dates, as hledger).
        let dates = report.columns.last?.end == nil
            ? "" : PeriodLabel.text(DateSpan(start: report.columns.first?.lastDay, end: report.columns.last?.end))
        StatementCommand.show(title: "\(equity ? "Balance Sheet With Equity" : "Balance Sheet") \(dates)",
                              columns: report.columns, sections: report.sections, net: report.net,
                              valuation: report.valuation, accumulation: .historical, request, options.statement, invocation)
        return 0
    }
}
