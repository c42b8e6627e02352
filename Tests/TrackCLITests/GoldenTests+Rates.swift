/// Golden scenarios for rates, convert and networth (issue 15).
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
        Scenario(file: "help-rates.txt", arguments: ["rates", "--help"]),
        Scenario(file: "help-convert.txt", arguments: ["convert", "--help"]),
    ]

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
