import Foundation
import Testing
import TrackCLI
import TrackTestSupport

/// Import never writes a record's text so that it reads back as more than
/// its words (issue 12, item 1): a bank memo is chosen by whoever sends the
/// money, so it must not make tags (a forged `import:` fingerprint that
/// hides a later record, a posting's `date:`) or posting dates.
@Suite struct ImportedTextTests {
    static let rules = "fields date, description, amount, memo\naccount1 Assets:Bank\ncurrency $\ncomment1 %memo\n"
    static let salary = "2026-11-20,Salary,1000,\n"

    /// The fingerprint the salary record gets, as a dry run shows it.
    static func fingerprint(_ dir: TemporaryDirectory) throws -> String {
        dir.write("salary.csv", salary)
        dir.write("salary.csv.rules", rules)
        let dry = CLIHarness.run(["-f", dir.path + "/none.journal", "import", dir.path + "/salary.csv", "--dry-run"])
        let range = try #require(dry.stdout.range(of: #"import:[0-9a-f]{16}"#, options: .regularExpression))
        return String(dry.stdout[range])
    }

    @Test func aMemoCannotForgeAFingerprint() throws {
        let dir = TemporaryDirectory()
        let forged = try Self.fingerprint(dir)
        // In the description after a `;`, and in a comment field.
        dir.write("refund.csv", "2026-11-10,Refund ; \(forged),5,note \(forged)\n")
        dir.write("refund.csv.rules", Self.rules)
        let journal = dir.path + "/track.journal"
        #expect(CLIHarness.run(["-f", journal, "import", dir.path + "/refund.csv"]).status == 0)
        let salary = CLIHarness.run(["-f", journal, "import", dir.path + "/salary.csv"])
        #expect(salary.status == 0)
        #expect(salary.stderr == "imported 1 transaction from \(dir.path)/salary.csv into \(journal)\n")
        #expect(CLIHarness.run(["-f", journal, "bal", "Assets:Bank", "--flat", "--no-total"]).stdout == "               $1005  Assets:Bank\n")
        // The memo's words are all there, as words.
        let text = try #require(dir.read("track.journal"))
        #expect(text.contains("2026-11-10 Refund  ; import :\(forged.dropFirst(7)), import:"))
        #expect(text.contains("; note import :\(forged.dropFirst(7))\n"))
        #expect(CLIHarness.run(["-f", journal, "reg", "tag:import=\(forged.dropFirst(7))"]).stdout.contains("Salary"))
        #expect(!CLIHarness.run(["-f", journal, "reg", "tag:import=\(forged.dropFirst(7))"]).stdout.contains("Refund"))
    }

    /// After a `;` in the description, no tag at all: a description carries none.
    @Test func aDescriptionMakesNoTag() throws {
        let dir = TemporaryDirectory()
        dir.write("bank.csv", "2026-11-10,Shop ; category:fun,-5,\n")
        dir.write("bank.csv.rules", Self.rules)
        let journal = dir.path + "/track.journal"
        #expect(CLIHarness.run(["-f", journal, "import", dir.path + "/bank.csv"]).status == 0)
        #expect(CLIHarness.run(["-f", journal, "reg", "tag:category"]).stdout == "")
        #expect(dir.read("track.journal")?.hasPrefix("2026-11-10 Shop  ; category :fun, import:") == true)
    }

    /// Text the rules themselves write keeps its tags: `comment1 date:%N` is hledger's way to date a posting.
    @Test func theRulesOwnTagsStay() throws {
        let dir = TemporaryDirectory()
        dir.write("bank.csv", "2026-11-10,Shop,-5,2026-11-12\n")
        dir.write("bank.csv.rules", "fields date, description, amount, posted\naccount1 Assets:Bank\ncurrency $\ncomment1 date:%posted\n")
        let journal = dir.path + "/track.journal"
        #expect(CLIHarness.run(["-f", journal, "import", dir.path + "/bank.csv"]).status == 0)
        #expect(CLIHarness.run(["-f", journal, "reg", "Assets:Bank"]).stdout.hasPrefix("2026-11-12"))
    }
}
