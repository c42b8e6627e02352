/// Golden scenarios for report monthly, categories, required-income, overview (issue 4).
extension GoldenTests {
    static let reports: [Scenario] = periodSummaries + categoryReports + requiredIncome + overviews + reportErrors

    /// `track -f JOURNAL --today 2026-11-21 ARGUMENTS`: the reports count from today.
    static func report(_ journal: String, _ file: String, _ arguments: String...) -> Scenario {
        Scenario(file: file, arguments: ["-f", journal, "--today", "2026-11-21"] + arguments)
    }

    static let periodSummaries: [Scenario] = [
        report(household, "report-monthly-household.txt", "report", "monthly"),
        report(household, "report-monthly-household-chart.txt", "report", "monthly", "--chart"),
        report(household, "report-monthly-household.csv", "report", "monthly", "-O", "csv"),
        report(household, "report-monthly-household.json", "report", "monthly", "-O", "json"),
        report(household, "report-quarterly-household-chart.txt", "report", "quarterly", "--chart"),
        report(household, "report-yearly-household.txt", "report", "monthly", "--interval", "yearly"),
        report(household, "report-weekly-household-2026-10.txt", "report", "weekly", "-p", "2026-10"),
        report(household, "report-weekly-household-2026-10.csv", "report", "weekly", "-p", "2026-10", "-O", "csv"),
        report(household, "report-weekly-household-2026-10.json", "report", "weekly", "-p", "2026-10", "-O", "json"),
        report(household, "report-daily-household-2026-w46.txt", "report", "daily", "-p", "2026-W46", "--no-chart"),
        report(household, "report-daily-household-2026-w46.csv", "report", "daily", "-p", "2026-W46", "-O", "csv"),
        report(household, "report-daily-household-2026-w46.json", "report", "daily", "-p", "2026-W46", "-O", "json"),
        report(household, "report-quarterly-household.csv", "report", "quarterly", "-O", "csv"),
        report(household, "report-quarterly-household.json", "report", "quarterly", "-O", "json"),
        report(household, "report-yearly-household.csv", "report", "yearly", "-O", "csv"),
        report(taiwan, "report-yearly-taiwan.json", "report", "yearly", "-O", "json"),
        report(household, "report-monthly-household-q3-without-bills.txt", "report", "monthly", "-p", "2026q3", "not:cat:bills"),
        // A plain word matches the description (or the account), as in a register.
        report(household, "report-monthly-household-q1-noodle.txt", "report", "monthly", "-p", "2026q1", "noodle"),
        report(taiwan, "report-monthly-taiwan.txt", "report", "monthly"),
        report(taiwan, "report-monthly-taiwan.csv", "report", "monthly", "-O", "csv"),
        report(taiwan, "report-monthly-taiwan-valued-chart.txt", "report", "monthly", "-X", "NT$", "--chart"),
        report(taiwan, "report-monthly-taiwan-q2-valued-rates.json", "report", "monthly", "-p", "2026q2", "-X", "NT$",
               "--show-rates", "-O", "json"),
    ]

    static let categoryReports: [Scenario] = [
        report(household, "report-categories-household.txt", "report", "categories"),
        report(household, "report-categories-household-compare-depth-2.txt", "report", "categories", "--compare", "--depth", "2"),
        report(household, "report-categories-household-income-2026.txt", "report", "categories", "--income", "-p", "2026"),
        report(household, "report-categories-household-income-q3-compare.csv", "report", "categories", "--income",
               "-p", "2026q3", "--compare", "-O", "csv"),
        report(household, "report-categories-household-income-2026-depth-2.json", "report", "categories", "--income",
               "-p", "2026", "--depth", "2", "-O", "json"),
        report(household, "report-categories-household-leisure-2026.txt", "report", "categories", "leisure", "-p", "2026"),
        report(household, "report-categories-household-lisbon-trip.txt", "report", "categories", "tag:trip=lisbon", "-p", "2026"),
        report(household, "report-categories-household-2026-10-compare.csv", "report", "categories", "-p", "2026-10",
               "--compare", "-O", "csv"),
        report(household, "report-categories-household-2026-10-depth-2.json", "report", "categories", "-p", "2026-10",
               "--depth", "2", "-O", "json"),
        report(taiwan, "report-categories-taiwan-2026-04.txt", "report", "categories", "-p", "2026-04"),
        report(taiwan, "report-categories-taiwan-2026-04-valued-compare.txt", "report", "categories", "-p", "2026-04",
               "-X", "NT$", "--compare", "--show-rates"),
        report(taiwan, "report-categories-taiwan-q2-valued.csv", "report", "categories", "-p", "2026q2", "-X", "NT$", "-O", "csv"),
        report(taiwan, "report-categories-taiwan-q2-valued.json", "report", "categories", "-p", "2026q2", "-X", "NT$", "-O", "json"),
    ]

    static let requiredIncome: [Scenario] = [
        report(household, "report-required-income-household.txt", "report", "required-income"),
        report(household, "report-required-income-household-tax-savings.txt", "report", "required-income",
               "--tax-rate", "25", "--include-savings", "--hours-per-week", "37.5", "--weeks-per-year", "48"),
        report(household, "report-required-income-household-2026-without-travel.txt", "report", "required-income",
               "-p", "from 2026-01 to 2026-11", "not:cat:leisure"),
        report(household, "report-required-income-household.csv", "report", "required-income", "-O", "csv"),
        report(household, "report-required-income-household-tax-savings.csv", "report", "required-income",
               "--tax-rate", "25", "--include-savings", "--hours-per-week", "37.5", "--weeks-per-year", "48", "-O", "csv"),
        report(household, "report-required-income-household-tax.json", "report", "required-income", "--tax-rate", "20%",
               "-O", "json"),
        report(taiwan, "report-required-income-taiwan.txt", "report", "required-income"),
        report(taiwan, "report-required-income-taiwan-q2-rates.txt", "report", "required-income", "-p", "2026q2", "--show-rates"),
        report(taiwan, "report-required-income-taiwan-usd.csv", "report", "required-income", "-X", "USD", "-O", "csv"),
        report(taiwan, "report-required-income-taiwan.json", "report", "required-income", "-O", "json"),
    ]

    static let overviews: [Scenario] = [
        report(household, "overview-household.txt"),
        report(household, "overview-household-command.txt", "overview"),
        report(household, "overview-household.json", "overview", "-O", "json"),
        report(household, "overview-household.csv", "overview", "-O", "csv"),
        report(taiwan, "overview-taiwan-usd.csv", "-X", "USD", "-O", "csv"),
        report(taiwan, "overview-taiwan.txt", "overview"),
        report(taiwan, "overview-taiwan-usd.txt", "overview", "-X", "USD"),
        report(taiwan, "overview-taiwan.json", "overview", "-O", "json"),
        Scenario(file: "overview-empty-journal.txt", arguments: ["-f", "test.journal", "--today", "2026-11-21"],
                 files: ["test.journal": "; nothing yet\n"]),
        // No journal where track looks: the general help and how to start one.
        Scenario(file: "overview-no-journal.txt", arguments: ["--today", "2026-11-21"], files: [:]),
        Scenario(file: "overview-no-journal-from-environment.txt", arguments: [], files: [:],
                 environment: ["TRACK_FILE": "money.journal"]),
        Scenario(file: "report-help.txt", arguments: ["report", "--help"]),
        Scenario(file: "overview-help.txt", arguments: ["overview", "--help"]),
    ]

    static let reportErrors: [Scenario] = [
        report(household, "report-error-no-report", "report").failing(),
        report(household, "report-error-unknown-report", "report", "montly").failing(),
        report(household, "report-error-option-of-another-report", "report", "monthly", "--tax-rate", "25").failing(),
        report(household, "report-error-bad-period", "report", "monthly", "-p", "last fortnight").failing(),
        report(household, "report-error-bad-date", "report", "categories", "-b", "2026-02-30").failing(),
        report(household, "report-error-bad-query", "report", "monthly", "amt:>>50").failing(),
        report(household, "report-error-bad-date-query", "report", "required-income", "date:2026-13").failing(),
        report(household, "report-error-unknown-category-query", "report", "monthly", "cat:lesure").failing(),
        report(household, "report-error-unknown-category", "report", "categories", "lesure").failing(),
        report(household, "report-error-unknown-category-far", "report", "categories", "xyzzy").failing(),
        report(household, "report-error-income-category", "report", "categories", "salary").failing(),
        report(household, "report-error-interval-conflict", "report", "monthly", "-p", "weekly in 2026").failing(),
        report(household, "report-error-bad-interval", "report", "monthly", "--interval", "fortnightly").failing(),
        report(household, "report-error-chart-and-no-chart", "report", "monthly", "--chart", "--no-chart").failing(),
        report(household, "report-error-categories-interval", "report", "categories", "-p", "monthly in 2026").failing(),
        report(household, "report-error-tax-rate", "report", "required-income", "--tax-rate", "120").failing(),
        report(household, "report-error-hours", "report", "required-income", "--hours-per-week", "0").failing(),
        report(household, "report-error-unknown-currency", "report", "monthly", "-X", "EUR").failing(),
        report(household, "overview-error-format", "overview", "-O", "html").failing(),
        Scenario(file: "overview-error-missing-named-journal", arguments: ["-f", "missing.journal"], files: [:]).failing(),
    ]
}
