import Foundation
import Testing
import TrackTestSupport

/// One convention for every command that appends to the journal (`add`,
/// `import`, `reconcile --assert/--adjust`): standard output carries the
/// report and the entries, and the line saying what became of the file
/// (`added to`, `imported … into`, `appended to`) goes to standard error,
/// so that output piped elsewhere holds no notes.
@Suite struct WritingNoticeTests {
    static let journal = """
        commodity $1,000.00

        2026-11-01 Opening
            Assets:Bank              $100.00
            Equity:Opening

        """

    @Test func everyAppendingCommandNotesTheFileOnStandardError() {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", Self.journal)
        dir.write("bank.csv", "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        dir.write("bank.rules", ImportCommandTests.rules)
        let runs = [
            CLIHarness.run(["-f", path, "add", "transfer", "5", "--from", "Assets:Bank", "--to", "Equity:Opening"]),
            CLIHarness.run(["-f", path, "import", dir.path + "/bank.csv", "--rules", dir.path + "/bank.rules"]),
            CLIHarness.run(["-f", path, "reconcile", "Assets:Bank", "91.50", "--assert"]),
        ]
        for (result, verb) in zip(runs, ["added to ", "imported ", "appended to "]) {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains(path), "\(verb): stdout names the file: \(result.stdout)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix(verb) && lines[0].hasSuffix(path), "\(result.stderr)")
        }
        #expect(runs[2].stdout.hasSuffix("\n\n2026-11-21 Reconciliation\n    Assets:Bank       $0.00 = $91.50\n"), "the entry after the report")
    }
}
