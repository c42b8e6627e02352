import TrackModel
import TrackRendering
import TrackReports

/// `track report required-income`: the income needed per hour, day, week,
/// month and year to cover the expenses of a window, beside the income
/// actually earned.
enum RequiredIncomeCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "required-income",
        summary: "The income needed per hour, day, week, month and year to cover recent expenses.",
        usage: "track report required-income [OPTIONS] [QUERY...]",
        options: options,
        discussion: discussion,
        examples: [
            CommandExample("track report required-income", "from the last three full months"),
            CommandExample("track report required-income --tax-rate 25 --include-savings", "before a 25% tax, savings included"),
            CommandExample("track report required-income not:cat:travel", "leaving travel out"),
        ])

    private static let options: [OptionSpec] = [
        OptionSpec(names: ["--hours-per-week"], valueName: "N", help: "working hours in a week (default 40)"),
        OptionSpec(names: ["--weeks-per-year"], valueName: "N", help: "working weeks in a year (default 52)"),
        OptionSpec(names: ["--tax-rate"], valueName: "PCT", help: "a tax rate in percent: also show the income needed before tax"),
        OptionSpec(names: ["--include-savings"], help: "add the savings budgeted in periodic (~) transactions"),
    ] + PeriodOptions.options + ValuationOptions.options + [ValuationOptions.showRates, OutputFormatOption.option, OutputFormatOption.csvSafe]

    private static let discussion = """
        From the expenses of the last three full months (or -p, -b, -e; query
        terms such as not:cat:travel leave expenses out), in the base currency
        (the D directive's, else the most used; -X CUR for another):
          year  = expenses × 12 ÷ months (× 365 ÷ days for a window of part months)
                  + savings per month × 12 (with --include-savings)
          month = year ÷ 12      week = year ÷ weeks per year
          day   = week ÷ 5       hour = week ÷ hours per week
          before tax = needed ÷ (1 − tax rate)
        Beside it, the income earned over the same window spread the same way,
        and the surplus (actual − needed, both after tax) or shortfall.
        --include-savings adds what periodic transactions budget into asset
        accounts or a category named savings.
        """

    struct Options: CommandOptions {
        var format: OutputFormat
        var selection: ReportSelection
        var report: RequiredIncomeReport.Options
        var showRates: Bool
        var valuation: ValuationOptions

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            selection = try ReportSelection(arguments, terms: arguments.positionals, today: context.today)
            if let interval = selection.period.interval {
                throw .message(.requiredIncomeWithInterval(interval))
            }
            report = RequiredIncomeReport.Options(
                hoursPerWeek: try Self.number(arguments, "hours-per-week", default: 40, range: (0, 168), example: "37.5"),
                weeksPerYear: try Self.number(arguments, "weeks-per-year", default: 52, range: (0, 53), example: "48"),
                taxRate: try Self.taxRate(arguments),
                includeSavings: arguments.has("include-savings"))
            showRates = arguments.has("show-rates")
            valuation = ValuationOptions(arguments, today: context.today)
        }

        /// A positive number for `--key`, at most `range.1`.
        private static func number(_ arguments: ParsedArguments, _ key: String, default value: Int, range: (Int, Int),
                                   example: String) throws(CLIError) -> Quantity {
            guard let text = arguments.value(key) else { return Quantity(value) }
            guard let n = Quantity(text), n > Quantity(range.0), n <= Quantity(range.1) else {
                throw .message(.numberOutOfRange(text, option: key, range: range, example: example))
            }
            return n
        }

        /// `--tax-rate 25` or `25%`: a percentage from 0 up to 100.
        private static func taxRate(_ arguments: ParsedArguments) throws(CLIError) -> Quantity? {
            guard let text = arguments.value("tax-rate") else { return nil }
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let rate = Quantity(digits), rate >= Quantity(0), rate < Quantity(100) else {
                throw .message(.notATaxRate(text))
            }
            return rate
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        var window = options.selection.span
        if !options.selection.hasDates {
            let thisMonth = Interval.monthly.periodStart(containing: invocation.today)
            window = DateSpan(start: thisMonth.adding(months: -3), end: thisMonth)
        }
        window = ReportSpan.resolve(window, interval: nil, journal: journal)
        guard let start = window.start, let end = window.end, start < end else {
            throw .message(.emptyWindow())
        }
        let filter = try options.selection.filter(journal)
        let valuation: Valuation
        let reason: String
        if let asked = try options.valuation.valuation(in: journal, end: end.adding(days: -1)) {
            valuation = asked
            reason = "as -X asks"
        } else {
            let base = BaseCurrency.of(journal) ?? .none
            let converter = CurrencyConverter(journal: journal, target: base, inferringPrices: options.valuation.inferringPrices)
            valuation = Valuation(converter: converter, moment: .on(end.adding(days: -1)))
            let declared = journal.defaultCommodity.map { $0 != .none } ?? false
            reason = "the base currency (" + (declared ? "the journal's D directive" : "the journal's most used commodity") + ")"
        }
        let report = RequiredIncomeReport(journal: journal, filter: filter, window: window, valuation: valuation,
                                          options: options.report)
        guard !report.overflowed else {
            throw .message(.requiredIncomeOverflow(taxRate: options.report.taxRate?.description))
        }
        var renderer = RequiredIncomeRenderer(report: report, journal: journal, style: invocation.style, currencyReason: reason)
        renderer.showsRates = options.showRates
        invocation.write(renderer, as: options.format)
        return 0
    }
}
