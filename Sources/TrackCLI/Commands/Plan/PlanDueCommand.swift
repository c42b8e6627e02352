import TrackModel
import TrackRendering
import TrackReports

/// `track plan due`: the reminders, for a shell prompt or a cron job.
enum PlanDueCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "due",
        summary: "Reminders: checkpoints due or missed and not covered by deposits, until caught up or seen.",
        usage: "track plan due [--exit-status] [-O text|csv|json]",
        options: [
            OptionSpec(names: ["--exit-status"], help: "exit with status 3 when a reminder is shown (0 when none)"),
            OutputFormatOption.option, OutputFormatOption.csvSafe,
        ],
        discussion: """
            A checkpoint is due on its day (moved by the plan's weekend rule) and
            stays a reminder, missed once the next one comes, until the plan's
            deposits cover it or 'track plan seen NAME' marks it seen. --today DATE
            asks as of another day.
            """,
        acceptsPositionals: false)

    /// The exit status that says a reminder was shown.
    static let remindersShown: Int32 = 3

    struct Options: CommandOptions {
        var format: OutputFormat
        var exitStatus: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            exitStatus = arguments.has("exit-status")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let book = PlanBook(journal: journal, plans: try invocation.plans(in: journal), today: invocation.today)
        let renderer = PlanDueRenderer(book: book, journal: journal, style: invocation.style)
        invocation.write(renderer, as: options.format)
        return options.exitStatus && renderer.hasReminders ? remindersShown : 0
    }
}
