import TrackModel
import TrackReports

extension Invocation {
    /// `-D`, `-W`, `-M`, `-Q` or `-Y`, else the interval `-p` gives
    /// (`monthly in 2026`); nil for a report of one period. A flag wins over
    /// `-p`'s interval; two flags are an error.
    func reportInterval(period: Period) throws(CLIError) -> Interval? {
        let flags: [(String, Interval)] = [("daily", .daily), ("weekly", .weekly), ("monthly", .monthly),
                                           ("quarterly", .quarterly), ("yearly", .yearly)]
        let given = flags.filter { arguments.has($0.0) }
        if given.count > 1 {
            throw .invalid("--\(given[0].0) and --\(given[1].0) exclude each other", hint: "give one interval")
        }
        return given.first?.1 ?? period.interval
    }
}
