import TrackModel
import TrackRendering
import TrackReports

/// `track balance` (`bal`): account balances, as a tree or a flat list, in
/// one column or one column per period.
enum BalanceCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "balance",
        aliases: ["bal"],
        summary: "Show account balances, as a tree or a flat list.",
        usage: "track balance [OPTIONS] [QUERY...]",
        options: [
            OptionSpec(names: ["-l", "--flat"], help: "a flat list of full account names, each with only its own postings"),
            OptionSpec(names: ["-t", "--tree"], help: "an indented tree with subaccounts included (the default for one period)"),
            DepthOption.option,
            OptionSpec(names: ["-E", "--empty"], help: "also show accounts whose balance is zero"),
            OptionSpec(names: ["-N", "--no-total"], help: "leave out the total line"),
            OptionSpec(names: ["-S", "--sort-amount"], help: "sort rows by amount, largest first (siblings in a tree)"),
            OptionSpec(names: ["--invert"], help: "flip the sign of every amount (income shown positive)"),
            OptionSpec(names: ["-B", "--cost"], help: "count postings with a cost (@, @@) as their cost"),
            OptionSpec(names: ["-%", "--percent"], help: "show each amount as a percentage of its column's total"),
            OptionSpec(names: ["--pivot"], valueName: "TAG", help: "name each posting's account by its value of tag TAG (trip:lisbon under lisbon)"),
        ] + IntervalOption.options + CommonOptions.averageAndTotal + [
            OptionSpec(names: ["--cumulative"], help: "each column: the change from the report's start to the period's end"),
            OptionSpec(names: ["-H", "--historical"], help: "each column: the balance at the period's end, everything before included"),
            OptionSpec(names: ["--transpose"], help: "with an interval: periods as rows, accounts as columns"),
        ] + PeriodOptions.options + ValuationOptions.options + [ValuationOptions.showRates, ForecastOption.option, OutputFormatOption.option, OutputFormatOption.csvSafe],
        discussion: """
            With -D, -W, -M, -Q or -Y (or -p 'monthly in 2026') the balances are shown
            per period, in hledger's 'bal -M' table: a flat list by default (--tree for
            the tree), headings such as Jan or 2026Q1 for changes and end dates for
            --cumulative and --historical balances. The CSV has hledger's columns
            "account","2026-01",…, then "total" and "average" when asked.

            -X CUR values every amount in CUR with the journal's P prices (inverted or
            chained through other commodities when needed): a multi-period report at
            each period's end, else at the report's end (--value then: each posting at
            its date). Amounts with no rate stay in their commodity, marked *.

            \(CommonOptions.periodHelp)

            \(CommonOptions.queryHelp)
            """,
        examples: [
            CommandExample("track balance", "every account's balance, as a tree"),
            CommandExample("track bal expenses -M -p 2026", "expenses per month in 2026"),
            CommandExample("track bal assets -X USD", "assets valued in USD with the journal's prices"),
        ])

    struct Options: CommandOptions {
        var format: OutputFormat
        var forecast: ForecastOption
        var interval: Interval?
        var query: Query
        var accumulation: BalanceReport.Accumulation
        var depth: Int?
        var flat, tree, showEmpty, showTotal, rowTotal, average, transpose, showRates, sortByAmount, invert, atCost, percent: Bool
        /// `--pivot TAG`.
        var pivot: String?
        var valuation: ValuationOptions

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            forecast = try ForecastOption(arguments, today: context.today)
            (interval, query) = try IntervalOption.intervalAndQuery(arguments, today: context.today)
            accumulation = try Self.accumulation(arguments)
            depth = try DepthOption(arguments).depth()
            flat = arguments.has("flat")
            tree = arguments.has("tree")
            showEmpty = arguments.has("empty")
            showTotal = !arguments.has("no-total")
            rowTotal = arguments.has("row-total")
            average = arguments.has("average")
            transpose = arguments.has("transpose")
            showRates = arguments.has("show-rates")
            sortByAmount = arguments.has("sort-amount")
            invert = arguments.has("invert")
            atCost = arguments.has("cost")
            percent = arguments.has("percent")
            pivot = arguments.value("pivot")
            valuation = ValuationOptions(arguments, today: context.today)
        }

        /// `--cumulative` or `--historical`, else changes.
        static func accumulation(_ arguments: ParsedArguments) throws(CLIError) -> BalanceReport.Accumulation {
            switch (arguments.has("cumulative"), arguments.has("historical")) {
            case (true, true):
                throw .message(.cumulativeAndHistorical())
            case (true, false): return .cumulative
            case (false, true): return .historical
            case (false, false): return .change
            }
        }
    }

    static func run(_ options: Options, _ read: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let query = options.query, interval = options.interval
        var journal = options.forecast.journal(read, today: invocation.today)
        var filter = try QueryArgument.filter(query.withoutDates, journal: journal)
        if let tag = options.pivot {
            // The query selects postings by their real accounts, before they are renamed.
            journal = journal.pivoted(on: tag, keeping: filter)
            filter = PostingFilter(.any, journal: journal)
        }
        let columns: [DateSpan] = interval == nil
            ? [query.dateSpan]
            : ReportSpan.columns(query.dateSpan, interval: interval, journal: journal)
        let valuation = try options.valuation.valuation(in: journal, end: query.dateSpan.lastDay, interval: interval)
        var reportOptions = BalanceReport.Options(
            flat: interval == nil ? options.flat && !options.tree : !options.tree,
            depth: options.depth, showEmpty: options.showEmpty, columns: columns, accumulation: options.accumulation,
            valuation: valuation)
        reportOptions.atCost = options.atCost
        var report = BalanceReport(journal: journal, filter: filter, options: reportOptions)
        if options.invert { report = report.inverted() }
        if options.sortByAmount { report = report.sortedByAmount() }
        if options.percent {
            // hledger shows percentages as amounts of a commodity `%` with one decimal: `25.6 %`.
            let percent = journal.commodities.intern("%")
            journal.commodities[percent].style = AmountStyle(precision: 1)
            report = report.percentages(in: percent)
        }
        var renderer = BalanceRenderer(report: report, journal: journal, style: invocation.style,
                                       showTotal: options.showTotal)
        if interval != nil {
            renderer.periods = BalanceRenderer.PeriodLayout(
                accumulation: options.accumulation, rowTotal: options.rowTotal, average: options.average,
                transpose: options.transpose)
            renderer.valuationTitle = try options.valuation.title(in: journal)
        }
        renderer.showsRates = options.showRates
        invocation.write(renderer, as: options.format)
        return 0
    }
}
