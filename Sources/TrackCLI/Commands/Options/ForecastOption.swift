import TrackModel
import TrackReports

/// `--forecast[=PERIOD]`: add the transactions the journal's `~` rules
/// would generate, as hledger's option does (see `Forecast` for when they
/// start and end). The value is a period (`2027`, `2026-12..2027-06`,
/// `from 2027-01`); it must be one with days in it.
struct ForecastOption {
    static let option = OptionSpec.optionalValue(
        "--forecast", valueName: "PERIOD",
        help: "add the transactions the ~ rules generate, after the last real one (or in PERIOD); tagged generated-transaction")

    /// `--forecast=PERIOD`'s span (unbounded for a bare `--forecast`); nil without the option.
    var requested: DateSpan?
    /// The report's own span from `-p`, `-b`, `-e`: the forecast's bounds when PERIOD gives none.
    var report = DateSpan.unbounded

    init(_ arguments: ParsedArguments, today: Day) throws(CLIError) {
        guard arguments.has("forecast") else { return }
        report = try PeriodOptions(arguments, today: today).period.span
        guard let text = arguments.value("forecast") else {
            requested = .unbounded
            return
        }
        let span: DateSpan
        do {
            span = try PeriodExpression.parse(text, today: today).span
        } catch {
            if text.allSatisfy(\.isWhitespace) { throw .message(.forecastEmptyPeriod(text)) }
            throw .message(.notAPeriod(text, error))
        }
        if let start = span.start, let end = span.end, start >= end {
            throw .message(.forecastEmptyPeriod(text))
        }
        requested = span
    }

    /// `journal` with the generated transactions, or as it is without `--forecast`.
    func journal(_ journal: Journal, today: Day) -> Journal {
        guard let requested else { return journal }
        let span = Forecast.span(requested: requested, report: report, journal: journal, today: today)
        return Forecast.adding(to: journal, in: span)
    }
}
