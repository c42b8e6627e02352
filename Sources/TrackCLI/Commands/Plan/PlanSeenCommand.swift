import TrackModel
import TrackSyntax

/// `track plan seen NAME [--through DATE]`: the reminders up to a day are
/// seen; recorded as the plan's `plan-seen:` tag, so the state is in the file.
enum PlanSeenCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "seen",
        summary: "Mark a plan's reminders seen up to today (or --through DATE), in the journal.",
        usage: "track plan seen NAME [--through DATE]",
        options: [OptionSpec(names: ["--through"], valueName: "DATE", help: "reminders of checkpoints on or before DATE (default today)")])

    struct Options: CommandOptions {
        var name: String
        var through: Day
        var readsJournal: Bool { false }

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            name = try PlanNameArgument.read(arguments, command: "seen")
            through = try arguments.value("through").map { text throws(CLIError) in
                try DateArgument.parse(text, option: "--through", today: context.today)
            } ?? context.today
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let entry = try PlanEdit.apply(options.name, command: "plan seen", invocation) { entry, _ in
            [.set(PlanTag.seen.rawValue, options.through.description)]
        }
        invocation.errors.write("plan \(entry.plan.name): reminders through \(options.through) marked seen\n")
        return 0
    }
}
