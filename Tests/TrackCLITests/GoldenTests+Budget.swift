/// Golden scenarios for `track budget` (issue 13).
extension GoldenTests {
    static let budget: [Scenario] = [
        report(household, "budget-household.txt", "budget"),
        report(household, "budget-household-2026-10-depth-3.txt", "budget", "-p", "2026-10", "--depth", "3"),
        report(household, "budget-household-q3-monthly.txt", "budget", "-M", "-p", "2026q3"),
        report(household, "budget-household-q3-monthly.csv", "budget", "-M", "-p", "2026q3", "-O", "csv"),
        report(household, "budget-household-2026-10.json", "budget", "-p", "2026-10", "-O", "json"),
        report(household, "budget-household-2026-expenses-quarterly.txt", "budget", "-Q", "-p", "2026", "expenses"),
        report(household, "budget-household-budget-pattern-none.txt", "budget", "--budget", "holiday"),
        inline("budget-no-rules.txt", "2026-11-02 Shop\n    Expenses:Food  10 USD\n    Assets:Cash\n", "budget"),
        inline("budget-zero-budget.txt", """
            ~ monthly from 2026-11
                Expenses:Food     300 USD
                Expenses:Gifts      0 USD
                Assets:Cash

            2026-11-02 Shop
                Expenses:Food     120 USD
                Assets:Cash
            2026-11-03 Present
                Expenses:Gifts     25 USD
                Assets:Cash

            """, "budget", "-p", "2026-11"),
        Scenario(file: "help-budget.txt", arguments: ["budget", "--help"]),
        on(household, "error-budget-pattern", "budget", "--budget", "(holiday").failing(),
        inline("error-budget-rule-without-postings", "~ monthly  groceries\n\n2026-11-02 Shop\n    Expenses:Food  10 USD\n    Assets:Cash\n",
               "budget").failing(),
    ]
}

/// Golden scenarios for `--forecast` (issue 13).
extension GoldenTests {
    static let forecast: [Scenario] = [
        report(household, "register-household-forecast.txt", "register", "--forecast", "-e", "2027-01-01", "expenses:bills"),
        report(household, "register-household-forecast.json", "register", "--forecast=2026-12", "income", "-O", "json"),
        report(household, "balance-household-forecast-monthly.txt", "balance", "--forecast", "-M", "-p", "2026-11..2027-02", "--depth", "2"),
        report(household, "report-monthly-household-forecast.txt", "report", "monthly", "--forecast", "-p", "2026-09..2027-03", "--no-chart"),
        report(household, "budget-household-forecast-quarter.txt", "budget", "--forecast", "-M", "-p", "2026-11..2027-01", "expenses"),
        report(household, "error-forecast-empty", "register", "--forecast=").failing(),
    ]
}
