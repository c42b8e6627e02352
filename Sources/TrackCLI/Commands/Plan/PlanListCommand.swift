import TrackModel
import TrackRendering
import TrackReports

/// `track plan list`: active and completed plans.
enum PlanListCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "list",
        summary: "Active and completed plans: method, target, saved, progress, next checkpoint, status.",
        usage: "track plan list [-O text|csv|json]",
        options: [OutputFormatOption.option, OutputFormatOption.csvSafe],
        acceptsPositionals: false)

    struct Options: CommandOptions {
        var format: OutputFormat

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let book = PlanBook(journal: journal, plans: try invocation.plans(in: journal), today: invocation.today)
        invocation.write(PlanListRenderer(book: book, journal: journal, style: invocation.style), as: options.format)
        return 0
    }
}
