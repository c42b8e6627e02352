import TrackModel
import TrackRendering
import TrackReports

/// `track report monthly` (`daily`, `weekly`, `quarterly`, `yearly`): income,
/// expenses, net, savings rate, change of expenses and closing balance per
/// period, with totals, averages and a bar chart.
enum PeriodSummaryCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "monthly",
        aliases: ["daily", "weekly", "quarterly", "yearly"],
        summary: "Income, expenses, net, savings rate, change of expenses and closing balance per period.",
        usage: "track report monthly|daily|weekly|quarterly|yearly [OPTIONS] [QUERY...]",
        options: options,
        discussion: discussion,
        examples: [
            CommandExample("track report monthly -p 2026", "income, expenses, net and savings rate per month of 2026"),
            CommandExample("track report yearly -X USD", "per year, in USD"),
            CommandExample("track report monthly --no-chart -O csv", "the table as CSV"),
        ])

    private static let options: [OptionSpec] = [
        OptionSpec(names: ["--interval"], valueName: "INTERVAL", values: .choice(["daily", "weekly", "monthly", "quarterly", "yearly"]),
                   help: "daily, weekly, monthly, quarterly or yearly rows, whatever the report's name"),
        OptionSpec(names: ["--chart"], help: "add a bar chart of income and expenses (the default on a terminal)"),
        OptionSpec(names: ["--no-chart"], help: "leave the bar chart out"),
    ] + PeriodOptions.options + ValuationOptions.options + [ValuationOptions.showRates, ValuationOptions.byCommodity, ForecastOption.option, OutputFormatOption.option, OutputFormatOption.csvSafe]

    private static let discussion = """
        A row per period (all of the journal's dates unless -p, -b or -e say
        otherwise; whole periods): income (revenue accounts, shown positive),
        expenses, net (income - expenses), savings rate (net / income), the
        change of expenses since the period before (▲ up, ▼ down, and in %),
        and the closing balance of assets and liabilities. Then the total and
        the average per period. A journal that declares its base currency (D)
        and holds other commodities is valued in it, each period at its end, with
        its P prices (--by-commodity lists each commodity apart instead); -X CUR
        values them in CUR (the savings rate and % changes need one currency).
        CSV and JSON dates are inclusive.
        """

    struct Options: CommandOptions {
        var format: OutputFormat
        var forecast: ForecastOption
        var selection: ReportSelection
        var interval: Interval
        /// `--chart` (true) or `--no-chart` (false); nil: a chart on a terminal.
        var chart: Bool?
        var showRates: Bool
        var valuation: ValuationOptions

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            forecast = try ForecastOption(arguments, today: context.today)
            selection = try ReportSelection(arguments, terms: arguments.positionals, today: context.today)
            interval = try Self.interval(arguments, name: context.name, period: selection.period)
            if arguments.has("chart") && arguments.has("no-chart") {
                throw .message(.chartAndNoChart())
            }
            chart = arguments.has("chart") ? true : arguments.has("no-chart") ? false : nil
            showRates = arguments.has("show-rates")
            valuation = ValuationOptions(arguments, today: context.today)
            valuation.byCommodity = arguments.has("by-commodity")
        }

        /// `--interval`, else the report's name; `-p` may repeat it but not contradict it.
        private static func interval(_ arguments: ParsedArguments, name: String, period: Period) throws(CLIError) -> Interval {
            var interval = Interval(rawValue: name) ?? .monthly
            if let text = arguments.value("interval") {
                guard let given = Interval(rawValue: text.lowercased()) else {
                    throw CLIError(.invalidValue(option: "--interval", value: text,
                                                 expected: "daily, weekly, monthly, quarterly or yearly"))
                }
                interval = given
            } else if let fromPeriod = period.interval, fromPeriod != interval {
                throw .message(.periodIntervalConflict(period: fromPeriod, report: interval))
            }
            return interval
        }
    }

    static func run(_ options: Options, _ read: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let journal = options.forecast.journal(read, today: invocation.today)
        let chart = options.format == .text && (options.chart ?? invocation.console.isOutputTerminal)
        let filter = try options.selection.filter(journal)
        let valuation = try options.valuation.periodValuation(orBaseCurrencyOf: journal)
        let report = PeriodSummaryReport(journal: journal, filter: filter,
                                         options: .init(interval: options.interval, span: options.selection.span,
                                                        valuation: valuation))
        var renderer = PeriodSummaryRenderer(report: report, journal: journal, style: invocation.style, chart: chart,
                                             columns: BarChart.columns(invocation.console))
        renderer.showsRates = options.showRates
        invocation.write(renderer, as: options.format)
        return 0
    }
}
