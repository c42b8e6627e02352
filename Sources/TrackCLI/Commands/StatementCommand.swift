import TrackModel
import TrackRendering
import TrackReports

/// What `track income-statement` and `track balance-sheet` share: their
/// options, reading them, and writing the report.
enum StatementCommand {
    static let options: [OptionSpec] = [
        OptionSpec(names: ["-l", "--flat"], help: "full account names, each with only its own postings (the default)"),
        OptionSpec(names: ["-t", "--tree"], help: "an indented tree with subaccounts included"),
        DepthOption.option,
        OptionSpec(names: ["-E", "--empty"], help: "also show accounts whose balance is zero"),
        OptionSpec(names: ["-N", "--no-total"], help: "leave out the subtotals and the net row"),
        OptionSpec(names: ["-S", "--sort-amount"], help: "sort each section's rows by amount, largest first"),
    ] + IntervalOption.options + CommonOptions.averageAndTotal + PeriodOptions.options + ValuationOptions.options
        + [ValuationOptions.showRates, OutputFormatOption.option, OutputFormatOption.csvSafe]

    static let discussion = """
        With -D, -W, -M, -Q or -Y (or -p 'monthly in 2026') there is a column per
        period. Accounts are sorted into sections by type (their type: tag, else
        their top-level name); revenues, liabilities and equity show as positive
        numbers. -X CUR values amounts at each period's end (--value then: at each
        posting's date); amounts with no rate stay in their commodity, marked *.

        \(CommonOptions.periodHelp)

        \(CommonOptions.queryHelp)
        """

    /// The options both statements take.
    struct Options: CommandOptions {
        var format: OutputFormat
        var interval: Interval?
        var query: Query
        var depth: Int?
        var tree, showEmpty, showTotal, rowTotal, average, showRates, sortByAmount: Bool
        var valuation: ValuationOptions

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            (interval, query) = try IntervalOption.intervalAndQuery(arguments, today: context.today)
            depth = try DepthOption(arguments).depth()
            tree = arguments.has("tree")
            showEmpty = arguments.has("empty")
            showTotal = !arguments.has("no-total")
            rowTotal = arguments.has("row-total")
            average = arguments.has("average")
            showRates = arguments.has("show-rates")
            sortByAmount = arguments.has("sort-amount")
            valuation = ValuationOptions(arguments, today: context.today)
        }
    }

    /// A report's inputs, read from the options and the journal.
    struct Request {
        let journal: Journal
        let filter: PostingFilter
        let options: BalanceReport.Options
        let valuationTitle: String?
    }

    static func request(_ options: Options, journal: Journal, accumulation: BalanceReport.Accumulation) throws(CLIError) -> Request {
        let query = options.query
        let filter = try QueryArgument.filter(query.withoutDates, journal: journal)
        let columns = ReportSpan.columns(query.dateSpan, interval: options.interval, journal: journal)
        let valuation = try options.valuation.valuation(in: journal, end: query.dateSpan.lastDay, interval: options.interval)
        let reportOptions = BalanceReport.Options(flat: !options.tree, depth: options.depth, showEmpty: options.showEmpty,
                                                  columns: columns, accumulation: accumulation, valuation: valuation)
        return Request(journal: journal, filter: filter, options: reportOptions,
                       valuationTitle: try options.valuation.title(in: journal))
    }

    /// `title` followed by the valuation, as hledger: `Income Statement 2026, valued at period ends`.
    private static func title(_ title: String, _ request: Request) -> String {
        title + (request.valuationTitle.map { ", " + $0 } ?? "")
    }

    /// Writes a statement's sections with the options both commands take.
    static func show(title: String, columns: [DateSpan], sections: [StatementSection], net: [MixedAmount],
                     valuation: ValuationSummary?, accumulation: BalanceReport.Accumulation,
                     _ request: Request, _ options: Options, _ invocation: Invocation) {
        var renderer = StatementRenderer(
            title: Self.title(title, request), columns: columns,
            sections: options.sortByAmount ? sections.map { $0.sortedByAmount() } : sections, net: net,
            accumulation: accumulation, journal: request.journal, style: invocation.style,
            showTotal: options.showTotal, rowTotal: options.rowTotal,
            average: options.average, valuation: valuation)
        renderer.showsRates = options.showRates
        invocation.write(renderer, as: options.format)
    }
}
