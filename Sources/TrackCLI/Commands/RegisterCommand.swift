import TrackModel
import TrackRendering
import TrackReports

/// `track register` (`reg`): matching postings one per line with a running
/// total, or with an interval one line per account and period.
enum RegisterCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "register",
        aliases: ["reg"],
        summary: "Show postings one per line, with a running total.",
        usage: "track register [OPTIONS] [QUERY...]",
        options: [
            DepthOption.nameOption,
            OptionSpec(names: ["-w", "--width"], valueName: "N[,M]",
                       help: "lines N columns wide (default 80, or $COLUMNS on a terminal); M: the description's width"),
        ] + IntervalOption.options + [
            OptionSpec(names: ["-A", "--average"], help: "show the running average instead of the running total"),
            OptionSpec(names: ["-E", "--empty"], help: "with an interval: also show periods and accounts that sum to zero"),
        ] + PeriodOptions.options + ValuationOptions.options + [ValuationOptions.showRates, ForecastOption.option, OutputFormatOption.option, OutputFormatOption.csvSafe],
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
            """,
        examples: [
            CommandExample("track register checking", "the checking account's postings with a running total"),
            CommandExample("track reg expenses -M", "expenses summed per month"),
            CommandExample("track reg coffee -p 'this month'", "this month's coffee"),
        ])

    struct Options: CommandOptions {
        var format: OutputFormat
        var forecast: ForecastOption
        var interval: Interval?
        var query: Query
        var depth: Int?
        /// `--width N[,M]`: the line's width and the description's; nil when not given.
        var width: (Int, Int?)?
        var showEmpty, average, showRates: Bool
        var valuation: ValuationOptions

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            forecast = try ForecastOption(arguments, today: context.today)
            (interval, query) = try IntervalOption.intervalAndQuery(arguments, plainWords: .accountOrDescription, today: context.today)
            depth = try DepthOption(arguments).depth()
            width = try arguments.value("width").map(Self.width)
            showEmpty = arguments.has("empty")
            average = arguments.has("average")
            showRates = arguments.has("show-rates")
            valuation = ValuationOptions(arguments, today: context.today)
            if interval == nil {
                let needingInterval = [("empty", showEmpty), ("exchange", valuation.exchange != nil),
                                       ("value", valuation.value != nil), ("show-rates", showRates)]
                if let (option, _) = needingInterval.first(where: \.1) {
                    throw .message(.registerOptionNeedsInterval(option))
                }
            }
        }

        /// `--width N[,M]`.
        private static func width(_ text: String) throws(CLIError) -> (Int, Int?) {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            let numbers = parts.map { Int($0) }
            guard (1...2).contains(parts.count), let width = numbers[0], width > 0,
                  parts.count == 1 || (numbers[1].map { $0 >= 0 } ?? false) else {
                throw .message(.notAWidth(text))
            }
            return (width, parts.count == 2 ? numbers[1] : nil)
        }
    }

    static func run(_ options: Options, _ read: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let journal = options.forecast.journal(read, today: invocation.today)
        let query = options.query
        let (width, descriptionWidth) = options.width ?? (defaultWidth(invocation.console), nil)
        if let interval = options.interval {
            let columns = ReportSpan.columns(query.dateSpan, interval: interval, journal: journal)
            let report = RegisterSummaryReport(
                journal: journal, filter: try QueryArgument.filter(query.withoutDates, journal: journal), columns: columns,
                depth: options.depth, showEmpty: options.showEmpty, average: options.average,
                valuation: try options.valuation.periodValuation(in: journal))
            var renderer = RegisterSummaryRenderer(report: report, journal: journal, width: width, style: invocation.style)
            renderer.showsRates = options.showRates
            invocation.write(renderer, as: options.format)
            return 0
        }
        let report = RegisterReport(journal: journal, filter: try QueryArgument.filter(query, journal: journal),
                                    depth: options.depth)
        var renderer = RegisterRenderer(report: report, journal: journal, width: width,
                                        descriptionWidth: descriptionWidth, style: invocation.style)
        renderer.average = options.average
        switch options.format {
        case .text: renderer.writeText(to: invocation.output)
        case .csv: invocation.writeCSV { renderer.writeCSV(to: invocation.output) }
        case .json: renderer.writeJSON(to: invocation.output)
        }
        return 0
    }

    /// `$COLUMNS` on a terminal, else 80.
    private static func defaultWidth(_ console: Console) -> Int {
        if console.isOutputTerminal, let columns = console.environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return columns
        }
        return 80
    }
}
