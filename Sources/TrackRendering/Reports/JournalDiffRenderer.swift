import TrackModel
import TrackReports

/// Writes a `JournalDiff`: each transaction added (`+`), removed (`-`) or
/// changed (`~`, then its lines: `-` old, `+` new, blank kept) as journal
/// text, then the change in balance of every account touched, a table:
///
/// ```
/// + 2026-11-03 Corner Market
/// +     Expenses:Food          84.20 USD
/// +     Assets:Cash
///
/// Change in balance:
/// Assets:Cash     -84.20 USD
/// Expenses:Food    84.20 USD
/// ```
public struct JournalDiffRenderer {
    public let diff: JournalDiff
    public let old: Journal
    public let new: Journal

    public init(diff: JournalDiff, old: Journal, new: Journal) {
        self.diff = diff
        self.old = old
        self.new = new
    }

    func document() -> ReportDocument {
        var table = Table(columns: [
            .init(header: nil, csv: "account", json: "account", inText: true),
            .init(header: nil, alignment: .right, csv: "change", json: "change", inText: true),
        ])
        for balance in diff.balances {
            table.add(Table.Row([.text(balance.account), .amount(balance.change)]))
        }
        var document = ReportDocument(title: "", table: table,
                                      amounts: .ledger(journal: diff.journal, target: nil))
        document.emptyMessage = "no change in money"
        document.jsonMembers = [
            ("added", .array(diff.added.map { .string(text(new, new.transactions[$0])) })),
            ("removed", .array(diff.removed.map { .string(text(old, old.transactions[$0])) })),
            ("changed", .array(diff.changed.map { change in
                .object([("old", .string(text(old, old.transactions[change.old]))),
                         ("new", .string(text(new, new.transactions[change.new])))])
            })),
        ]
        return document
    }

    /// The transactions as marked journal text, then the balance table.
    public func text() -> String {
        var out = ""
        let count = [(diff.added.count, "added"), (diff.removed.count, "removed"), (diff.changed.count, "changed")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        guard diff.hasChanges else { return "no change in money\n" }
        out += count.joined(separator: ", ") + "\n\n"
        for index in diff.added { out += marked(text(new, new.transactions[index]), "+ ") + "\n" }
        for index in diff.removed { out += marked(text(old, old.transactions[index]), "- ") + "\n" }
        for change in diff.changed {
            out += changedText(text(old, old.transactions[change.old]), text(new, new.transactions[change.new])) + "\n"
        }
        out += "Change in balance:\n" + document().text(TerminalStyle(enabled: false))
        return out
    }

    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }

    /// A transaction's own text, as written in its file, ending with a newline.
    private func text(_ journal: Journal, _ transaction: Transaction) -> String {
        var text = journal.string(transaction.source)
        while text.hasSuffix("\n\n") || text.hasSuffix(" ") { text.removeLast() }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    private func marked(_ text: String, _ mark: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { mark + $0 + "\n" }.joined()
    }

    /// `~ ` and the header, then the lines: those only in the old with `-`,
    /// only in the new with `+`, in both with two spaces (spacing aside).
    private func changedText(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n").map(String.init), b = new.split(separator: "\n").map(String.init)
        let key = { (line: String) in line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
        let (ka, kb) = (a.map(key), b.map(key))
        // Longest common subsequence of the lines (a transaction has few).
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: kb.count + 1), count: ka.count + 1)
        for i in stride(from: ka.count - 1, through: 0, by: -1) {
            for j in stride(from: kb.count - 1, through: 0, by: -1) {
                lengths[i][j] = ka[i] == kb[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var out = "~ \(b.first ?? "")\n"
        var i = 0, j = 0
        if ka.first == kb.first {
            i = 1
            j = 1
        }
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && ka[i] == kb[j] {
                out += "  " + b[j] + "\n"
                i += 1
                j += 1
            } else if i < a.count && (j == b.count || lengths[i + 1][j] >= lengths[i][j + 1]) {
                out += "- " + a[i] + "\n"
                i += 1
            } else {
                out += "+ " + b[j] + "\n"
                j += 1
            }
        }
        return out
    }
}
extension JournalDiffRenderer: ReportRenderer {}
