import TrackModel
import TrackRendering
import TrackReports

/// `track prices`: the market prices, as `P` directives.
enum PricesCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "prices",
        summary: "List the market prices (P directives), and with --infer-market-prices those costs imply.",
        usage: "track prices [OPTIONS] [COMMODITY...]",
        options: [
            OptionSpec(names: ["--infer-market-prices"], help: "also list the price each cost in a transaction implies (@ and @@)"),
        ] + PeriodOptions.options + [OutputFormatOption.option, OutputFormatOption.csvSafe],
        discussion: """
            Lists the journal's P directives in date order, as P directives (P 2026-11-03
            EUR 1.08 USD), as hledger's prices; with --infer-market-prices, also the
            price of each posting with a cost (@ u gives u, @@ t gives t divided by the
            quantity), on the posting's date. COMMODITY names the priced commodities
            to list (EUR, ¥); -p, -b and -e select by date.
            """)

    struct Options: CommandOptions {
        var format: OutputFormat
        var span: DateSpan
        var commodities: [String]
        var inferred: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            span = try PeriodOptions(arguments, today: context.today).period.span
            commodities = arguments.positionals
            inferred = arguments.has("infer-market-prices")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let report = PricesReport(journal: journal, span: options.span, commodities: options.commodities,
                                  inferred: options.inferred)
        invocation.write(PricesRenderer(report: report, journal: journal), as: options.format)
        return 0
    }
}
