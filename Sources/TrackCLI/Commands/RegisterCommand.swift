import TrackModel
import TrackRendering
import TrackReports

/// `track register` (`reg`): matching postings one per line with a running
/// total, or with an interval one line per account and period.
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
        ] + CommonOptions.intervals + [
            OptionSpec(names: ["-A", "--average"], help: "show the running average instead of the running total"),
            OptionSpec(names: ["-E", "--empty"], help: "with an interval: also show periods and accounts that sum to zero"),
        ] + CommonOptions.period + CommonOptions.valuation + [CommonOptions.showRates, CommonOptions.outputFormat],
        discussion: """
            Lists the postings that match, in date order (a posting's own date: tag
            counts), each with the running total of the postings listed so far. The
            date and description show on a transaction's first line; long
            descriptions and account names are shortened to fit the width.

            With -D, -W, -M, -Q or -Y (or -p 'monthly in 2026'), one line per account
            and period with the sum of its postings, as hledger's 'register -M';
            --average then divides the running total by the periods so far (and shows
            empty periods, as -E does). -X CUR values these sums in CUR at each
            period's end (--value then: each posting at its date).

            The CSV has hledger's columns "txnidx","date","code","description",
            "account","amount","total".

            \(CommonOptions.periodHelp)

            \(CommonOptions.transactionQueryHelp)
            """)

    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 {
        let arguments = invocation.arguments
        let format = try invocation.outputFormat()
        let period = try invocation.reportPeriod()
        let interval = try invocation.reportInterval(period: period)
        let query = try invocation.query(period: period, plainWords: .accountOrDescription)
        let depth = try invocation.depth()
        let (width, descriptionWidth) = try widths(invocation)
        if interval == nil {
            for option in ["empty", "exchange", "value", "show-rates"] where arguments.has(option) {
                throw .invalid("--\(option) needs an interval in a register",
                               hint: "add -D, -W, -M, -Q or -Y for one line per account and period")
            }
        }
        let journal = try invocation.loadJournal()
        if let interval {
            let columns = ReportSpan.columns(query.dateSpan, interval: interval, journal: journal)
            let report = RegisterSummaryReport(
                journal: journal, filter: try invocation.filter(query.withoutDates, journal: journal), columns: columns,
                depth: depth, showEmpty: arguments.has("empty"), average: arguments.has("average"),
                valuation: try invocation.periodValuation(in: journal))
            var renderer = RegisterSummaryRenderer(report: report, journal: journal, width: width, style: invocation.style)
            renderer.showsRates = arguments.has("show-rates")
            invocation.write(renderer, as: format)
            return 0
        }
        let report = RegisterReport(journal: journal, filter: try invocation.filter(query, journal: journal), depth: depth)
        var renderer = RegisterRenderer(report: report, journal: journal, width: width,
                                        descriptionWidth: descriptionWidth, style: invocation.style)
        renderer.average = arguments.has("average")
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
