import Testing

/// `report monthly` and `report categories` value a journal that declares
/// its base currency (taiwan.journal: `D NT$1,000.`) in it, as hledger's
/// `-X NT$` does; `--by-commodity` keeps each commodity apart.
@Suite struct BaseCurrencyReportTests {
    static let taiwan = CLIHarness.example("taiwan.journal")

    @Test func monthlyIsHledgersValuedIncomeStatement() throws {
        let result = CLIHarness.run(["-f", Self.taiwan, "report", "monthly", "-O", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        guard let expected = HledgerOracle.output("taiwan.journal", ["is", "-M", "-X", "NT$", "-O", "csv"]) else { return }
        let hledger = try #require(HledgerCrossCheckTests.hledgerTotals(expected))
        let track = HledgerCrossCheckTests.trackTotals(result.stdout)
        #expect(track.income == hledger.income)
        #expect(track.expenses == hledger.expenses)
        #expect(!result.stdout.contains("USD"))
    }

    @Test func categoriesHaveSharesInTheBaseCurrency() {
        let result = CLIHarness.run(["-f", Self.taiwan, "report", "categories", "-p", "2026-04", "-O", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"旅遊\",\"1\",\"NT$23497\",\"33.1%\""), "\(result.stdout)")
        #expect(!result.stdout.contains("¥"))
    }

    @Test func byCommodityKeepsThemApart() {
        let monthly = CLIHarness.run(["-f", Self.taiwan, "report", "monthly", "--by-commodity", "-O", "csv"])
        #expect(monthly.stdout.contains("USD"))
        let categories = CLIHarness.run(["-f", Self.taiwan, "report", "categories", "-p", "2026-04", "--by-commodity"])
        #expect(categories.stdout.contains("¥"))
    }

    @Test func aJournalInOneCurrencyIsNotValued() {
        let result = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "report", "monthly"])
        let apart = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "report", "monthly", "--by-commodity"])
        #expect(result.stdout == apart.stdout)
    }

    @Test(arguments: ["categories", "monthly", "required-income"])
    func aReportsHelpShowsItsOwnOptions(_ report: String) {
        let help = CLIHarness.run(["help", "report", report])
        let direct = CLIHarness.run(["report", report, "--help"])
        #expect(help.stdout == direct.stdout)
        #expect(help.stdout.hasPrefix("Usage: track report \(report)") || help.stdout.contains("track report \(report)"))
        let general = CLIHarness.run(["report", "--help"])
        #expect(help.stdout != general.stdout)
    }

    @Test func categoriesHelpLeavesOutTheOtherReportsOptions() {
        let help = CLIHarness.run(["report", "categories", "--help"]).stdout
        #expect(!help.contains("--tax-rate"))
        // Its own --chart (the shares), not the monthly report's (income and expenses).
        #expect(!help.contains("a bar chart of income and expenses"))
        #expect(help.contains("--compare"))
    }
}
