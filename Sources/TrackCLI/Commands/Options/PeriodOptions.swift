import TrackModel
import TrackReports

/// `-p PERIOD`, `-b DATE`, `-e DATE`: the period a report covers. `-b` and
/// `-e` replace the start and the end `-p` gives.
struct PeriodOptions {
    static let options: [OptionSpec] = [
        OptionSpec(names: ["-b", "--begin"], valueName: "DATE", help: "include postings on or after DATE"),
        OptionSpec(names: ["-e", "--end"], valueName: "DATE", help: "include postings before DATE (exclusive, as hledger)"),
        OptionSpec(names: ["-p", "--period"], valueName: "PERIOD", help: "a period: 2026, 2026-11, 2026q4, 'last month', 'from 2026-01 to 2026-07'"),
    ]

    /// The span asked for (unbounded when none is); an interval from `-p`
    /// (`monthly in 2026`) is in `period.interval`.
    var period: Period

    init(_ arguments: ParsedArguments, today: Day) throws(CLIError) {
        period = Period(span: .unbounded)
        if let p = arguments.value("period") {
            do {
                period = try PeriodExpression.parse(p, today: today)
            } catch {
                throw .message(.notAPeriod(p, error))
            }
        }
        if let b = arguments.value("begin") {
            period.span.start = try Self.date(b, option: "-b", today: today)
        }
        if let e = arguments.value("end") {
            period.span.end = try Self.date(e, option: "-e", today: today)
        }
    }

    private static func date(_ text: String, option: String, today: Day) throws(CLIError) -> Day {
        do {
            return try PeriodExpression.parseDate(text, today: today)
        } catch {
            throw .message(.notADateAfter(text, option: option))
        }
    }
}
