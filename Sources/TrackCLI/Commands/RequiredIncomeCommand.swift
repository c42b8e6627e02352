import TrackModel
import TrackRendering
import TrackReports

/// `track report required-income`: the income needed per hour, day, week,
/// month and year to cover the expenses of a window, beside the income
/// actually earned.
enum RequiredIncomeCommand: Subreport {
    static let names = ["required-income"]
    static let usage = "required-income [OPTIONS] [QUERY...]"
    static let summary = "The income needed per hour, day, week, month and year to cover recent expenses."

    static let options: [OptionSpec] = [
        OptionSpec(names: ["--hours-per-week"], valueName: "N", help: "working hours in a week (default 40)"),
        OptionSpec(names: ["--weeks-per-year"], valueName: "N", help: "working weeks in a year (default 52)"),
        OptionSpec(names: ["--tax-rate"], valueName: "PCT", help: "a tax rate in percent: also show the income needed before tax"),
        OptionSpec(names: ["--include-savings"], help: "add the savings budgeted in periodic (~) transactions"),
    ] + CommonOptions.period + CommonOptions.valuation + [CommonOptions.showRates, CommonOptions.outputFormat]

    static let discussion = """
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

    static func run(_ invocation: Invocation, name: String) throws(CLIError) -> Int32 {
        let format = try invocation.outputFormat()
        let selection = try ReportSelection(invocation, terms: invocation.arguments.positionals)
        if let interval = selection.period.interval {
            throw .invalid("report required-income covers one window, and '-p' gives \(interval.rawValue) periods",
                           hint: "give the window alone, such as -p 'last 6 months' or -p 2026")
        }
        let options = RequiredIncomeReport.Options(
            hoursPerWeek: try number(invocation, "hours-per-week", default: 40, range: (0, 168), example: "37.5"),
            weeksPerYear: try number(invocation, "weeks-per-year", default: 52, range: (0, 53), example: "48"),
            taxRate: try taxRate(invocation),
            includeSavings: invocation.arguments.has("include-savings"))
        let journal = try invocation.loadJournal()
        var window = selection.span
        if !selection.hasDates {
            let thisMonth = Interval.monthly.periodStart(containing: invocation.today)
            window = DateSpan(start: thisMonth.adding(months: -3), end: thisMonth)
        }
        window = ReportSpan.resolve(window, interval: nil, journal: journal)
        guard let start = window.start, let end = window.end, start < end else {
            throw .invalid("the window for required-income is empty", hint: "give a period with days in it, such as -p 2026")
        }
        let filter = try selection.filter(journal)
        let valuation: Valuation
        let reason: String
        if let asked = try invocation.valuation(in: journal, end: end.adding(days: -1)) {
            valuation = asked
            reason = "as -X asks"
        } else {
            let base = BaseCurrency.of(journal) ?? .none
            valuation = Valuation(converter: CurrencyConverter(journal: journal, target: base), moment: .on(end.adding(days: -1)))
            let declared = journal.defaultCommodity.map { $0 != .none } ?? false
            reason = "the base currency (" + (declared ? "the journal's D directive" : "the journal's most used commodity") + ")"
        }
        let report = RequiredIncomeReport(journal: journal, filter: filter, window: window, valuation: valuation, options: options)
        var renderer = RequiredIncomeRenderer(report: report, journal: journal, style: invocation.style, currencyReason: reason)
        renderer.showsRates = invocation.arguments.has("show-rates")
        invocation.write(renderer, as: format)
        return 0
    }

    /// A positive number for `--key`, at most `range.1`.
    private static func number(_ invocation: Invocation, _ key: String, default value: Int, range: (Int, Int),
                               example: String) throws(CLIError) -> Quantity {
        guard let text = invocation.arguments.value(key) else { return Quantity(value) }
        guard let n = Quantity(text), n > Quantity(range.0), n <= Quantity(range.1) else {
            throw .invalid("'\(text)' after --\(key) is not a number above \(range.0) and up to \(range.1)",
                           hint: "give a number such as --\(key) \(example)")
        }
        return n
    }

    /// `--tax-rate 25` or `25%`: a percentage from 0 up to 100.
    private static func taxRate(_ invocation: Invocation) throws(CLIError) -> Quantity? {
        guard let text = invocation.arguments.value("tax-rate") else { return nil }
        let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let rate = Quantity(digits), rate >= Quantity(0), rate < Quantity(100) else {
            throw .invalid("'\(text)' after --tax-rate is not a percentage from 0 up to 100",
                           hint: "give the rate in percent, such as --tax-rate 25 for 25%")
        }
        return rate
    }
}
