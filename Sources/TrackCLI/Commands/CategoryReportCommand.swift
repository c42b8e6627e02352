import TrackModel
import TrackRendering
import TrackReports

/// `track report categories [CATEGORY...] [QUERY...]`: spending (or income)
/// by category for a period, with shares, bars, and the period before.
enum CategoryReportCommand: Subreport {
    static let names = ["categories"]
    static let usage = "categories [CATEGORY...] [OPTIONS] [QUERY...]"
    static let summary = "Expenses (or income) by category for a period: amount, share, a bar; sorted by amount."

    static let options: [OptionSpec] = [
        OptionSpec(names: ["--income"], help: "income by category instead of expenses"),
        OptionSpec(names: ["--depth"], valueName: "N", help: "1: categories (default); 2: and their subcategories; and so on"),
        OptionSpec(names: ["--compare"], help: "add the previous period (as long) and the change"),
    ] + CommonOptions.period + CommonOptions.valuation + [CommonOptions.showRates, CommonOptions.outputFormat]

    static let discussion = """
        For this month (or -p, -b, -e): each category's amount, its share of the
        total and a bar, largest first. A category is the account just below
        Expenses or Income (Expenses:Leisure:Dining is in Leisure), or an account
        directive's category: tag. Words without a colon name categories to
        show (with their subcategories); an unknown one is an error. Shares and
        bars need one currency: -X CUR values other commodities in it.
        """

    static func run(_ invocation: Invocation, name: String) throws(CLIError) -> Int32 {
        let format = try invocation.outputFormat()
        // Bare words name categories; anything with a colon is a query term.
        let words = invocation.arguments.positionals
        let named = words.filter { !$0.contains(":") }
        let selection = try ReportSelection(invocation, terms: words.filter { $0.contains(":") })
        if let interval = selection.period.interval {
            throw .invalid("report categories covers one period, and '-p' gives \(interval.rawValue) ones",
                           hint: "give the period alone (-p 2026), or run 'track report \(interval.rawValue)' for a row per period")
        }
        let kind: CategoryReport.Kind = invocation.arguments.has("income") ? .income : .expenses
        let journal = try invocation.loadJournal()
        var span = selection.span
        if !selection.hasDates {
            let start = Interval.monthly.periodStart(containing: invocation.today)
            span = DateSpan(start: start, end: Interval.monthly.next(after: start))
        }
        span = ReportSpan.resolve(span, interval: nil, journal: journal)
        var previous: DateSpan?
        if invocation.arguments.has("compare") {
            guard let before = CategoryReport.previousSpan(of: span) else {
                throw .invalid("--compare needs a period with a start and an end",
                               hint: "give one, such as -p 2026-10 or -p 'last month'")
            }
            previous = before
        }
        let categories: [String]
        do {
            categories = try CategoryReport.resolve(named, kind: kind, in: journal)
        } catch {
            throw .invalid(error.message, hint: error.hint)
        }
        let depth = try invocation.depth() ?? (categories.isEmpty ? 1 : 2)
        let filter = try selection.filter(journal)
        let valuation = try invocation.periodValuation(in: journal)
        let report = CategoryReport(journal: journal, filter: filter, options: .init(
            kind: kind, span: span, previousSpan: previous, depth: depth, categories: categories, valuation: valuation))
        var renderer = CategoryRenderer(report: report, journal: journal, style: invocation.style,
                                        columns: BarChart.columns(invocation.console))
        renderer.showsRates = invocation.arguments.has("show-rates")
        invocation.write(renderer, as: format)
        return 0
    }
}
