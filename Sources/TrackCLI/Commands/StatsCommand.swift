import TrackModel
import TrackRendering
import TrackReports

/// `track stats`: facts about the journal as a whole.
enum StatsCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "stats",
        summary: "Show statistics about the journal: files, dates, counts, latest entry.",
        usage: "track stats [-O text|json] [QUERY...]",
        options: PeriodOptions.options + [OutputFormatOption.textOrJSON],
        discussion: """
            Shows the journal's files, its first and last transaction dates and the
            days between them, how many transactions (in all and in the last 30 days
            up to today), postings, payees, accounts (and their depth), commodities
            and market prices it holds, and its latest entry. With a query (or -p), the
            figures are those of the transactions with a matching posting: their
            dates and payees, their matching postings, and those postings' accounts
            and commodities.

            \(CommonOptions.transactionQueryHelp)
            """,
        examples: [
            CommandExample("track stats", "the journal's files, dates and counts"),
            CommandExample("track stats -O json", "the same as JSON"),
        ])

    struct Options: CommandOptions {
        var format: OutputFormat
        var query: Query

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format(allowed: [.text, .json])
            query = try QueryArgument.query(arguments, plainWords: .accountOrDescription, today: context.today)
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let filter = options.query.isAny ? nil : try QueryArgument.filter(options.query, journal: journal)
        let statistics = JournalStatistics(journal: journal, today: invocation.today, filter: filter)
        let renderer = StatsRenderer(statistics: statistics,
                                     today: invocation.today)
        invocation.output.write(options.format == .json ? renderer.json() : renderer.text())
        return 0
    }
}
