import TrackModel
import TrackRendering
import TrackReports

/// `track budget [-p PERIOD] [-D|-W|-M|-Q|-Y] [--depth N] [--budget=DESCPAT] [QUERY]`:
/// budget against actual per account and period, from the journal's `~` rules.
enum BudgetCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "budget",
        summary: "Budget against actual per account and period: spent, budgeted, remaining, % used.",
        usage: "track budget [OPTIONS] [QUERY...]",
        options: options,
        discussion: discussion)

    private static let options: [OptionSpec] = [
        OptionSpec(names: ["--budget"], valueName: "DESCPAT", help: "only the ~ rules whose description matches DESCPAT"),
        OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N (default 2, the categories), deeper ones summed in"),
    ] + IntervalOption.options + PeriodOptions.options + [ForecastOption.option, OutputFormatOption.option, OutputFormatOption.csvSafe]

    private static let discussion = """
        The budget is what the journal's periodic transactions (~ monthly, …)
        post in each period; the actual is what was posted. For this month
        unless -p, -b or -e say otherwise, a column per period with -D, -W,
        -M, -Q or -Y. Each row shows actual, budget, remaining (budget minus
        actual), % used and a bar; an expense over its budget is marked.
        Parents sum their children's budgets and actuals; an account with no
        budget counts toward its nearest budgeted ancestor, and accounts with
        none in their tree are in <unbudgeted>, as hledger's balance --budget.
        % used is – for a budget of zero.
        """

    struct Options: CommandOptions {
        var format: OutputFormat
        var forecast: ForecastOption
        var selection: ReportSelection
        var interval: Interval?
        var depth: DepthOption
        var rules: TextPattern?

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            forecast = try ForecastOption(arguments, today: context.today)
            selection = try ReportSelection(arguments, terms: arguments.positionals.filter { !$0.hasPrefix("depth:") },
                                            today: context.today, plainWords: .account)
            interval = try IntervalOption(arguments, period: selection.period).interval
            depth = DepthOption(arguments)
            if let pattern = arguments.value("budget") {
                do {
                    rules = try TextPattern(pattern)
                } catch {
                    throw .message(.badQuery(error))
                }
            }
        }
    }

    static func run(_ options: Options, _ read: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let journal = options.forecast.journal(read, today: invocation.today)
        if journal.periodicTransactions.isEmpty && options.format == .text {
            invocation.output.write(noRulesExplanation)
            return 0
        }
        let report = try BudgetCommand.report(options, journal, today: invocation.today)
        invocation.write(BudgetRenderer(report: report, journal: journal, style: invocation.style), as: options.format)
        return 0
    }

    /// The report the options ask for: this month unless a period is given.
    static func report(_ options: Options, _ journal: Journal, today: Day) throws(CLIError) -> BudgetReport {
        let selection = options.selection
        var span = selection.span
        if !selection.hasDates {
            let start = Interval.monthly.periodStart(containing: today)
            span = DateSpan(start: start, end: Interval.monthly.next(after: start))
        }
        let columns = ReportSpan.columns(span, interval: options.interval, journal: journal)
        let filter = try selection.filter(journal)
        return BudgetReport(journal: journal, filter: filter,
                            options: .init(columns: columns, depth: try options.depth.depth() ?? 2, rules: options.rules))
    }

    static let noRulesExplanation = """
        This journal has no budget yet. A budget is a periodic transaction:
        '~', how often, then what each account should get, for example

            ~ monthly  household budget
                Expenses:Groceries    600.00 USD
                Expenses:Leisure      200.00 USD
                Assets:Bank:Checking

        Add one to the journal, then run 'track budget' again (hledger reads it too).

        """
}
