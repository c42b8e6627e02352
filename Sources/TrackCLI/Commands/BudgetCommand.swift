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
        discussion: discussion,
        examples: [
            CommandExample("track budget", "this month's budget by category: spent, budgeted, left"),
            CommandExample("track budget -M -p 2026q3", "a section per month of the third quarter"),
            CommandExample("track budget --rollover --explain expenses:leisure -p 2026", "an envelope's carry-over, month by month"),
        ])

    private static let options: [OptionSpec] = [
        OptionSpec(names: ["--budget"], valueName: "DESCPAT", help: "only the ~ rules whose description matches DESCPAT"),
        OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N (default 2, the categories), deeper ones summed in"),
        OptionSpec(names: ["--rollover"], help: "carry what each period leaves (or overspends) into the next, per each account's rollover: tag"),
        OptionSpec(names: ["--explain"], valueName: "ACCOUNT", help: "show ACCOUNT's rollover arithmetic period by period"),
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

        --rollover makes it an envelope budget, a column per month unless an
        interval is given, counted from the journal's first month: what a
        period leaves (or overspends) is carried into the next period's budget
        of that account. The rollover: tag of an account directive chooses how:
        full (the default: both carry), positive (only what is left carries) or
        none. --explain ACCOUNT shows that arithmetic line by line.
        """

    struct Options: CommandOptions {
        var format: OutputFormat
        var forecast: ForecastOption
        var selection: ReportSelection
        var interval: Interval?
        var depth: DepthOption
        var rules: TextPattern?
        /// `--rollover`, or `--explain ACCOUNT`, which implies it.
        var rollover: Bool
        var explain: String?

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            forecast = try ForecastOption(arguments, today: context.today)
            selection = try ReportSelection(arguments, terms: arguments.positionals.filter { !$0.hasPrefix("depth:") },
                                            today: context.today, plainWords: .account)
            interval = try IntervalOption(arguments, period: selection.period).interval
            depth = DepthOption(arguments)
            explain = arguments.value("explain")
            rollover = arguments.has("rollover") || explain != nil
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
        if let name = options.explain {
            let row = try explained(name, in: report)
            invocation.write(BudgetExplainRenderer(report: report, row: row, journal: journal, style: invocation.style),
                             as: options.format)
            return 0
        }
        invocation.write(BudgetRenderer(report: report, journal: journal, style: invocation.style), as: options.format)
        return 0
    }

    /// The budgeted row `--explain` names (ignoring case); another name is an error naming the closest.
    static func explained(_ name: String, in report: BudgetReport) throws(CLIError) -> BudgetReport.Row {
        let budgeted = report.rows.filter(\.isBudgeted)
        if let row = budgeted.first(where: { $0.name.lowercased() == name.lowercased() }) { return row }
        throw .message(.notABudgetedAccount(name, closest: Suggestion.closest(to: name, among: budgeted.map(\.name))))
    }

    /// The report the options ask for: this month unless a period is given.
    static func report(_ options: Options, _ journal: Journal, today: Day) throws(CLIError) -> BudgetReport {
        let selection = options.selection
        var span = selection.span
        if !selection.hasDates {
            let start = Interval.monthly.periodStart(containing: today)
            span = DateSpan(start: start, end: Interval.monthly.next(after: start))
        }
        // An envelope counts from the journal's first period: what came before the report carries into it.
        let interval = options.rollover ? options.interval ?? .monthly : options.interval
        var columns = ReportSpan.columns(span, interval: interval, journal: journal)
        var leading = 0
        if options.rollover, let interval, let first = columns.first?.start, let start = ReportSpan.dates(of: journal)?.start,
           start < first {
            let before = ReportSpan.columns(ReportSpan.resolve(DateSpan(start: start, end: first), interval: interval,
                                                               journalDates: nil), interval: interval)
            leading = before.count
            columns = before + columns
        }
        let filter = try selection.filter(journal)
        let depth = options.explain != nil ? nil : try options.depth.depth() ?? 2
        return BudgetReport(journal: journal, filter: filter,
                            options: .init(columns: columns, depth: depth, rules: options.rules, rollover: options.rollover,
                                           leadingColumns: leading))
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
