import TrackModel
import TrackReports

/// A day typed on the command line for something to be written on
/// (`--date`): a whole date, `2026-11-21` (or with `/` or `.`), or
/// `today`, `yesterday`, `tomorrow`. A month alone is refused: it would
/// silently mean its first day.
enum DateArgument {
    static func parse(_ text: String, option: String, today: Day) throws(CLIError) -> Day {
        switch ArgumentText.trimmed(text).lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
        default: break
        }
        let parts = ArgumentText.trimmed(text).split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "/" || $0 == "." }
        guard parts.count == 3, parts[0].count == 4, parts[1].count <= 2, parts[2].count <= 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(ArgumentText.isDigit) }),
              let day = Day(year: Int(parts[0])!, month: Int(parts[1])!, day: Int(parts[2])!) else {
            throw .message(.notADateFor(text, option: option, today: today))
        }
        return day
    }

    /// A whole date written `YYYY-MM-DD`, as `--today` and `--value` take it, or nil.
    static func dashed(_ text: some StringProtocol, today: Day) -> Day? {
        guard text.filter({ $0 == "-" }).count == 2 else { return nil }
        return try? PeriodExpression.parseDate(String(text), today: today)
    }
}
