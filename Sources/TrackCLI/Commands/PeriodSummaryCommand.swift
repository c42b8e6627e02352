import TrackModel
import TrackRendering
import TrackReports

/// `track report monthly` (`daily`, `weekly`, `quarterly`, `yearly`): income,
/// expenses, net, savings rate, change of expenses and closing balance per
/// period, with totals, averages and a bar chart.
enum PeriodSummaryCommand: Subreport {
    static let names = ["monthly", "daily", "weekly", "quarterly", "yearly"]
    static let usage = "monthly|daily|weekly|quarterly|yearly [OPTIONS] [QUERY...]"
    static let summary = "Income, expenses, net, savings rate, change of expenses and closing balance per period."

    static let options: [OptionSpec] = [
        OptionSpec(names: ["--interval"], valueName: "INTERVAL", help: "daily, weekly, monthly, quarterly or yearly rows, whatever the report's name"),
        OptionSpec(names: ["--chart"], help: "add a bar chart of income and expenses (the default on a terminal)"),
        OptionSpec(names: ["--no-chart"], help: "leave the bar chart out"),
    ] + CommonOptions.period + CommonOptions.valuation + [CommonOptions.showRates, CommonOptions.outputFormat]

    static let discussion = """
        A row per period (all of the journal's dates unless -p, -b or -e say
        otherwise; whole periods): income (revenue accounts, shown positive),
        expenses, net (income - expenses), savings rate (net / income), the
        change of expenses since the period before (▲ up, ▼ down, and in %),
        and the closing balance of assets and liabilities. Then the total and
        the average per period. Amounts in different commodities are listed
        apart; -X CUR values them in one currency, each period at its end (the
        savings rate and % changes need one currency). CSV and JSON dates are
        inclusive.
        """

    static func run(_ invocation: Invocation, name: String) throws(CLIError) -> Int32 {
        let format = try invocation.outputFormat()
        let selection = try ReportSelection(invocation, terms: invocation.arguments.positionals)
        let interval = try self.interval(invocation, name: name, period: selection.period)
        let arguments = invocation.arguments
        if arguments.has("chart") && arguments.has("no-chart") {
            throw .invalid("--chart and --no-chart exclude each other", hint: "give one of them")
        }
        let chart = format == .text && (arguments.has("chart") || (!arguments.has("no-chart") && invocation.console.isOutputTerminal))
        let journal = try invocation.loadJournal()
        let filter = try selection.filter(journal)
        let valuation = try invocation.periodValuation(in: journal)
        let report = PeriodSummaryReport(journal: journal, filter: filter,
                                         options: .init(interval: interval, span: selection.span, valuation: valuation))
        var renderer = PeriodSummaryRenderer(report: report, journal: journal, style: invocation.style, chart: chart,
                                             columns: BarChart.columns(invocation.console))
        renderer.showsRates = invocation.arguments.has("show-rates")
        invocation.write(renderer, as: format)
        return 0
    }

    /// `--interval`, else the report's name; `-p` may repeat it but not contradict it.
    private static func interval(_ invocation: Invocation, name: String, period: Period) throws(CLIError) -> Interval {
        var interval = Interval(rawValue: name) ?? .monthly
        if let text = invocation.arguments.value("interval") {
            guard let given = Interval(rawValue: text.lowercased()) else {
                throw CLIError(.invalidValue(option: "--interval", value: text,
                                             expected: "daily, weekly, monthly, quarterly or yearly"))
            }
            interval = given
        } else if let fromPeriod = period.interval, fromPeriod != interval {
            throw .invalid("the period asks for \(fromPeriod.rawValue) rows, the report for \(interval.rawValue) ones",
                           hint: "run 'track report \(fromPeriod.rawValue)', or give the period without an interval")
        }
        return interval
    }
}
