import TrackModel
import TrackRendering
import TrackReports

/// `track report categories [CATEGORY...] [QUERY...]`: spending (or income)
/// by category for a period, with shares, bars, and the period before.
enum CategoryReportCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "categories",
        summary: "Expenses (or income) by category for a period: amount, share, a bar; sorted by amount.",
        usage: "track report categories [CATEGORY...] [OPTIONS] [QUERY...]",
        options: options,
        discussion: discussion,
        examples: [
            CommandExample("track report categories", "this month's expenses by category"),
            CommandExample("track report categories --income -p 2026", "2026's income by category"),
            CommandExample("track report categories leisure --depth 2 --compare", "leisure's subcategories against the month before"),
        ])

    private static let options: [OptionSpec] = [
        OptionSpec(names: ["--income"], help: "income by category instead of expenses"),
        OptionSpec(names: ["--depth"], valueName: "N", help: "1: categories (default); 2: and their subcategories; and so on"),
        OptionSpec(names: ["--compare"], help: "add the previous period (as long) and the change"),
        OptionSpec(names: ["--chart"], help: "add a bar chart of the categories' shares (the pie's figures), in colour on a terminal"),
    ] + PeriodOptions.options + ValuationOptions.options + [ValuationOptions.showRates, ValuationOptions.byCommodity, OutputFormatOption.option, OutputFormatOption.csvSafe]

    private static let discussion = """
        For this month (or -p, -b, -e): each category's amount, its share of the
        total and a bar, largest first. A category is the account just below
        Expenses or Income (Expenses:Leisure:Dining is in Leisure), or an account
        directive's category: tag. Words without a colon name categories to
        show (with their subcategories); an unknown one is an error. Shares and
        bars need one currency: a journal that declares its base currency (D) is
        valued in it at the period's end (--by-commodity: each commodity apart),
        and -X CUR values other commodities in CUR.
        """

    struct Options: CommandOptions {
        var format: OutputFormat
        /// The words without a colon: the categories to show.
        var named: [String]
        var selection: ReportSelection
        var kind: CategoryReport.Kind
        var compare, showRates, chart: Bool
        /// Read after the journal: its default depends on the categories named.
        var depth: DepthOption
        var valuation: ValuationOptions

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            // Bare words name categories; anything with a colon is a query term.
            let words = arguments.positionals
            named = words.filter { !$0.contains(":") }
            selection = try ReportSelection(arguments, terms: words.filter { $0.contains(":") }, today: context.today)
            if let interval = selection.period.interval {
                throw .message(.categoriesWithInterval(interval))
            }
            kind = arguments.has("income") ? .income : .expenses
            compare = arguments.has("compare")
            showRates = arguments.has("show-rates")
            chart = arguments.has("chart")
            depth = DepthOption(arguments)
            valuation = ValuationOptions(arguments, today: context.today)
            valuation.byCommodity = arguments.has("by-commodity")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let selection = options.selection
        var span = selection.span
        if !selection.hasDates {
            let start = Interval.monthly.periodStart(containing: invocation.today)
            span = DateSpan(start: start, end: Interval.monthly.next(after: start))
        }
        span = ReportSpan.resolve(span, interval: nil, journal: journal)
        var previous: DateSpan?
        if options.compare {
            guard let before = CategoryReport.previousSpan(of: span) else {
                throw .message(.compareWithoutBounds())
            }
            previous = before
        }
        let categories: [String]
        do {
            categories = try CategoryReport.resolve(options.named, kind: options.kind, in: journal)
        } catch {
            throw .message(.unknownReportCategory(error))
        }
        let depth = try options.depth.depth() ?? (categories.isEmpty ? 1 : 2)
        let filter = try selection.filter(journal)
        let valuation = try options.valuation.periodValuation(orBaseCurrencyOf: journal)
        let report = CategoryReport(journal: journal, filter: filter, options: .init(
            kind: options.kind, span: span, previousSpan: previous, depth: depth, categories: categories, valuation: valuation))
        var renderer = CategoryRenderer(report: report, journal: journal, style: invocation.style,
                                        columns: BarChart.columns(invocation.console))
        renderer.showsRates = options.showRates
        renderer.chart = options.chart && options.format == .text
        invocation.write(renderer, as: options.format)
        return 0
    }
}
