/// Golden scenarios for multi-period balance and register, income statement, balance sheet, -X (issue 4).
extension GoldenTests {
    static let periods: [Scenario] = periodBalances + periodRegisters + periodQueries + periodValuation + statements
        + periodErrors

    static let periodBalances: [Scenario] = [
        on(household, "periods-household-monthly.txt", "bal", "-M"),
        on(household, "periods-household-monthly.csv", "bal", "-M", "-O", "csv"),
        on(household, "periods-household-quarterly-expenses.json", "bal", "-Q", "expenses", "--depth", "2", "-T", "-A", "-O", "json"),
        on(household, "periods-household-quarterly-tree-total-average.txt", "bal", "-Q", "--tree", "--depth", "2", "-T", "-A"),
        on(household, "periods-household-quarterly-historical-assets.txt", "bal", "-Q", "-H", "assets", "-A"),
        on(household, "periods-household-quarterly-cumulative-assets.csv", "bal", "-Q", "--cumulative", "assets", "-O", "csv"),
        on(household, "periods-household-quarterly-transposed.txt", "bal", "-Q", "assets", "--transpose", "-T", "-A"),
        on(household, "periods-household-quarterly-transposed.csv", "bal", "-Q", "assets", "--transpose", "-T", "-A", "-O", "csv"),
        on(household, "periods-household-weekly-october-leisure.txt", "bal", "-W", "-p", "2026-10", "expenses:leisure"),
        on(household, "periods-household-monthly-in-2026-expenses.txt", "bal", "-p", "monthly in 2026", "expenses", "--depth", "2", "-N"),
        on(household, "periods-household-last-3-months-expenses.txt", "bal", "-M", "-p", "last 3 months", "expenses", "--depth", "2"),
        on(household, "periods-household-yearly-no-total.csv", "bal", "-Y", "-N", "-T", "assets", "-O", "csv"),
        on(household, "periods-household-this-month.txt", "bal", "-p", "this month", "--flat"),
        on(household, "periods-household-today-flag-last-month.txt", "--today", "2026-04-10", "bal", "-p", "last month",
           "expenses", "--depth", "2"),
        Scenario(file: "periods-household-track-today-last-3-months.txt",
                 arguments: ["-f", household, "is", "-M", "-p", "last 3 months", "--depth", "2"],
                 environment: ["TRACK_TODAY": "2026-07-01"]),
        on(household, "periods-household-historical-march.txt", "bal", "-H", "-p", "2026-03", "assets", "--flat"),
        on(household, "periods-household-monthly-nothing.txt", "bal", "-M", "desc:xyzzy"),
        on(taiwan, "periods-taiwan-quarterly.txt", "bal", "-Q"),
        on(taiwan, "periods-taiwan-monthly-expenses.csv", "bal", "-M", "支出", "-p", "2026q1", "-O", "csv"),
    ]

    static let periodRegisters: [Scenario] = [
        on(household, "periods-household-register-monthly-bills.txt", "reg", "-M", "acct:expenses:bills", "-p", "2026q1"),
        on(household, "periods-household-register-monthly-bills.csv", "reg", "-M", "acct:expenses:bills", "-p", "2026q1", "-O", "csv"),
        on(household, "periods-household-register-monthly-travel.json", "reg", "-M", "acct:travel", "-p", "2026q2", "-O", "json"),
        on(household, "periods-household-register-monthly-travel-average.txt", "reg", "-M", "acct:travel", "--average"),
        on(household, "periods-household-register-quarterly-depth-1.txt", "reg", "-Q", "--depth", "1", "-E"),
        on(household, "periods-household-register-weekly-width-60.txt", "reg", "-W", "-p", "2026-10", "acct:dining", "-w", "60"),
        on(household, "periods-household-register-rent-average.txt", "reg", "acct:rent", "--average", "-p", "2026q1"),
        on(taiwan, "periods-taiwan-register-quarterly-equity-interest.txt", "reg", "-Q", "acct:權益", "acct:收入:利息"),
    ]

    static let periodQueries: [Scenario] = [
        on(household, "periods-household-register-coffee.txt", "reg", "coffee", "-p", "2026-01"),
        on(household, "periods-household-print-noodle.txt", "print", "noodle", "-p", "2026-02"),
        on(household, "periods-household-balance-noodle.txt", "bal", "noodle"),
        on(household, "periods-household-category-leisure.txt", "bal", "-M", "-p", "2026q1", "cat:leisure"),
        on(household, "periods-household-register-category-amount.txt", "reg", "cat:leisure", "cat:bills", "amt:>400"),
    ]

    static let periodValuation: [Scenario] = [
        on(taiwan, "periods-taiwan-exchange-quarterly.txt", "bal", "-Q", "-X", "NT$"),
        on(taiwan, "periods-taiwan-exchange-yearly-then-rates.txt", "bal", "-Y", "-X", "NT$", "--value", "then", "--show-rates",
           "--depth", "1"),
        on(taiwan, "periods-taiwan-exchange-usd-rates.txt", "bal", "-X", "USD", "--show-rates", "資產"),
        on(taiwan, "periods-taiwan-exchange-quarterly-rates.json", "bal", "-Q", "-X", "NT$", "--depth", "1", "--show-rates",
           "-O", "json"),
        on(taiwan, "periods-taiwan-register-exchange-quarterly.txt", "reg", "-Q", "-X", "NT$", "acct:旅遊"),
        inline("periods-exchange-no-rate.txt", exchangeJournal, "bal", "-M", "-X", "USD", "--show-rates"),
        inline("periods-exchange-chain-rates.txt", exchangeJournal, "bal", "-X", "USD", "--value", "2026-02-15", "--show-rates"),
        inline("periods-exchange-chain-rates.csv", exchangeJournal, "bal", "-M", "-X", "USD", "--show-rates", "-O", "csv"),
    ]

    static let statements: [Scenario] = [
        on(household, "is-household.txt", "is"),
        on(household, "is-household-monthly.txt", "income-statement", "-M"),
        on(household, "is-household-monthly.csv", "is", "-M", "-O", "csv"),
        on(household, "is-household-quarterly-tree-total-average.txt", "is", "-Q", "--tree", "-T", "-A"),
        on(household, "is-household-yearly.json", "is", "-Y", "--depth", "2", "-T", "-O", "json"),
        on(household, "is-household-yearly-no-total.txt", "is", "-Y", "-N", "--depth", "2"),
        on(household, "is-household-march.csv", "is", "-p", "2026-03", "-O", "csv"),
        on(taiwan, "is-taiwan-exchange-quarterly.txt", "is", "-Q", "-X", "NT$"),
        on(household, "bs-household.txt", "bs"),
        on(household, "bs-household-quarterly-average.txt", "balance-sheet", "-Q", "-A"),
        on(household, "bs-household-monthly.csv", "bs", "-M", "-O", "csv"),
        on(household, "bs-household-quarterly-equity.txt", "bs", "-Q", "--equity"),
        on(household, "bs-household-march.json", "bs", "-p", "2026-03", "-O", "json"),
        on(taiwan, "bs-taiwan-exchange-quarterly.txt", "bs", "-Q", "-X", "NT$", "--tree"),
        Scenario(file: "is-help.txt", arguments: ["is", "--help"]),
        Scenario(file: "bs-help.txt", arguments: ["help", "balance-sheet"]),
        Scenario(file: "periods-help-balance.txt", arguments: ["balance", "--help"]),
    ]

    static let periodErrors: [Scenario] = [
        on(household, "periods-error-bad-month", "bal", "-M", "-p", "2026-13").failing(),
        on(household, "periods-error-backwards", "is", "-p", "from 2026-07 to 2026-01").failing(),
        on(household, "periods-error-unit", "bal", "-p", "last 3 fortnights").failing(),
        on(household, "periods-error-week", "reg", "-p", "2026-W54").failing(),
        on(household, "periods-error-date-term", "reg", "date:soon").failing(),
        on(household, "periods-error-two-intervals", "bal", "-M", "-Q").failing(),
        on(household, "periods-error-cumulative-historical", "bal", "-M", "--cumulative", "-H").failing(),
        on(household, "periods-error-unknown-category", "bal", "cat:leisre").failing(),
        on(household, "periods-error-unknown-category-list", "reg", "cat:travel").failing(),
        on(household, "periods-error-amount-term", "is", "amt:lots").failing(),
        on(household, "periods-error-status-term", "bs", "status:?").failing(),
        on(household, "periods-error-not-term", "print", "not:").failing(),
        on(taiwan, "periods-error-unknown-commodity", "bal", "-M", "-X", "NTD").failing(),
        on(taiwan, "periods-error-value-without-exchange", "bal", "--value", "then").failing(),
        on(taiwan, "periods-error-bad-value", "bs", "-X", "USD", "--value", "soon").failing(),
        on(household, "periods-error-register-exchange-without-interval", "reg", "-X", "USD").failing(),
        on(household, "periods-error-bad-today", "--today", "2026-02-30", "bal", "-M").failing(),
        on(household, "periods-error-missing-end", "bal", "-M", "-p", "from 2026-01 to").failing(),
    ]

    /// Dollars, euros priced in dollars, yen priced only in euros (so valued
    /// through them), and francs with no price at all.
    static let exchangeJournal = """
        commodity 1,000.00 USD
        commodity 1,000.00 EUR

        P 2026-01-15 EUR 1.10 USD
        P 2026-02-10 USD 0.80 EUR
        P 2026-01-01 JPY 0.0062 EUR

        2026-01-05 Salary
            Assets:Checking      3,000.00 USD
            Income:Salary

        2026-01-20 Trip to Lisbon
            Expenses:Travel        200.00 EUR
            Expenses:Travel         10.00 CHF
            Assets:Checking

        2026-02-03 Ramen in Tokyo
            Expenses:Dining          1500 JPY
            Assets:Wallet

        """
}
