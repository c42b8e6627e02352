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
            'every' takes a unit (month, 2 weeks), a day (15th day of month, 3rd friday, tue, 11/05) \
            or weekdays (weekday, mon,wed), not 'full'
              1 | ~ every full moon  household budget
                |   ^^^^^^^^^^^^^^^
            hint: write a period as hledger does, as in 'every month', 'every 2 weeks', 'every 15th day of month' or 'every tue'

            """)
    }

    @Test func checkAcceptsHledgerRuleIntervals() {
        let journal = """
            ~ every 2 weeks from 2026-01-05  savings plan
                Assets:Savings  50 USD
                Assets:Checking

            ~ every 15th day of month  rent
                Expenses:Rent  900 USD
                Assets:Checking

            ~ every tue  gym
                Expenses:Gym  10 USD
                Assets:Checking

            ~ every 5th nov from 2026 to 2030  fireworks
                Expenses:Fun  30 USD
                Assets:Checking

            """
        let result = CLIHarness.run(["check", "-f", "main.journal"], files: ["main.journal": journal])
        #expect(result.status == 0)
    }
}
