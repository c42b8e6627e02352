import TrackModel
import TrackReports

/// `-D`, `-W`, `-M`, `-Q` or `-Y`, else the interval `-p` gives
/// (`monthly in 2026`); nil for a report of one period. A flag wins over
/// `-p`'s interval; two flags are an error.
struct IntervalOption {
    static let options: [OptionSpec] = [
        OptionSpec(names: ["-D", "--daily"], help: "one column (or summary) per day"),
        OptionSpec(names: ["-W", "--weekly"], help: "per week (ISO weeks, from Monday)"),
        OptionSpec(names: ["-M", "--monthly"], help: "per month"),
        OptionSpec(names: ["-Q", "--quarterly"], help: "per quarter"),
        OptionSpec(names: ["-Y", "--yearly"], help: "per year"),
    ]

    var interval: Interval?

    init(_ arguments: ParsedArguments, period: Period) throws(CLIError) {
        let flags: [(String, Interval)] = [("daily", .daily), ("weekly", .weekly), ("monthly", .monthly),
                                           ("quarterly", .quarterly), ("yearly", .yearly)]
        let given = flags.filter { arguments.has($0.0) }
        if given.count > 1 {
            throw .message(.intervalsConflict(given[0].0, given[1].0))
        }
        interval = given.first?.1 ?? period.interval
    }
}

extension IntervalOption {
    /// The period options, the interval and the query of the positional
    /// terms (restricted to the period), with their errors in that order:
    /// what the reports with a column per period (balance, the statements,
    /// register) read first.
    static func intervalAndQuery(
        _ arguments: ParsedArguments, plainWords: Query.PlainWords = .account, today: Day
    ) throws(CLIError) -> (interval: Interval?, query: Query) {
        let period = try PeriodOptions(arguments, today: today).period
        let interval = try IntervalOption(arguments, period: period).interval
        return (interval, try QueryArgument.query(arguments.positionals, period: period, plainWords: plainWords, today: today))
    }
}
