import Foundation
import Testing
import TrackTestSupport

/// `print -O csv` (hledger's columns), `stats QUERY`, `check -O json`.
@Suite struct OutputFormatTests {
    @Test(arguments: [["print", "-O", "csv", "desc:rent"], ["print", "-O", "csv", "-p", "2026-06"]])
    func printCSVIsHledgers(_ arguments: [String]) {
        HledgerOracle.expectSame("household.journal", arguments)
    }

    @Test func printCSVOfTheTaiwanJournalIsHledgers() {
        HledgerOracle.expectSame("taiwan.journal", ["print", "-O", "csv"])
    }

    @Test func statsCountsTheMatchingTransactions() {
        let result = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "stats", "-O", "json", "desc:rent"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"transactions\": 22"))
        #expect(result.stdout.contains("\"postings\": 44"))
        #expect(result.stdout.contains("\"accounts\": 3"))
        let all = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "stats", "-O", "json"])
        #expect(all.stdout.contains("\"transactions\": 432"))
    }

    static let broken = """
        2026-01-01 Lunch
            Expenses:Food     12.50 USD
            Assets:Cash      -12.00 USD

        """

    @Test func checkWritesJSONWithOAsWithErrors() {
        let json = CLIHarness.run(["-f", "b.journal", "check", "-O", "json"], files: ["b.journal": Self.broken])
        let alias = CLIHarness.run(["-f", "b.journal", "check", "--errors", "json"], files: ["b.journal": Self.broken])
        #expect(json.status == 1)
        #expect(json.stdout.hasPrefix("{"))
        #expect(json.stdout == alias.stdout)
        #expect(json.stderr == alias.stderr)
    }

    @Test func reconcileWritesOneJSONObject() throws {
        let household = CLIHarness.example("household.journal")
        let differs = CLIHarness.run(["-f", household, "reconcile", "checking", "1,000", "--date", "2026-10-31", "-O", "json"])
        #expect(differs.status == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(differs.stdout.utf8)) as? [String: Any])
        #expect(object["account"] as? String == "Assets:Bank:Checking")
        #expect(object["agrees"] as? Bool == false)
        #expect((object["difference"] as? [String: Any])?["exact"] as? String == "-4026.43")
        #expect(differs.stderr.contains("differ by -4,026.43 USD"))
        let agrees = CLIHarness.run(["-f", household, "reconcile", "checking", "5,026.43", "--date", "2026-10-31", "-O", "json"])
        #expect(agrees.status == 0)
        #expect(agrees.stdout.hasSuffix("\"agrees\": true\n}\n"))
    }

    @Test func reconcileJSONWhileWritingKeepsStandardOutputJSON() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("h.journal", try String(contentsOfFile: CLIHarness.example("household.journal"), encoding: .utf8))
        let result = CLIHarness.run(["-f", path, "reconcile", "checking", "5,026.43", "--date", "2026-10-31", "--assert", "-O", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
        #expect(result.stderr.contains("appended to"))
    }
}
