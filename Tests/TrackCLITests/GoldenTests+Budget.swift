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

/// Golden scenarios for `budget --rollover` and `--explain` (issue 13).
extension GoldenTests {
    static let rollover: [Scenario] = [
        report(household, "budget-household-rollover-q4.txt", "budget", "--rollover", "-p", "2026q4", "expenses"),
        report(household, "budget-household-rollover-q4.csv", "budget", "--rollover", "-p", "2026q4", "expenses", "-O", "csv"),
        report(household, "budget-household-explain-leisure-2026.txt", "budget", "--explain", "expenses:leisure", "-p", "2026"),
        report(household, "budget-household-explain-bills-2026-10.json", "budget", "--explain", "Expenses:Bills", "-p", "2026-10",
               "-O", "json"),
        inline("budget-explain-positive.txt", """
            account Expenses:Fun   ; rollover: positive

            ~ monthly from 2026-09
                Expenses:Fun     100 USD
                Assets:Cash

            2026-09-05 Concert
                Expenses:Fun     140 USD
                Assets:Cash
            2026-10-05 Cinema
                Expenses:Fun      30 USD
                Assets:Cash

            """, "budget", "--explain", "expenses:fun", "-p", "2026-09..2026-12"),
        report(household, "error-budget-explain-unknown", "budget", "--explain", "expenses:leisur").failing(),
        inline("error-budget-rollover-tag", "account Expenses:Fun  ; rollover: sometimes\n", "budget", "--rollover").failing(),
    ]
}

/// Golden scenarios for `track cashflow` (issue 13).
extension GoldenTests {
    static let cashflow: [Scenario] = [
        report(household, "cashflow-household.txt", "cashflow"),
        report(household, "cashflow-household-2026-10.csv", "cashflow", "-p", "2026-10", "-O", "csv"),
        report(household, "cashflow-household.json", "cashflow", "-O", "json"),
        Scenario(file: "cashflow-below-zero.txt", arguments: ["-f", "test.journal", "--today", "2026-11-21", "cashflow"],
                 files: ["test.journal": """
                    account Assets:Checking   ; type: Cash
                    account Income:Pay        ; type: Revenue
                    account Expenses:Rent     ; type: Expense, fixed:

                    ~ monthly from 2026-12  rent
                        Expenses:Rent     1800.00 USD
                        Assets:Checking

                    ~ every 15th day of month  pay
                        Assets:Checking   1500.00 USD
                        Income:Pay

                    2026-11-01 Opening
                        Assets:Checking   1000.00 USD
                        Equity:Opening

                    """]),
        inline("cashflow-no-rules.txt", "2026-11-02 Shop\n    Expenses:Food  10 USD\n    Assets:Cash\n", "cashflow"),
        Scenario(file: "help-cashflow.txt", arguments: ["cashflow", "--help"]),
    ]
}

/// Golden scenarios for `track goals` and `track goal` (issue 13).
extension GoldenTests {
    static let goalsJournal = CLIHarness.repositoryRoot + "/Tests/TrackCLITests/Fixtures/budget/goals.journal"

    static let goals: [Scenario] = [
        report(goalsJournal, "goals-cards.txt", "goals"),
        report(goalsJournal, "goals-cards.csv", "goals", "-O", "csv"),
        report(goalsJournal, "goals-cards.json", "goals", "-O", "json"),
        report(household, "goals-household-forecast.txt", "goals", "--forecast"),
        report(goalsJournal, "goal-schedule-car-extra.txt", "goal", "schedule", "car", "--extra", "100 USD"),
        report(goalsJournal, "goal-schedule-car.json", "goal", "schedule", "Car", "-O", "json"),
        report(goalsJournal, "goal-add-dry-run.txt", "goal", "add", "Bike", "--target", "1200 USD", "--due", "2027-05-31",
               "--dry-run"),
        inline("goals-none.txt", "2026-11-02 Shop\n    Expenses:Food  10 USD\n    Assets:Cash\n", "goals"),
        Scenario(file: "help-goals.txt", arguments: ["goals", "--help"]),
        Scenario(file: "help-goal.txt", arguments: ["goal", "--help"]),
        inline("error-goal-tags", "account Assets:Trip  ; goal: lots, due: soon\naccount Liabilities:Car  ; goal: 0 USD, rate: 5\n",
               "goals").failing(),
    ]
}
