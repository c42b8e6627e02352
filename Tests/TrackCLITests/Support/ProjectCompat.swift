import Foundation
import TrackModel

/// The project's own compatibility corpus, `Tests/Compat`: journals written
/// for track, each class of the journal language in a folder of its own
/// under `tree/`, with hledger 1.25's answers recorded beside them by
/// `Scripts/record-compat.sh` in the format of ../shared/compat (see its
/// `check.py`, whose rules `CompatBalances` repeats).
enum ProjectCompat {
    static let root = CLIHarness.repositoryRoot + "/Tests/Compat"
    /// The folder the cases' paths are relative to (hledger's working directory).
    static let tree = root + "/tree"

    /// Every case of `cases.txt`, in its order.
    static let cases: [String] = {
        guard let list = try? String(contentsOfFile: root + "/cases.txt", encoding: .utf8) else { return [] }
        return list.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }()

    /// What hledger answered for one case.
    enum Answer {
        /// It read the journal: its balances (CSV), its transaction count.
        case balances(csv: String, transactions: String)
        /// It refused the journal, naming this line (`LINE`, or `FILE:LINE`
        /// for a line of another file), when it named one.
        case error(text: String, line: String?)
    }

    static func answer(_ path: String) -> Answer? {
        let folder = root + "/expected/" + path + "/"
        func read(_ name: String) -> String? { try? String(contentsOfFile: folder + name, encoding: .utf8) }
        if let csv = read("expected-bal.csv"), let count = read("expected-stats") {
            return .balances(csv: csv, transactions: count.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        if let text = read("expected-error.txt") {
            // An empty line file: hledger named no line (as check.py reads it).
            let line = read("expected-error-line")?.trimmingCharacters(in: .whitespacesAndNewlines)
            return .error(text: text, line: line?.isEmpty == false ? line : nil)
        }
        return nil
    }
}

/// check.py's comparison of two `balance -O csv` outputs: the same text
/// (trailing spaces aside), or the same accounts with the same amounts by
/// commodity, whatever the number formatting (`$1,000.5` = `$1000.50`).
enum CompatBalances {
    /// Account → commodity → quantity, nil when the CSV is not a balance table.
    typealias Table = [String: [String: Quantity]]

    static func same(_ track: String, _ hledger: String) -> Bool {
        if normalized(track) == normalized(hledger) { return true }
        guard let a = table(track), let b = table(hledger) else { return false }
        return a == b
    }

    static func normalized(_ text: String) -> [String] {
        text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                var line = Substring(line)
                while line.last == " " || line.last == "\t" || line.last == "\r" { line = line.dropLast() }
                return String(line)
            }
    }

    static func table(_ text: String) -> Table? {
        let rows = CSV.rows(text)
        guard let header = rows.first, header.map({ $0.lowercased() }) == ["account", "balance"] else { return nil }
        var table: Table = [:]
        for row in rows.dropFirst() {
            guard row.count == 2, let amounts = amounts(row[1]) else { return nil }
            if !amounts.isEmpty { table[row[0]] = amounts }
        }
        return table
    }

    /// `$1,000.50, -3 EUR` → quantities by commodity, zeros left out.
    static func amounts(_ cell: String) -> [String: Quantity]? {
        var result: [String: Quantity] = [:]
        let cell = cell.trimmingCharacters(in: .whitespaces)
        if cell.isEmpty || cell == "0" { return result }
        for part in cell.components(separatedBy: ", ") {
            let characters = Array(part.replacingOccurrences(of: "\"", with: " "))
            guard let start = characters.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return nil }
            var end = start
            while end < characters.count, characters[end].isASCII && characters[end].isNumber
                    || ".,' \u{00A0}\u{202F}".contains(characters[end]) {
                end += 1
            }
            var before = String(characters[..<start])
            var negative = false
            if before.trimmingCharacters(in: .whitespaces).hasSuffix("-") {
                // check.py's number may start with its minus: `$-1` is −1, `-$1` too.
                negative = true
                if let minus = before.lastIndex(of: "-") { before.remove(at: minus) }
            }
            guard var quantity = number(String(characters[start..<end])) else { return nil }
            if before.trimmingCharacters(in: .whitespaces).hasPrefix("-") { negative.toggle() }
            if negative { quantity = quantity.negated() ?? quantity }
            let commodity = (before + " " + String(characters[end...])).replacingOccurrences(of: "-", with: " ")
                .trimmingCharacters(in: .whitespaces)
            if !quantity.isZero {
                result[commodity] = (result[commodity] ?? Quantity(0)).adding(quantity) ?? quantity
            }
        }
        return result
    }

    /// `1.234,56`, `1,234.56`, `1 234` → a quantity: the last mark is the
    /// decimal mark when both marks appear, or when it appears once and is
    /// not followed by exactly three digits.
    static func number(_ text: String) -> Quantity? {
        let t = Array(text.filter { !" '\u{00A0}\u{202F}".contains($0) })
        let marks = t.indices.filter { t[$0] == "." || t[$0] == "," }
        guard let last = marks.last else { return Quantity(String(t)) }
        let kinds = Set(marks.map { t[$0] })
        let decimal = kinds.count == 2 || (t.filter { $0 == t[last] }.count == 1 && t.count - last - 1 != 3)
        let digits = { (s: ArraySlice<Character>) in String(s.filter { $0 != "." && $0 != "," }) }
        return Quantity(decimal ? digits(t[..<last]) + "." + String(t[(last + 1)...]) : digits(t[...]))
    }
}
