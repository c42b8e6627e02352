import TrackModel
import TrackRendering

/// The messages of `track add`: its words and options, then what the
/// journal says of them.
extension CLIMessage {
    static func nothingToAdd() -> CLIMessage {
        CLIMessage(.nothingToAdd, "'add' needs something to add",
                   hint: "run 'track add expense 12.50 \"Noodle Bar\"', or see 'track add --help'")
    }

    static func sameWithAmount(_ amount: String) -> CLIMessage {
        CLIMessage(.sameWithAmount, "--same takes the amount from the last similar transaction, and \(amount) was given too",
                   hint: "leave the amount out, or leave --same out")
    }

    /// `add expense` without an amount; `given` says what came instead.
    static func addNeedsAmount(_ kind: AddRequest.Kind, given: String) -> CLIMessage {
        CLIMessage(.addNeedsAmount, "'add \(kind.rawValue)' needs an amount: \(given)",
                   hint: "write it as a number, such as 'track add \(kind.rawValue) 12.50 \(kind.example)'")
    }

    static func addNeedsDescription(_ kind: AddRequest.Kind, amount: String?) -> CLIMessage {
        CLIMessage(.addNeedsDescription, "'add \(kind.rawValue)' needs a description after the amount",
                   hint: "say what it was, such as 'track add \(kind.rawValue) \(amount ?? "12.50") \(kind.example)'")
    }

    /// `add expense 12.50 EUR Lunch` where the journal has no EUR yet.
    static func commodityWordAmbiguous(amount: String, word: String, kind: AddRequest.Kind) -> CLIMessage {
        CLIMessage(.commodityWordAmbiguous, "is '\(word)' the commodity of \(amount), or the description's first word? The journal has no \(word) yet",
                   hint: "for the commodity, add --new-commodity (or write '\(amount) \(word)' in quotes with it); "
                       + "for the description, quote it: 'track add \(kind.rawValue) \(amount) \"\(word) …\"'")
    }

    /// `add expense -- -5 Coffee` without `--refund`.
    static func negativeSpending(_ amount: String, kind: AddRequest.Kind) -> CLIMessage {
        CLIMessage(.negativeSpending, "an \(kind.rawValue) is a positive amount, and \(amount) is negative",
                   hint: "for money back (a refund), add --refund; or write the amount without its minus sign")
    }

    static func sameWithPostings() -> CLIMessage {
        CLIMessage(.sameWithPostings, "--same is for 'add expense', 'add income' and 'add transfer'",
                   hint: "give each posting's amount, or leave the last one out")
    }

    static func amountWithoutAccount(_ word: String) -> CLIMessage {
        CLIMessage(.amountWithoutAccount, "'\(word)' is an amount with no account before it",
                   hint: "write each account before its amount: 'track add Rent Expenses:Rent 1400 Assets:Bank'")
    }

    static func tooFewAccounts(_ count: Int) -> CLIMessage {
        CLIMessage(.tooFewAccounts, "a transaction needs at least two accounts, and \(count) \(count == 1 ? "was" : "were") given",
                   hint: "write the description, then each account and its amount: 'track add Rent Expenses:Rent 1400 Assets:Bank'")
    }

    static func tooManyAmountsLeftOut(_ missing: Int) -> CLIMessage {
        CLIMessage(.tooManyAmountsLeftOut, "\(missing) postings have no amount, and track can infer only one",
                   hint: "give every posting's amount but one")
    }

    /// `--from` for an expense, `--category` for a transfer, ….
    static func optionOfAnotherEntry(_ option: String, kind: AddRequest.Kind) -> CLIMessage {
        let name = kind == .general ? "a transaction with its postings written out" : "'add \(kind.rawValue)'"
        return CLIMessage(.optionOfAnotherEntry, "\(option) is not an option for \(name)", hint: kind.optionHint)
    }

    static func descriptionWithComment(_ description: String) -> CLIMessage {
        CLIMessage(.descriptionWithComment,
                   "the description '\(description)' has a ';' or a line break, which the journal would not keep",
                   hint: "put comments in --note TEXT")
    }

    /// `text` is shown escaped: the message goes to a terminal that would obey it.
    static func controlCharacterInText(_ text: String, _ control: Unicode.Scalar) -> CLIMessage {
        let hex = String(control.value, radix: 16, uppercase: true)
        return CLIMessage(.controlCharacterInText,
                          "'\(TerminalEscaper.escaped(text))' has a control character (U+\(String(repeating: "0", count: 4 - hex.count) + hex)), "
                              + "which a terminal showing the journal would obey as a command",
                          hint: "type the text without it")
    }

    static func noteWithLineBreak() -> CLIMessage {
        CLIMessage(.noteWithLineBreak, "the note has a line break; a note is one line", hint: "write the note on one line")
    }

    static func notATag(_ tag: String) -> CLIMessage {
        CLIMessage(.notATag, "'\(tag)' is not a tag", hint: "write a tag as NAME:VALUE, such as --tag trip:lisbon (the value may be empty)")
    }

    static func dateInTheFuture(_ day: Day, today: Day) -> CLIMessage {
        CLIMessage(.dateInTheFuture, "\(day) is in the future (today is \(today))",
                   hint: "add --future to record a transaction ahead of its date, or use --today DATE")
    }

    static func noMoneyAccount(_ kind: AddRequest.Kind, isExpense: Bool) -> CLIMessage {
        CLIMessage(.noMoneyAccount, "track cannot tell which account the \(kind.rawValue) was \(isExpense ? "paid from" : "paid into")",
                   hint: "name it with --account ACCOUNT (with --new-account for a new one)")
    }

    /// `known`: the closest categories, or the journal's.
    static func unknownAddCategory(_ kind: AddRequest.Kind, _ typed: String, known: String, root: String) -> CLIMessage {
        CLIMessage(.unknownAddCategory, "there is no \(kind.rawValue) category '\(typed)' in the journal",
                   hint: "\(known); or add --new-account to start \(root):\(typed)")
    }

    static func transferNeedsAccounts() -> CLIMessage {
        CLIMessage(.transferNeedsAccounts, "'add transfer' needs the account the money leaves (--from) and the one it goes to (--to)",
                   hint: "run 'track add transfer 500 --from Assets:Bank:Checking --to Assets:Savings'")
    }

    static func transferToItself(_ account: String) -> CLIMessage {
        CLIMessage(.transferToItself, "a transfer from \(account) to itself changes nothing",
                   hint: "name two different accounts with --from and --to")
    }

    static func unbalancedAmounts(_ sum: String) -> CLIMessage {
        CLIMessage(.unbalancedAmounts, "the amounts do not balance: they sum to \(sum), not 0",
                   hint: "correct an amount, or leave the last one out and track will infer it")
    }

    static func nothingSimilar(_ kind: AddRequest.Kind, _ description: String) -> CLIMessage {
        CLIMessage(.nothingSimilar, "--same found no earlier \(kind.rawValue) like '\(description)' to take the amount from",
                   hint: "give the amount: 'track add \(kind.rawValue) 12.50 \(description)'")
    }

    /// `list`: the journal's commodities (or that it has none); `suggestion`: `did you mean X? ` or "".
    static func unknownAddCommodity(_ name: String, place: String, suggestion: String, list: String) -> CLIMessage {
        CLIMessage(.unknownAddCommodity, "\(place) is in \(name), which is not a commodity of the journal",
                   hint: "\(suggestion)\(list); add --new-commodity to use \(name)")
    }

    /// `hint`: the closest accounts, or that the journal has none.
    static func unknownAddAccount(_ name: String, option: String, hint: String) -> CLIMessage {
        CLIMessage(.unknownAddAccount, "there is no account '\(name)' (\(option)) in the journal", hint: hint)
    }

    static func notAnAccountName(_ name: String, option: String) -> CLIMessage {
        CLIMessage(.notAnAccountName, "'\(name)' (\(option)) is not an account name",
                   hint: "write an account as parts separated by colons, such as Assets:Bank:Checking, with no double spaces or ';'")
    }
}
