import TrackModel
import TrackReports

/// `track register` (`reg`): matching postings one per line with a running total.
enum RegisterCommand: TrackCommand {
    static let spec = CommandSpec(
        name: "register",
        aliases: ["reg"],
        summary: "Show postings one per line, with a running total.",
        usage: "track register [OPTIONS] [QUERY...]",
        options: [
            CommonOptions.nameDepth,
            OptionSpec(names: ["-w", "--width"], valueName: "N[,M]",
                       help: "lines N columns wide (default 80, or $COLUMNS on a terminal); M: the description's width"),
        ] + CommonOptions.period + [CommonOptions.outputFormat],
        discussion: """
            Lists the postings that match, in date order (a posting's own date: tag
            counts), each with the running total of the postings listed so far. The
            date and description show on a transaction's first line; long
            descriptions and account names are shortened to fit the width.

            The CSV has hledger's columns "txnidx","date","code","description",
            "account","amount","total".

            \(CommonOptions.queryHelp)
            """)

    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 {
        let format = try invocation.outputFormat()
        let period = try invocation.reportPeriod()
        let query = try invocation.query(period: period)
        let depth = try invocation.depth()
        let (width, descriptionWidth) = try widths(invocation)
        let journal = try invocation.loadJournal()
        let report = RegisterReport(journal: journal, filter: PostingFilter(query, journal: journal), depth: depth)
        let renderer = RegisterRenderer(report: report, journal: journal, width: width,
                                        descriptionWidth: descriptionWidth, style: invocation.style)
        switch format {
        case .text: renderer.writeText(to: invocation.output)
        case .csv: renderer.writeCSV(to: invocation.output)
        case .json: renderer.writeJSON(to: invocation.output)
        }
        return 0
    }

    /// `--width N[,M]`, else `$COLUMNS` on a terminal, else 80.
    private static func widths(_ invocation: Invocation) throws(CLIError) -> (Int, Int?) {
        guard let text = invocation.arguments.value("width") else {
            if invocation.console.isOutputTerminal, let columns = invocation.console.environment["COLUMNS"].flatMap({ Int($0) }),
               columns > 0 {
                return (columns, nil)
            }
            return (80, nil)
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0) }
        guard (1...2).contains(parts.count), let width = numbers[0], width > 0,
              parts.count == 1 || (numbers[1].map { $0 >= 0 } ?? false) else {
            throw .invalid("'\(text)' after --width is not a width",
                           hint: "give the line width in columns, optionally with the description's: --width 120 or --width 120,40")
        }
        return (width, parts.count == 2 ? numbers[1] : nil)
    }
}
