import TrackModel
import TrackSyntax

/// `textDocument/completion`, by where the cursor is on its line:
///
/// - on an indented line (a posting): account names, declared or used,
///   with the balance in the detail; after the account, commodities;
/// - after a date at the start of a line: payees, each inserting the most
///   recent transaction of that payee as a template (as `track add` does);
/// - at the start of a line: dates (today, yesterday, the last date in
///   the file) and directive keywords;
/// - after `;`: tag names; right after `name:`, that tag's values.
///
/// Every name of a kind is offered; the editor filters by what is typed
/// (any segment of an account matches in editors that match substrings).
struct Completion {
    let index: JournalIndex
    let today: Day

    static let directives = [
        "account", "commodity", "payee", "tag", "include", "alias", "end aliases", "apply account", "end apply account",
        "P", "D", "Y", "year", "decimal-mark", "~", "=",
    ]

    func items(lineBeforeCursor line: [UInt8]) -> JSON {
        if let semicolon = line.firstIndex(of: UInt8(ascii: ";")) {
            // `name:` just typed (no space since): that tag's values.
            let word = line[(semicolon + 1)...].reversed().prefix { $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: ",") }.reversed()
            if let colon = word.firstIndex(of: UInt8(ascii: ":")) {
                return .array(tagValues(String(decoding: word[..<colon], as: UTF8.self)))
            }
            return .array(tags())
        }
        if let first = line.first, first == 0x20 || first == 0x09 {
            // Past the account (two spaces or a tab after it): the amount's commodity.
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            let afterAccount = zip(trimmed, trimmed.dropFirst()).contains { ($0 == 0x20 && $1 == 0x20) || $0 == 0x09 || $1 == 0x09 }
            return .array(afterAccount ? commodities() : accounts())
        }
        if let first = line.first, first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"), line.contains(0x20) {
            return .array(payees())
        }
        return .array(dates() + Self.directives.map { item($0, kind: 14) })
    }

    private func item(_ label: String, kind: Int, detail: String? = nil, insert: String? = nil, sort: String? = nil) -> JSON {
        var fields: [(String, JSON)] = [("label", .string(label)), ("kind", .int(kind))]
        if let detail { fields.append(("detail", .string(detail))) }
        if let insert { fields.append(("insertText", .string(insert))) }
        if let sort { fields.append(("sortText", .string(sort))) }
        return .object(fields)
    }

    private func accounts() -> [JSON] {
        let journal = index.journal
        return journal.accounts.allIDs.compactMap { id in
            let account = journal.accounts[id]
            guard account.isUsed || account.declaration != nil else { return nil }
            return item(account.name, kind: 6, detail: index.format(index.balances[id.index]))
        }
    }

    private func commodities() -> [JSON] {
        index.journal.usedCommodities.filter { $0 != .none }.map { item(index.journal.commodities[$0].symbol, kind: 21) }
    }

    private func tags() -> [JSON] {
        var names = Set<String>()
        for declaration in index.journal.tagDeclarations { names.insert(index.journal.string(declaration.name)) }
        for transaction in index.journal.transactions {
            for tag in transaction.tags { names.insert(index.journal.string(tag.name)) }
        }
        return names.sorted().map { item($0 + ":", kind: 14) }
    }

    private func tagValues(_ name: String) -> [JSON] {
        var values = Set<String>()
        for transaction in index.journal.transactions {
            for tag in transaction.tags where !tag.value.isEmpty && index.journal.string(tag.name) == name {
                values.insert(index.journal.string(tag.value))
            }
        }
        return values.sorted().map { item($0, kind: 12) }
    }

    /// Each payee once, from its most recent transaction, with that transaction's postings as the template.
    private func payees() -> [JSON] {
        let journal = index.journal
        var latest: [String: Transaction] = [:]
        for transaction in journal.transactions {
            let payee = journal.string(transaction.description)
            guard !payee.isEmpty else { continue }
            if let seen = latest[payee], seen.date > transaction.date { continue }
            latest[payee] = transaction
        }
        return latest.keys.sorted().compactMap { payee in
            guard let transaction = latest[payee] else { return nil }
            let text = String(decoding: journal.bytes(transaction.source), as: UTF8.self)
            var body = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            while let last = body.last, last.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { body.removeLast() }
            let template = ([payee] + body.map(String.init)).joined(separator: "\n")
            return item(payee, kind: 1, detail: "as on " + transaction.date.description, insert: template)
        }
    }

    private func dates() -> [JSON] {
        var days: [(String, Day)] = [("today", today), ("yesterday", today.adding(days: -1))]
        if let last = index.journal.transactions.map(\.date).max() { days.append(("last date in the journal", last)) }
        return days.enumerated().map { i, day in item(day.1.description, kind: 12, detail: day.0, sort: "0\(i)") }
    }
}
