import TrackModel
import TrackRendering
import TrackReports

/// `track plan show NAME`: every checkpoint planned against deposited, and a chart.
enum PlanShowCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "show",
        summary: "A plan's checkpoints: date, planned, planned and actual totals, status; a chart; the ways back when behind.",
        usage: "track plan show NAME [-O text|csv|json]",
        options: [OutputFormatOption.option, OutputFormatOption.csvSafe])

    struct Options: CommandOptions {
        var name: String
        var format: OutputFormat

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            name = try PlanNameArgument.read(arguments, command: "show")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let plans = try invocation.plans(in: journal)
        let entry = try invocation.plan(named: options.name, in: plans)
        let book = PlanBook(journal: journal, plans: plans, today: invocation.today)
        guard let progress = book.plan(named: entry.plan.name) else { return 1 }
        let renderer = PlanShowRenderer(progress: progress, journal: journal, style: invocation.style,
                                        columns: BarChart.columns(invocation.console))
        invocation.write(renderer, as: options.format)
        return 0
    }
}
