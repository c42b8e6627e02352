/// Golden scenarios for rates, convert, networth and portfolio (issue 15).
extension GoldenTests {
    static let rates: [Scenario] = [
        report(taiwan, "rates-taiwan.txt", "rates", "--date", "2026-10-31"),
        report(taiwan, "rates-taiwan-usd-max-age.txt", "rates", "-X", "USD", "--date", "2026-10-31", "--max-age", "20"),
        report(taiwan, "rates-taiwan.csv", "rates", "--date", "2026-10-31", "-O", "csv"),
        report(taiwan, "rates-taiwan.json", "rates", "--date", "2026-04-10", "-O", "json"),
        inline("rates-chains.txt", chains, "--today", "2026-10-10", "rates", "-X", "USD"),
        inline("rates-chains-stale.txt", chains, "--today", "2026-10-10", "rates", "-X", "USD", "--stale", "30"),
        inline("rates-chains-inferred.txt", chains, "--today", "2026-10-10", "rates", "-X", "USD", "--infer-market-prices", "TSMC"),
        inline("rates-chains-before.txt", chains, "--today", "2026-10-10", "rates", "-X", "USD", "--date", "2026-09-30", "EUR"),
        report(taiwan, "convert-taiwan.txt", "convert", "100 USD", "--to", "NT$", "--date", "2026-10-31"),
        report(taiwan, "convert-taiwan-chained.json", "convert", "¥5,000", "--to", "USD", "--date", "2026-10-31", "-O", "json"),
        report(taiwan, "convert-taiwan.csv", "convert", "NT$1,000", "--to", "¥", "--date", "2026-06-15", "-O", "csv"),
        inline("convert-chains-freshest.txt", chains, "--today", "2026-10-10", "convert", "100 EUR", "--to", "USD"),
        report(taiwan, "convert-error-no-rate", "convert", "100 USD", "--to", "NT$", "--date", "2025-01-01").failing(),
        report(taiwan, "convert-error-unknown", "convert", "100 XYZ", "--to", "NT$").failing(),
        inline("rates-error-negative-price", chains + "P 2026-10-09 EUR -1 USD\n", "rates").failing(),
        report(taiwan, "networth-taiwan-quarterly.txt", "networth", "-Q"),
        report(taiwan, "networth-taiwan-monthly-usd.csv", "networth", "-M", "-X", "USD", "-O", "csv"),
        report(taiwan, "networth-taiwan-quarterly.json", "networth", "-Q", "-O", "json"),
        report(taiwan, "networth-taiwan-by-type.txt", "networth", "-Q", "--by", "type"),
        report(taiwan, "networth-taiwan-by-institution.csv", "networth", "-p", "2026q2", "--by", "institution", "-O", "csv"),
        report(taiwan, "networth-taiwan-by-commodity.json", "networth", "--by", "commodity", "-O", "json"),
        inline("networth-chains-freshest.txt", chains, "--today", "2026-10-10", "networth", "-M", "-X", "USD", "-p", "2026-09..2026-11"),
        inline("networth-chains-by-account.txt", chains, "--today", "2026-10-10", "networth", "-X", "USD", "--by", "account"),
        report(taiwan, "networth-error-by", "networth", "--by", "bank").failing(),
        Scenario(file: "help-networth.txt", arguments: ["networth", "--help"]),
        inline("portfolio-investments.txt", investments, "--today", "2026-10-31", "portfolio"),
        inline("portfolio-investments-twd.txt", investments, "--today", "2026-10-31", "portfolio", "-X", "NT$"),
        inline("portfolio-investments-colour.txt", investments, "--today", "2026-10-31", "--color", "always", "portfolio", "-X", "NT$"),
        inline("portfolio-investments.csv", investments, "--today", "2026-10-31", "portfolio", "-O", "csv"),
        inline("portfolio-investments.json", investments, "--today", "2026-10-31", "portfolio", "-X", "NT$", "-O", "json"),
        inline("portfolio-investments-lots.txt", investments, "--today", "2026-10-31", "portfolio", "--lots"),
        inline("portfolio-investments-gains.txt", investments, "--today", "2026-10-31", "portfolio", "--gains"),
        inline("portfolio-investments-gains-lifo.txt", investments, "--today", "2026-10-31", "portfolio", "--gains", "--booking", "lifo"),
        inline("portfolio-investments-history.txt", investments, "--today", "2026-10-31", "portfolio", "--history"),
        inline("portfolio-investments-before-sale.txt", investments, "--today", "2026-10-31", "portfolio", "--at", "2026-06-30"),
        inline("portfolio-error-oversold", investments.replacingOccurrences(of: "-50 TSMC @ NT$900", with: "-500 TSMC @ NT$900")
            .replacingOccurrences(of: "NT$44,940", with: "NT$449,940"), "portfolio").failing(),
        inline("portfolio-error-lot-not-found", investments.replacingOccurrences(of: "-50 TSMC @", with: "-50 TSMC {NT$600} @"),
               "portfolio").failing(),
        inline("portfolio-error-lot-ambiguous", investments.replacingOccurrences(of: "100 TSMC @ NT$620", with: "100 TSMC @ NT$580")
            .replacingOccurrences(of: "-50 TSMC @", with: "-50 TSMC {NT$580} @"), "portfolio").failing(),
        inline("portfolio-error-booking", investments, "portfolio", "--booking", "random").failing(),
        inline("portfolio-returns-hand-case.txt", ReturnsHledgerCrossCheckTests.handCase, "portfolio", "--returns", "-p", "2026",
               "--explain"),
        inline("portfolio-returns-two-years.json", ReturnsHledgerCrossCheckTests.twoYears, "portfolio", "--returns", "Assets:Broker",
               "-p", "2025", "-O", "json"),
        inline("portfolio-returns-investments-twd.txt", investments, "--today", "2026-10-31", "portfolio", "--returns", "-X", "NT$", "-p", "2026"),
        report(taiwan, "portfolio-taiwan-twd.txt", "portfolio", "-X", "NT$", "--at", "2026-10-31"),
        report(taiwan, "portfolio-taiwan-monthly-twd.txt", "portfolio", "--monthly", "-X", "NT$", "--at", "2026-10-31"),
        report(taiwan, "portfolio-taiwan-gains.csv", "portfolio", "--gains", "-O", "csv"),
        report(taiwan, "portfolio-taiwan-history-twd.txt", "portfolio", "--history", "-X", "NT$", "--at", "2026-10-31"),
        inline("portfolio-investments-monthly.json", investments, "--today", "2026-10-31", "portfolio", "--monthly", "-O", "json"),
        Scenario(file: "help-portfolio.txt", arguments: ["portfolio", "--help"]),
        Scenario(file: "help-rates.txt", arguments: ["rates", "--help"]),
        Scenario(file: "help-convert.txt", arguments: ["convert", "--help"]),
    ]

    /// Taiwan and US shares bought in two lots with fees, and a sale.
    static let investments = """
        commodity NT$1,000.
        commodity 1,000.00 USD
        account Assets:Broker:TW     ; type: A, class: Taiwan stocks, booking: FIFO
        account Assets:Broker:US     ; type: A, class: US stocks

        P 2026-10-30 TSMC NT$985
        P 2026-10-30 AAPL 230.00 USD
        P 2026-10-30 USD NT$32.10

        2026-01-15 Buy TSMC
            Assets:Broker:TW        100 TSMC @ NT$580
            Expenses:Broker:Fees    NT$83
            Assets:Bank

        2026-03-10 Buy TSMC
            Assets:Broker:TW        100 TSMC @ NT$620
            Expenses:Broker:Fees    NT$88
            Assets:Bank

        2026-05-05 Buy AAPL
            Assets:Broker:US        10 AAPL @ 170.00 USD
            Assets:USD

        2026-09-01 Sell TSMC
            Assets:Broker:TW       -50 TSMC @ NT$900
            Expenses:Broker:Fees    NT$60
            Assets:Bank             NT$44,940

        """

    /// A stale direct price beside fresher chains, a held commodity with no
    /// price, and a purchase whose cost is a price only when inferred.
    static let chains = """
        P 2020-01-01 EUR 1.10 USD
        P 2026-10-01 EUR 0.85 GBP
        P 2026-10-02 GBP 1.30 USD
        P 2026-10-01 EUR 10 SEK
        P 2026-10-01 SEK 0.5 CHF
        P 2026-10-03 CHF 0.2 USD
        P 2026-08-01 TWD 0.031 USD

        2026-10-05 Shares
            Assets:Broker       10 TSMC @ 580 TWD
            Assets:Bank      -5800 TWD

        2026-10-06 Cash
            Assets:Bank        100 EUR
            Assets:Bank         10 XAU
            Equity

        """
}
