import TrackModel
import TrackReports
import TrackSyntax

/// Writes an `AccountsReport`: one account per line, full names in a flat
/// list or leaf names indented two spaces per level in a tree; with types,
/// each followed by its type as an account directive's comment would say it:
///
/// ```
/// Assets                  ; type: Asset
///   Bank
///     Checking            ; type: Cash
/// ```
public struct AccountsRenderer {
    public let report: AccountsReport
    public let journal: Journal
    public let showsTypes: Bool

    public init(report: AccountsReport, journal: Journal, showsTypes: Bool) {
        self.report = report
        self.journal = journal
        self.showsTypes = showsTypes
    }

    public func text() -> String {
        let names = report.rows.map { String(repeating: "  ", count: $0.indent) + $0.name }
        guard showsTypes else { return names.map { $0 + "\n" }.joined() }
        let width = names.map(DisplayWidth.of).max() ?? 0
        var out = ""
        for (name, row) in zip(names, report.rows) {
            if let type = row.type {
                out += DisplayWidth.padding(name, toWidth: width, alignRight: false) + "  ; type: " + type.rawValue + "\n"
            } else {
                out += name + "\n"
            }
        }
        return out
    }

    /// `"account","type","declared","used"`, with full names in tree mode too.
    public func csv() -> String {
        var writer = CSVWriter()
        writer.writeRow(["account", "type", "declared", "used"])
        for row in report.rows {
            writer.writeRow([journal.accounts.name(row.account), row.type?.rawValue ?? "",
                             row.isDeclared ? "yes" : "no", row.isUsed ? "yes" : "no"])
        }
        return writer.output
    }

    public func json() -> String {
        let rows = report.rows.map { row in
            JSONValue.object([
                ("account", .string(journal.accounts.name(row.account))),
                ("name", .string(row.name)),
                ("indent", .number(String(row.indent))),
                ("type", row.type.map { .string($0.rawValue) } ?? .null),
                ("declared", .bool(row.isDeclared)),
                ("used", .bool(row.isUsed)),
            ])
        }
        return JSONValue.array(rows).rendered(pretty: true) + "\n"
    }
}
