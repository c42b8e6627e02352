import Foundation
import Testing
import TrackModel

/// `track report monthly -O csv` against `hledger is -M -O csv`: the income
/// and expense totals of every month must be the same, commodity by
/// commodity. On the example journals hledger's answers are fixtures (see
/// `Fixtures/hledger/README.md`); on the journals of ../shared/compat,
/// hledger is run when it is installed.
@Suite struct HledgerCrossCheckTests {
    @Test(arguments: [("household.journal", "is-monthly-household.csv"), ("taiwan.journal", "is-monthly-taiwan.csv")])
    func examplesMatchHledger(_ journal: String, _ fixture: String) throws {
        let expected = try String(contentsOfFile: HledgerCompat.fixtures + fixture, encoding: .utf8)
        let result = CLIHarness.run(["-f", CLIHarness.example(journal), "report", "monthly", "-O", "csv", "--by-commodity"])
        #expect(result.status == 0)
        let hledger = try #require(Self.hledgerTotals(expected))
        #expect(hledger.income.count > 6, "the fixture has a column per month")
        let track = Self.trackTotals(result.stdout)
        #expect(track.income == hledger.income)
        #expect(track.expenses == hledger.expenses)
    }

    @Test(.enabled(if: HledgerCompat.isAvailable), arguments: HledgerCompat.cases)
    func compatJournalsMatchHledger(_ path: String) throws {
        guard let output = try HledgerCompat.output(path, ["is", "-M", "-O", "csv"]) else { return }
        let hledger = try #require(Self.hledgerTotals(output))
        let result = CLIHarness.run(["-f", HledgerCompat.tree + "/" + path, "report", "monthly", "-O", "csv", "--by-commodity"])
        #expect(result.status == 0, "\(result.stderr)")
        let track = Self.trackTotals(result.stdout)
        #expect(track.income == hledger.income)
        #expect(track.expenses == hledger.expenses)
    }

    /// Per month, each commodity's quantity.
    typealias Totals = (income: [[String: Quantity]], expenses: [[String: Quantity]])

    /// hledger's two `total` rows (revenues, then expenses). hledger leaves
    /// out trailing empty fields, and a journal with no transactions has one
    /// column named `..`, which counts as none.
    static func hledgerTotals(_ csv: String) -> Totals? {
        let rows = CSV.rows(csv)
        guard rows.count > 1 else { return nil }
        let columns = rows[1].count - 1
        if columns == 1 && rows[1][1] == ".." { return ([], []) }
        let totals = rows.filter { $0.first == "total" }.map { row in
            (0..<columns).map { i in amounts(i + 1 < row.count ? row[i + 1] : "") }
        }
        guard totals.count == 2 else { return nil }
        return (totals[0], totals[1])
    }

    static func trackTotals(_ csv: String) -> Totals {
        let rows = CSV.rows(csv).dropFirst().filter { $0.first != "total" && $0.first != "average" && $0.count > 4 }
        return (rows.map { amounts($0[3]) }, rows.map { amounts($0[4]) })
    }

    /// `NT$62712, 14.86 USD`, `¥-58000`, `-5.00 EUR`, `199,00 RUB` → quantities by
    /// symbol. Neither program writes digit groups in CSV, so the one mark
    /// in a number is its decimal mark.
    static func amounts(_ field: String) -> [String: Quantity] {
        var result: [String: Quantity] = [:]
        for piece in field.components(separatedBy: ", ") where !piece.isEmpty {
            let characters = Array(piece)
            guard let first = characters.firstIndex(where: \.isNumber),
                  let last = characters.lastIndex(where: \.isNumber) else {
                result["unreadable: " + piece] = Quantity(0)
                continue
            }
            let number = String(characters[first...last]).replacingOccurrences(of: ",", with: ".")
            let around = String(characters[..<first]) + " " + String(characters[(last + 1)...])
            let negative = around.contains("-")
            let symbol = around.replacingOccurrences(of: "-", with: "").trimmingCharacters(in: .whitespaces)
            guard var quantity = Quantity(number) else {
                result["unreadable: " + piece] = Quantity(0)
                continue
            }
            if negative { quantity = quantity.negated() ?? quantity }
            let sum = (result[symbol] ?? Quantity(0)).adding(quantity) ?? quantity
            result[symbol] = sum
        }
        return result.filter { !$0.value.isZero }
    }
}

/// Rows of RFC 4180 CSV: quoted fields, doubled quotes, line breaks inside quotes.
enum CSV {
    static func rows(_ text: String) -> [[String]] {
        let characters = Array(text)
        var rows: [[String]] = [], row: [String] = [], field = ""
        var quoted = false
        var i = 0
        while i < characters.count {
            let c = characters[i]
            i += 1
            if quoted {
                if c == "\"" && i < characters.count && characters[i] == "\"" {
                    field.append("\"")
                    i += 1
                } else if c == "\"" {
                    quoted = false
                } else {
                    field.append(c)
                }
                continue
            }
            switch c {
            case "\"": quoted = true
            case ",": row.append(field); field = ""
            case "\n": row.append(field); rows.append(row); row = []; field = ""
            default: field.append(c)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }
}
