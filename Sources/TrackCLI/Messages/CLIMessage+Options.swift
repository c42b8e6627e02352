import TrackModel
import TrackReports

/// The messages of the options many commands share: `--today`, the period,
/// the query, `-O`, `--depth`, the intervals and the valuation.
extension CLIMessage {
    static func todayNotADate(_ text: String) -> CLIMessage {
        CLIMessage(.todayNotADate, "'\(text)' is not a date for --today", hint: "write it as YYYY-MM-DD, such as 2026-11-21")
    }

    /// `-p` that does not read as a period, in the period grammar's words.
    static func notAPeriod(_ text: String, _ error: PeriodError) -> CLIMessage {
        CLIMessage(.notAPeriod, "'\(text)' is not a period: \(error.message)", hint: error.hint)
    }

    /// `-b` or `-e` that does not read as a date.
    static func notADateAfter(_ text: String, option: String) -> CLIMessage {
        CLIMessage(.notADateAfter, "'\(text)' after \(option) is not a date", hint: "write a date such as 2026-11-02, 2026-11 or 2026")
    }

    /// Query terms that do not read, in the query grammar's words (`amt:>>50`, `date:2026-13`).
    static func badQuery(_ error: QueryError) -> CLIMessage {
        CLIMessage(.badQuery, error.message, hint: error.hint)
    }

    /// A `cat:` term naming no category of the journal.
    static func unknownQueryPrefix(_ error: QueryError) -> CLIMessage {
        CLIMessage(.unknownQueryPrefix, error.message, hint: error.hint)
    }

    static func unknownCategoryTerm(_ error: QueryError) -> CLIMessage {
        CLIMessage(.unknownCategoryTerm, error.message, hint: error.hint)
    }

    static func unknownOutputFormat(_ given: String, allowed: [OutputFormat]) -> CLIMessage {
        CLIMessage(.unknownOutputFormat, "unknown output format '\(given)'",
                   hint: "this command writes " + CLIMessage.alternatives(allowed.map(\.rawValue)))
    }

    static func notADepth(_ given: String) -> CLIMessage {
        CLIMessage(.notADepth, "'\(given)' after --depth is not a depth", hint: "give a whole number from 1, such as --depth 2")
    }

    /// Two of `-D`, `-W`, `-M`, `-Q`, `-Y`, by their long names.
    static func intervalsConflict(_ first: String, _ second: String) -> CLIMessage {
        CLIMessage(.intervalsConflict, "--\(first) and --\(second) exclude each other", hint: "give one interval")
    }

    static func valueCommodityConflict(exchange: String, value: String) -> CLIMessage {
        CLIMessage(.valueCommodityConflict, "-X \(exchange) and --value \(value) name different commodities",
                   hint: "give the commodity once")
    }

    static func valueWithoutExchange() -> CLIMessage {
        CLIMessage(.valueWithoutExchange, "--value needs -X CUR to say which currency to value in",
                   hint: "add -X and a commodity, such as -X USD")
    }

    /// `-X` naming no commodity of the journal: the closest, else the journal's commodities.
    static func unknownCommodity(_ symbol: String, suggestion: String?, known: [String]) -> CLIMessage {
        CLIMessage(.unknownCommodity, "unknown commodity '\(symbol)' after -X",
                   hint: suggestion.map { "did you mean '\($0)'?" } ?? "the journal's commodities are " + alternatives(known))
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// `the closest is a`, `the closest are a, b, c`: the names nearest a mistyped one.
    static func closest(_ names: [String]) -> String {
        "the closest \(names.count == 1 ? "is" : "are") " + names.joined(separator: ", ")
    }
}
