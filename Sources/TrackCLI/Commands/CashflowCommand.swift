import TrackModel
import TrackRendering
import TrackReports

/// `track cashflow [-p MONTH]`: the cash-flow planner from the `~` rules.
enum CashflowCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "cashflow",
        summary: "Plan a month from the ~ rules: fixed income and expenses, what is left to allocate, the cash runway.",
        usage: "track cashflow [-p MONTH] [OPTIONS]",
        options: options,
        discussion: discussion,
        examples: [
            CommandExample("track cashflow", "this month's plan and the cash runway"),
            CommandExample("track cashflow -p 2026-12 -O json", "December's plan as JSON"),
        ])

    private static let options: [OptionSpec] = PeriodOptions.options + [OutputFormatOption.option, OutputFormatOption.csvSafe]

    private static let discussion = """
        For this month (or the month -p names), from the journal's periodic
        transactions: fixed income (what they post to income accounts), fixed
        expenses (postings tagged fixed:, or to an account whose directive is
        tagged fixed:), the disposable income (fixed income - fixed expenses)
        and how the other postings allocate it by category, beside this
        month's spending; extra cash is last month's actual income minus the
        fixed income. Then the runway: the balance of the cash accounts (type
        Cash, else every asset account) today and at each month end of the
        next six months as the rules move it, its lowest point, and the first
        day it would be below zero.
        """

    struct Options: CommandOptions {
        var format: OutputFormat
        var period: Period

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            period = try PeriodOptions(arguments, today: context.today).period
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        if journal.periodicTransactions.isEmpty && options.format == .text {
            invocation.output.write(BudgetCommand.noRulesExplanation.replacing("track budget", with: "track cashflow"))
            return 0
        }
        // The month the period starts in (this month without one): the planner plans a month.
        let start = Interval.monthly.periodStart(containing: options.period.span.start ?? invocation.today)
        let month = DateSpan(start: start, end: Interval.monthly.next(after: start))
        let report = CashflowReport(journal: journal, month: month, today: invocation.today)
        invocation.write(CashflowRenderer(report: report, journal: journal, style: invocation.style), as: options.format)
        return 0
    }
}
