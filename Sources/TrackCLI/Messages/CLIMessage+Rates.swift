import TrackModel

/// The messages of `rates`, `convert` and `portfolio`.
extension CLIMessage {
    static func convertNeedsAmount(_ count: Int) -> CLIMessage {
        CLIMessage(.convertNeedsAmount, count == 0 ? "convert needs an amount" : "convert takes one amount, not \(count)",
                   hint: "write it as the journal does, such as track convert '100 USD' --to NT$")
    }

    static func convertTooLarge(_ amount: String, to target: String) -> CLIMessage {
        CLIMessage(.convertTooLarge, "\(amount) in \(target) has more digits than track can hold exactly",
                   hint: "convert a smaller amount")
    }

    static func portfolioViewsConflict(_ first: String, _ second: String) -> CLIMessage {
        CLIMessage(.portfolioViewsConflict, "--\(first) and --\(second) exclude each other",
                   hint: "give one of --lots, --gains, --history, --monthly or --returns, or none for the holdings")
    }

    static func portfolioAccountsWithoutReturns(_ word: String) -> CLIMessage {
        CLIMessage(.portfolioAccountsWithoutReturns, "'\(word)': portfolio takes accounts only with --returns",
                   hint: "add --returns for the returns of those accounts, or leave the account out")
    }

    static func portfolioUnknownAccount(_ word: String) -> CLIMessage {
        CLIMessage(.portfolioUnknownAccount, "no account '\(word)' in the journal",
                   hint: "name an account as the journal writes it, such as Assets:Broker (its subaccounts are included)")
    }

    static func ratesImportNeedsFile(_ count: Int) -> CLIMessage {
        CLIMessage(.ratesImportNeedsFile, count == 0 ? "rates import needs a CSV file" : "rates import takes one CSV file, not \(count)",
                   hint: "track rates import rates.csv, with rows of date, commodity, price and currency")
    }

    static func ratesRulesUnreadable(_ path: String, line: Int, text: String) -> CLIMessage {
        CLIMessage(.ratesRulesUnreadable, line == 0 ? "\(path): '\(text)' lacks date, commodity or price" : "\(path):\(line): cannot read '\(text)'",
                   hint: "a rates rules file has lines 'fields date, commodity, price, currency', 'skip N', 'currency SYMBOL', 'separator ;'")
    }

    static func noBaseCurrency() -> CLIMessage {
        CLIMessage(.noBaseCurrency, "the journal has no amounts, so no currency to give rates in",
                   hint: "name one with -X CUR (--to CUR for convert)")
    }

    static func noRate(from: String, to target: String, on day: Day) -> CLIMessage {
        CLIMessage(.noRate, "no rate from \(from) to \(target) on \(day)",
                   hint: "add a price such as 'P \(day) \(from) 1.00 \(target)', or use --infer-market-prices "
                       + "for the prices of transactions; track rates lists the rates there are")
    }

    /// `place`: where the symbol was written (`-X`, `--to`, `the amount`, `the commodities to rate`).
    static func unknownRateCommodity(_ symbol: String, place: String, suggestion: String?, known: [String]) -> CLIMessage {
        CLIMessage(.unknownRateCommodity, "unknown commodity '\(symbol)' (\(place))",
                   hint: suggestion.map { "did you mean '\($0)'?" } ?? "the journal's commodities are " + alternatives(known))
    }
}
