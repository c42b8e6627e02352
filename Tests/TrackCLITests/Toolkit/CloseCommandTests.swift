import Foundation
import Testing
import TrackTestSupport

/// `close` (`equity`) writes hledger 1.25's closing and opening transactions,
/// and a journal with them appended still reads, its assertions holding, in
/// track and in hledger.
@Suite struct CloseCommandTests {
    /// The two outputs with runs of spaces as one: track aligns amounts as `print` does.
    static func words(_ text: String) -> [String] {
        HledgerOracle.lines(text).map { $0.split(separator: " ").joined(separator: " ") }
    }

    @Test(arguments: [
        ["close", "-e", "2027-01-01"], ["close", "-e", "2026-07-01", "assets", "liabilities"],
        ["close", "-e", "2027-01-01", "--close-acct", "equity:closing", "--open-acct", "equity:opening", "assets"],
        ["close", "-e", "2027-01-01", "-x", "assets"], ["close", "--open", "-p", "2026", "assets"],
        ["equity", "--close", "--today", "2026-11-21", "assets"],
    ])
    func householdMatchesHledger(_ arguments: [String]) {
        Self.expectSame("household.journal", arguments)
    }

    @Test(arguments: [["close", "-e", "2026-11-01", "資產", "負債"], ["close", "-e", "2026-11-01", "-x", "資產"]])
    func taiwanMatchesHledger(_ arguments: [String]) {
        Self.expectSame("taiwan.journal", arguments)
    }

    static func expectSame(_ example: String, _ arguments: [String]) {
        let hledgerArguments = arguments.map { $0 == "equity" ? "close" : $0 }
        guard let expected = HledgerOracle.output(example, hledgerArguments) else { return }
        let result = CLIHarness.run(["-f", CLIHarness.example(example)] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(words(result.stdout) == words(expected))
    }

    @Test func theClosingTransactionAppendedStillChecks() throws {
        let folder = TemporaryDirectory()
        let household = try String(contentsOfFile: CLIHarness.example("household.journal"), encoding: .utf8)
        let closing = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "close", "--close", "-e", "2027-01-01",
                                      "assets", "liabilities"])
        #expect(closing.status == 0)
        let path = folder.write("2026.journal", household + "\n" + closing.stdout)
        let check = CLIHarness.run(["-f", path, "check"])
        #expect(check.status == 0, "\(check.stderr)")
        let assets = CLIHarness.run(["-f", path, "bal", "assets", "liabilities", "-N"])
        #expect(assets.stdout.isEmpty, "everything is closed: \(assets.stdout)")
        guard HledgerOracle.output(path: path, ["check"]) != nil else { return }
        let opening = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "close", "--open", "-e", "2027-01-01",
                                      "assets", "liabilities"])
        let next = folder.write("2027.journal", opening.stdout)
        HledgerOracle.expectSame(path: next, ["bal", "--flat"])
        let before = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "bal", "--flat", "assets", "liabilities"])
        let after = CLIHarness.run(["-f", next, "bal", "--flat", "assets", "liabilities"])
        // The new file has no account directives, so its accounts are in another order.
        #expect(after.stdout.split(separator: "\n").sorted() == before.stdout.split(separator: "\n").sorted())
    }
}
