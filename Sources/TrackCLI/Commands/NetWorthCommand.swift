import TrackModel
import TrackRendering
import TrackReports

/// `track networth`: assets, liabilities and net worth at each period's end,
/// valued in one currency, with the change and a chart of the trend.
enum NetWorthCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "networth",
        summary: "Net worth at the end of each period, valued in one currency: assets, liabilities, change, a trend chart.",
        usage: "track networth [-M|-Q|-Y] [-p PERIOD] [-X CUR] [--by type|institution|account|commodity] [OPTIONS] [QUERY...]",
        options: IntervalOption.options + PeriodOptions.options + [
            OptionSpec(names: ["-X", "--exchange"], valueName: "CUR", help: "the currency to value in (default: the base currency)"),
            OptionSpec(names: ["--by"], valueName: "GROUP", help: "break the last period's net worth down by type, institution, account or commodity"),
            RateOptions.infer,
            OptionSpec(names: ["--no-chart"], help: "leave out the chart"),
            OutputFormatOption.option, OutputFormatOption.csvSafe,
        ],
        discussion: """
            The balances of the asset and liability accounts at the end of each period
            (-M, -Q, -Y, or -p 'quarterly in 2026'; one period with neither), valued
            with the rates of that day: the figures of hledger's balancesheet -H -X CUR
            at the same dates, but that among chains of prices the freshest wins (the
            one whose oldest price is newest), as in track rates, where hledger takes
            the shortest. Liabilities show as positive numbers.

            --by breaks the net worth at the last period's end down, a row per group
            and commodity with its balance, the rate, the value and its share: type is
            the account's class: tag, else liabilities, else the commodity's kind
            (currency, crypto, stock); institution the account's institution: tag,
            else its second name part.
            """)

    struct Options: CommandOptions {
        var format: OutputFormat
        var interval: Interval?
        var query: Query
        var exchange: String?
        var grouping: NetWorthBreakdown.Grouping?
        var inferring, chart: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            (interval, query) = try IntervalOption.intervalAndQuery(arguments, today: context.today)
            exchange = arguments.value("exchange")
            if let by = arguments.value("by") {
                guard let grouping = NetWorthBreakdown.Grouping(rawValue: by.lowercased()) else {
                    throw CLIError(.invalidValue(option: "--by", value: by, expected: "type, institution, account or commodity"))
                }
                self.grouping = grouping
            }
            inferring = arguments.has("infer-market-prices")
            chart = !arguments.has("no-chart")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let target: CommodityID
        if let exchange = options.exchange {
            target = try RateOptions.commodity(exchange, place: "-X", in: journal)
        } else {
            guard let base = BaseCurrency.of(journal) else { throw .message(.noBaseCurrency()) }
            target = base
        }
        let converter = CurrencyConverter(journal: journal, target: target, choice: .freshest, inferringPrices: options.inferring)
        let filter = try QueryArgument.filter(options.query.withoutDates, journal: journal)
        let dates = ReportSpan.dates(of: journal)
        let span = ReportSpan.resolve(options.query.dateSpan, interval: options.interval, journalDates: dates)
        let report = NetWorthReport(journal: journal, filter: filter, columns: ReportSpan.columns(span, interval: options.interval),
                                    converter: converter, lastDay: ReportSpan.lastDay(of: journal, dates: dates) ?? invocation.today)
        let breakdown = options.grouping.map { NetWorthBreakdown(report, journal: journal, converter: converter, by: $0) }
        var renderer = NetWorthRenderer(report: report, breakdown: breakdown, journal: journal, style: invocation.style,
                                        lineWidth: BarChart.columns(invocation.console))
        renderer.showsChart = options.chart
        invocation.write(renderer, as: options.format)
        return 0
    }
}
