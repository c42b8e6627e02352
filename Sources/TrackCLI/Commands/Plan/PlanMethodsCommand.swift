import TrackModel
import TrackRendering
import TrackReports

/// `track plan methods`: the saving methods explained, each with an example schedule.
enum PlanMethodsCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "methods",
        summary: "The saving methods, each in plain words with an example schedule (first five checkpoints, total).",
        usage: "track plan methods",
        acceptsPositionals: false)

    struct Options: CommandOptions {
        var readsJournal: Bool { false }
        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {}
    }

    static func run(_ options: Options, _ input: Journal?, _ invocation: Invocation) throws(CLIError) -> Int32 {
        invocation.output.write(PlanMethodsRenderer(report: PlanMethodsReport(), style: invocation.style).text())
        return 0
    }
}
