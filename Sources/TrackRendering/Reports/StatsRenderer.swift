import TrackModel
import TrackReports

/// Writes `JournalStatistics` as labelled lines, hledger's `stats` layout:
///
/// ```
/// Main file                : household.journal
/// Transactions             : 422 (1.3 per day)
/// ```
public struct StatsRenderer {
    public let statistics: JournalStatistics
    public let today: Day

    public init(statistics: JournalStatistics, today: Day) {
        self.statistics = statistics
        self.today = today
    }

    /// Days from the first to the last transaction, both counted.
    private var spanDays: Int? {
        guard let first = statistics.firstDate, let last = statistics.lastDate else { return nil }
        return first.distance(to: last) + 1
    }

    public func text() -> String {
        let s = statistics
        var lines: [(String, String)] = []
        lines.append(("Main file", s.files.first ?? "(none)"))
        let included = s.files.dropFirst()
        lines.append(("Included files", included.isEmpty ? "(none)" : included.joined(separator: "\n")))
        if let first = s.firstDate, let last = s.lastDate, let days = spanDays {
            lines.append(("First transaction", first.description))
            lines.append(("Last transaction", last.description + " (" + Self.relative(last, to: today) + ")"))
            lines.append(("Transactions span", Self.counted(days, "day")))
            lines.append(("Transactions", "\(s.transactionCount) (" + Self.rate(s.transactionCount, per: days) + " per day)"))
        } else {
            lines.append(("Transactions", "0"))
        }
        lines.append(("Transactions last 30 days", "\(s.transactionsLast30Days) ("
                      + Self.rate(s.transactionsLast30Days, per: 30) + " per day)"))
        lines.append(("Postings", String(s.postingCount)))
        lines.append(("Payees", String(s.payeeCount)))
        lines.append(("Accounts", "\(s.accountCount) (depth \(s.accountDepth))"))
        lines.append(("Commodities", "\(s.commodities.count)"
                      + (s.commodities.isEmpty ? "" : " (" + s.commodities.joined(separator: ", ") + ")")))
        lines.append(("Market prices", String(s.priceCount)))
        if let latest = s.latest {
            lines.append(("Latest entry", latest.date.description + " " + latest.description))
        }
        let width = lines.map(\.0.count).max() ?? 0
        var out = ""
        for (label, value) in lines {
            let padded = label.padding(toLength: width)
            // Further lines of a value (more included files) line up under its first.
            let continuation = "\n" + String(repeating: " ", count: width + 2)
            out += padded + ": " + value.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: continuation) + "\n"
        }
        return out
    }

    public func json() -> String {
        let s = statistics
        let value = JSONValue.object([
            ("mainFile", s.files.first.map(JSONValue.string) ?? .null),
            ("includedFiles", .array(s.files.dropFirst().map(JSONValue.string))),
            ("firstDate", s.firstDate.map { .string($0.description) } ?? .null),
            ("lastDate", s.lastDate.map { .string($0.description) } ?? .null),
            ("spanDays", spanDays.map { .number(String($0)) } ?? .null),
            ("transactions", .number(String(s.transactionCount))),
            ("transactionsLast30Days", .number(String(s.transactionsLast30Days))),
            ("postings", .number(String(s.postingCount))),
            ("payees", .number(String(s.payeeCount))),
            ("accounts", .number(String(s.accountCount))),
            ("accountDepth", .number(String(s.accountDepth))),
            ("commodities", .array(s.commodities.map(JSONValue.string))),
            ("marketPrices", .number(String(s.priceCount))),
            ("latest", s.latest.map { latest in
                .object([("date", .string(latest.date.description)), ("description", .string(latest.description))])
            } ?? .null),
        ])
        return value.rendered(pretty: true) + "\n"
    }

    /// `n` per day to one decimal place, rounded half up: `1.3`.
    static func rate(_ n: Int, per days: Int) -> String {
        guard days > 0 else { return "0.0" }
        let tenths = (n * 10 * 2 + days) / (days * 2)
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `today`, `1 day ago`, `12 days ago`, `in 3 days`.
    static func relative(_ day: Day, to today: Day) -> String {
        let ago = day.distance(to: today)
        if ago == 0 { return "today" }
        return ago > 0 ? counted(ago, "day") + " ago" : "in " + counted(-ago, "day")
    }

    static func counted(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)" + (n == 1 ? "" : "s")
    }
}

extension String {
    /// The string with spaces added to make `length` characters.
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
