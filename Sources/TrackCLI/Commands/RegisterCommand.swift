import TrackModel
import TrackRendering
import TrackReports

/// `track register` (`reg`): matching postings one per line with a running
/// total, or with an interval one line per account and period.
enum RegisterCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "register",
        aliases: ["reg", "transactions"],
        summary: "Show postings one per line, with a running total.",
        usage: "track register [OPTIONS] [QUERY...]",
        options: [
            DepthOption.nameOption,
            OptionSpec(names: ["-w", "--width"], valueName: "N[,M]",
                       help: "lines N columns wide (default 80, or $COLUMNS on a terminal); M: the description's width"),
        ] + IntervalOption.options + [
            OptionSpec(names: ["-A", "--average"], help: "show the running average instead of the running total"),
            OptionSpec(names: ["-E", "--empty"], help: "with an interval: also show periods and accounts that sum to zero (postings of zero always show)"),
            OptionSpec(names: ["-r", "--related"], help: "show the other postings of each matching posting's transaction"),
            OptionSpec(names: ["--count"], help: "print only the number of matching transactions"),
            OptionSpec(names: ["--invert"], help: "flip the sign of every amount and of the running total"),
            OptionSpec(names: ["--pivot"], valueName: "TAG", help: "name each posting's account by its value of tag TAG"),
        ] + PeriodOptions.options + ValuationOptions.options + [ValuationOptions.showRates, ForecastOption.option, OutputFormatOption.option, OutputFormatOption.csvSafe],
        discussion: """
            Lists the postings that match, in date order (a posting's own date: tag
            counts), each with the running total of the postings listed so far. The
            date and description show on a transaction's first line; long
            descriptions and account names are shortened to fit the width.

            With -D, -W, -M, -Q or -Y (or -p 'monthly in 2026'), one line per account
            and period with the sum of its postings, as hledger's 'register -M';
            --average then divides the running total by the lines so far (and shows
            empty periods, as -E does). -X CUR values these sums in CUR at each
            period's end (--value then: each posting at its date).

            'track transactions' is this command; --count prints how many transactions
            have a matching posting (the number alone), and -r (--related) shows, for
            each matching posting, the other postings of its transaction.

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
        var showEmpty, average, showRates, related, count, invert: Bool
        /// `--pivot TAG`.
        var pivot: String?
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
            related = arguments.has("related")
            count = arguments.has("count")
            invert = arguments.has("invert")
            pivot = arguments.value("pivot")
            valuation = ValuationOptions(arguments, today: context.today)
            if interval == nil {
                // -E alone is accepted as hledger accepts it: postings of zero are always listed.
                let needingInterval = [("exchange", valuation.exchange != nil),
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
        var query = options.query, journal = options.forecast.journal(read, today: invocation.today)
        if let tag = options.pivot {
            // The query selects postings by their real accounts, before they are renamed; the
            // period still sets the columns.
            let keeping = options.interval == nil ? query : query.withoutDates
            journal = journal.pivoted(on: tag, keeping: try QueryArgument.filter(keeping, journal: journal))
            let span = query.dateSpan
            query = options.interval == nil || span.isUnbounded ? .any : .date(span)
        }
        let (width, descriptionWidth) = options.width ?? (defaultWidth(invocation.console), nil)
        if let interval = options.interval {
            let columns = ReportSpan.columns(query.dateSpan, interval: interval, journal: journal)
            var report = RegisterSummaryReport(
                journal: journal, filter: try QueryArgument.filter(query.withoutDates, journal: journal), columns: columns,
                depth: options.depth, showEmpty: options.showEmpty, average: options.average,
                valuation: try options.valuation.periodValuation(in: journal))
            if options.invert { report = report.inverted() }
            var renderer = RegisterSummaryRenderer(report: report, journal: journal, width: width, style: invocation.style)
            renderer.showsRates = options.showRates
            switch options.format {
            case .text: renderer.writeText(to: invocation.output)
            case .csv: invocation.writeCSV { renderer.writeCSV(to: invocation.output) }
            case .json: renderer.writeJSON(to: invocation.output)
            }
            return 0
        }
        var report = RegisterReport(journal: journal, filter: try QueryArgument.filter(query, journal: journal),
                                    depth: options.depth, related: options.related)
        report.inverted = options.invert
        if options.count {
            invocation.output.write("\(report.transactionCount())\n")
            return 0
        }
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
