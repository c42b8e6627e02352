import TrackModel

/// The messages of values typed as arguments or as answers to `track
/// init`'s questions: amounts, dates, currencies, names and accounts.
extension CLIMessage {
    /// `purpose`: what the amount is (`the starting balance`); `example`: 1,500 in the commodity's style.
    static func amountNotInCommodity(_ text: String, symbol: String, purpose: String, example: String) -> CLIMessage {
        CLIMessage(.amountNotInCommodity, "'\(text)' is not in \(symbol)", hint: "\(purpose) is in \(symbol): write a number such as \(example)")
    }

    static func tooManyDecimals(_ text: String, symbol: String, precision: Int) -> CLIMessage {
        CLIMessage(.tooManyDecimals, "'\(text)' has more decimals than amounts in \(symbol) have (\(precision))",
                   hint: "round it to \(precision) \(precision == 1 ? "decimal" : "decimals")")
    }

    static func notAnAmount(_ text: String, symbol: String, purpose: String, example: String) -> CLIMessage {
        CLIMessage(.notAnAmount, "'\(text)' is not an amount for \(purpose)", hint: "write a number such as \(example), in \(symbol)")
    }

    /// A day to write something on (`--date`).
    static func notADateFor(_ text: String, option: String, today: Day) -> CLIMessage {
        CLIMessage(.notADateFor, "'\(text)' is not a date for \(option)",
                   hint: "write it as YYYY-MM-DD, such as \(today.description), or as today or yesterday")
    }

    static func notACurrency(_ text: String) -> CLIMessage {
        CLIMessage(.notACurrency, "'\(text)' is not a currency",
                   hint: "give an ISO code such as USD, EUR, TWD or JPY, a symbol such as $ or €, or a form such as '1,000.00 USD'")
    }

    /// How a currency's form is written, for the two messages about forms.
    static let currencyFormHint = "write one thousand as the journal should show amounts, with a symbol and a decimal mark, such as '1,000.00 USD', '$1,000.00' or 'NT$1,000.'"

    static func formWithoutDecimalMark(_ text: String) -> CLIMessage {
        CLIMessage(.formWithoutDecimalMark, "'\(text)' has no decimal mark, so it does not say how amounts are written",
                   hint: currencyFormHint)
    }

    static func notACurrencyForm(_ text: String) -> CLIMessage {
        CLIMessage(.notACurrencyForm, "'\(text)' is not a currency or the form of an amount", hint: currencyFormHint)
    }

    static func nameNotOneLine() -> CLIMessage {
        CLIMessage(.nameNotOneLine, "the name must be one line of text", hint: "give a name such as Sam, or none")
    }

    /// How an account's name is written, for the messages about names.
    static let accountNameHint = "write its parts with single spaces and one colon between them, as in Assets:Cards:Visa"

    static func emptyAccountName() -> CLIMessage {
        CLIMessage(.emptyAccountName, "an account name is empty", hint: accountNameHint)
    }

    /// `problem`: what the name has that a journal cannot (`two spaces in a row, …`).
    static func accountNameCharacter(_ name: String, problem: String) -> CLIMessage {
        CLIMessage(.accountNameCharacter, "'\(name)' cannot be an account name: it has \(problem)", hint: accountNameHint)
    }

    static func accountNameEmptyPart(_ name: String) -> CLIMessage {
        CLIMessage(.accountNameEmptyPart, "'\(name)' cannot be an account name: it has an empty part", hint: accountNameHint)
    }

    /// `rest`: the name to suggest under Assets and Liabilities.
    static func accountNotMoney(_ name: String, rest: String) -> CLIMessage {
        CLIMessage(.accountNotMoney, "'\(name)' is not under Assets or Liabilities",
                   hint: "write Assets:\(rest) for money you have (a bank account, cash, a debit card), "
                       + "Liabilities:\(rest) for money you owe (a credit card)")
    }
}
