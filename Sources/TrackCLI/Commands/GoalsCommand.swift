import TrackModel
import TrackRendering
import TrackReports

/// `track goals`: a card per goal of the journal's account directives.
enum GoalsCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "goals",
        summary: "Show each saving goal and loan payoff: progress, what a month needs, the pace, a verdict.",
        usage: "track goals [OPTIONS]",
        options: [ForecastOption.option, OutputFormatOption.option, OutputFormatOption.csvSafe],
        discussion: discussion,
        examples: [
            CommandExample("track goals", "a card per goal, due soonest first"),
        ])

    private static let discussion = """
        A goal is a goal: tag on an account directive (with due: and rate: if
        it has them): a saving goal on an asset account, a loan payoff on a
        liability. A posting tagged goal:NAME counts toward the goal NAME from
        any account. Each card shows the target, what is saved (or the
        principal, paid and remaining), progress, the due date and months
        left, what each month needs to finish on time (with rate:, the
        annuity payment of a loan or the sinking-fund saving of a savings
        account earning interest), the pace of the last three full months and
        a verdict. Amounts are exact until shown. --today sets the day.
        --forecast adds what the ~ rules will post: each card then says what
        will be saved (or still owed) on its due date, counting what is
        forecast up to then (--forecast=..2030 to reach a later due date).
        """

    struct Options: CommandOptions {
        var format: OutputFormat
        var forecast: ForecastOption

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            forecast = try ForecastOption(arguments, today: context.today)
        }
    }

    static func run(_ options: Options, _ read: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let journal = options.forecast.journal(read, today: invocation.today)
        let report = try goalsReport(journal, today: invocation.today)
        invocation.write(GoalsRenderer(report: report, journal: journal, style: invocation.style), as: options.format)
        return 0
    }

    static func goalsReport(_ journal: Journal, today: Day) throws(CLIError) -> GoalsReport {
        do {
            return try GoalsReport(journal: journal, today: today)
        } catch {
            throw .message(.goalCommodityNotHeld(error))
        }
    }
}
