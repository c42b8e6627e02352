import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track plan ics [NAME…] [-o FILE]`: the checkpoints to come as an
/// iCalendar file, deterministic so it can be committed and diffed.
enum PlanICSCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "ics",
        summary: "The checkpoints to come as an iCalendar file (RFC 5545), one all-day event with a reminder each.",
        usage: "track plan ics [NAME...] [-o FILE]",
        options: [OptionSpec(names: ["-o", "--output-file"], valueName: "FILE", help: "write the calendar to FILE (default standard output)")],
        discussion: """
            Every plan, or the plans named. An event's UID comes from the plan and its
            checkpoint, so importing the file again updates the events; its DTSTAMP is
            the plan's start, so the same journal gives the same bytes.
            """)

    struct Options: CommandOptions {
        var names: [String]
        var file: String?

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            names = arguments.positionals
            file = arguments.value("output-file")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let plans = try invocation.plans(in: journal)
        for name in options.names { _ = try invocation.plan(named: name, in: plans) }
        let book = PlanBook(journal: journal, plans: plans, today: invocation.today)
        let chosen = options.names.isEmpty ? book.plans : book.plans.filter { options.names.contains($0.plan.name) }
        let text = PlanCalendarRenderer(plans: chosen, journal: journal).ics()
        guard let file = options.file, file != "-" else {
            invocation.output.write(text)
            return 0
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: file, newFileMode: 0o644).forEach(invocation.warn)
        } catch {
            throw CLIError(error)
        }
        invocation.errors.write("wrote \(PathBytes.display(file))\n")
        return 0
    }
}
