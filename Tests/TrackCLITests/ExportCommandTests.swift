import Foundation
import Testing
import TrackCLI
import TrackModel
import TrackSyntax
import TrackTestSupport

/// `track export`, and exporting then importing with Examples/export.csv.rules.
@Suite struct ExportCommandTests {
    @Test func theColumnsAreHledgersPlusTags() {
        let result = CLIHarness.run(["-f", "j", "export"], files: ["j": "2026-01-01 x\n    a  1 USD\n    b\n"])
        #expect(result.stdout == """
            "txnidx","date","date2","status","code","description","comment","account","amount","commodity","credit","debit","posting-status","posting-comment","tags"
            "1","2026-01-01","","","","x","","a","1","USD","","1","","",""
            "1","2026-01-01","","","","x","","b","-1","USD","1","","","",""

            """)
    }

    @Test func amountsAreExactWithAPeriodAndNoGroups() {
        let journal = "commodity 1.000,00 EUR\n2026-01-01 x\n    a  1.234,5 EUR\n    b  -1.234,50 EUR\n    c  0,001 EUR\n    d\n"
        let result = CLIHarness.run(["-f", "j", "export", "-O", "json"], files: ["j": journal])
        #expect(result.stdout.contains("\"amount\": 1234.50,"))
        #expect(result.stdout.contains("\"amount\": 0.001,"))
        #expect(result.stdout.contains("\"amount\": -0.001,"))
        #expect(result.stdout.contains("\"credit\": 0.001,"))
    }

    @Test func theQuerySelectsWholeTransactions() {
        let journal = "2026-01-01 coffee\n    expenses:dining  3 USD\n    assets:cash\n\n2026-01-02 rent\n    expenses:rent  900 USD\n    assets:bank\n"
        let result = CLIHarness.run(["-f", "j", "export", "dining"], files: ["j": journal])
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(result.stdout.contains("assets:cash"))
    }

    /// Exported, then imported into a new journal: every transaction comes
    /// back with its dates, status, code, description, comment (the import
    /// tag aside), posting comments, accounts and amounts.
    @Test(arguments: ["household.journal", "taiwan.journal"])
    func exportThenImportReproducesTheTransactions(_ example: String) throws {
        let dir = TemporaryDirectory()
        let original = CLIHarness.example(example)
        let exported = CLIHarness.run(["-f", original, "export"])
        #expect(exported.status == 0)
        dir.write("all.csv", exported.stdout)
        let imported = CLIHarness.run(["-f", dir.path + "/copy.journal", "import", dir.path + "/all.csv",
                                       "--rules", CLIHarness.repositoryRoot + "/Examples/export.csv.rules"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let options = ParseOptions(today: CLIHarness.today)
        let before = JournalLoader(options: options).load(paths: [original])
        let after = JournalLoader(options: options).load(paths: [dir.path + "/copy.journal"])
        #expect(!after.hasErrors)
        let a = Self.summary(before.journal), b = Self.summary(after.journal)
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) where x != y {
            Issue.record("differs:\n\(x)\n\(y)")
            break
        }
    }

    /// `text` without an `import:` fingerprint tag (and the `, ` before it).
    static func withoutImportTag(_ text: String) -> String {
        guard let tag = text.range(of: "import:") else { return text }
        let end = text.index(tag.upperBound, offsetBy: 16, limitedBy: text.endIndex) ?? text.endIndex
        var start = tag.lowerBound
        if text[..<start].hasSuffix(", ") { start = text.index(start, offsetBy: -2) }
        return String(text[..<start] + text[end...])
    }

    /// Each transaction as text: what the CSV carries, in date order.
    static func summary(_ journal: Journal) -> [String] {
        let transactions = journal.transactions.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
        return transactions.map { _, t in
            let comment = journal.string(t.comment).split(separator: "\n").map { line in
                Self.withoutImportTag(String(line.drop { $0 == " " || $0 == ";" }))
            }.joined(separator: "|")
            var line = "\(t.date) \(t.secondaryDate.map(\.description) ?? "") \(t.status.mark) (\(journal.string(t.code))) "
                + "\(journal.string(t.description)) ; \(comment)"
            for p in t.postings {
                let details = journal.postingDetails[p]
                let symbol = journal.commodities.symbol(p.amount.commodity)
                line += " | \(p.kind) \(journal.accounts.name(p.account)) \(p.amount.quantity.normalized) \(symbol)"
                line += " ; " + journal.string(details.comment).split(separator: "\n")
                    .map { $0.drop { $0 == " " || $0 == ";" } }.joined(separator: "|")
                line += " " + (journal.postingDetails.date(of: p)?.description ?? "")
            }
            return line
        }
    }
}
