import Testing

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
        #expect(all.stdout.contains("\"transactions\": 422"))
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
}
