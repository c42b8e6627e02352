import Testing

/// A periodic transaction whose period cannot be read stops the journal
/// from loading: `track check` reports it at its place and exits 1.
@Suite struct PeriodicTransactionCheckTests {
    @Test func checkReportsAnUnreadablePeriod() {
        let journal = """
            ~ every full moon  household budget
                Assets:Savings  500 USD
                Assets:Checking

            """
        let result = CLIHarness.run(["check", "-f", "main.journal"], files: ["main.journal": journal])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            main.journal:1:3: error: cannot read the period of this periodic transaction: \
            'every' takes days, weeks, months, quarters or years, not 'full'
              1 | ~ every full moon  household budget
                |   ^^^^^^^^^^^^^^^
            hint: write an interval, as in 'every month', 'every 2 weeks' or 'monthly from 2026-01'

            """)
    }

    @Test func checkAcceptsHledgerRuleIntervals() {
        let journal = """
            ~ every 2 weeks from 2026-01  savings plan
                Assets:Savings  50 USD
                Assets:Checking

            """
        let result = CLIHarness.run(["check", "-f", "main.journal"], files: ["main.journal": journal])
        #expect(result.status == 0)
    }
}
