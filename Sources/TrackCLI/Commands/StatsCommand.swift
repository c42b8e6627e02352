import TrackModel
import TrackRendering
import TrackReports

/// `track stats`: facts about the journal as a whole.
enum StatsCommand: TrackCommand {
    static let spec = CommandSpec(
        name: "stats",
        summary: "Show statistics about the journal: files, dates, counts, latest entry.",
        usage: "track stats [-O text|json]",
        options: [CommonOptions.textOrJSON],
        discussion: """
            Shows the journal's files, its first and last transaction dates and the
            days between them, how many transactions (in all and in the last 30 days
            up to today), postings, payees, accounts (and their depth), commodities
            and market prices it holds, and its latest entry.
            """,
        acceptsPositionals: false)

    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 {
        let format = try invocation.outputFormat(allowed: [.text, .json])
        let journal = try invocation.loadJournal()
        let renderer = StatsRenderer(statistics: JournalStatistics(journal: journal, today: invocation.today),
                                     today: invocation.today)
        invocation.output.write(format == .json ? renderer.json() : renderer.text())
        return 0
    }
}
