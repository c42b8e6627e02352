import TrackModel
import TrackSyntax

/// The journal `track init` writes: the base currency (`commodity` and `D`
/// directives), the accounts with their types, the six default categories,
/// and the starting balance as an opening transaction.
///
/// ```journal
/// account Expenses:Leisure             ; dining out, travel, entertainment
/// ```
///
/// Categories follow `Categories`: the second level under `Expenses` is
/// the category (essentials, leisure, bills, other), `Income` is tagged
/// `category: income`, and `Assets:Savings` is tagged `category: savings`
/// (money moved there is saved, not spent), so that `track report
/// categories` and `track overview` work from the first day. Every account
/// `track add` falls back to (`Expenses:Other`, `Income:Other`) is declared.
struct StarterJournal {
    static let defaultAccount = "Assets:Bank:Checking"
    static let savingsAccount = "Assets:Savings"
    static let openingAccount = "Equity:Opening Balances"

    var name: String?
    var currency: Currency
    /// Where money is kept; the first takes the starting balance.
    var accounts: [String] = [defaultAccount]
    var startingBalance: Quantity = .zero
    /// The day of the starting balance.
    var date: Day
    var today: Day

    /// The journal's text, in canonical form (`track fmt` leaves it as it is).
    var text: String {
        let written = header + "\n" + currencyDirectives + "\n" + accountDirectives + openingTransaction
        let loaded = JournalLoader(options: ParseOptions(today: today)).load(text: written)
        // Only a bug could make it unreadable; then it is written as built, and `track check` shows why.
        guard !loaded.hasErrors else { return written }
        return String(decoding: JournalFormatter(journal: loaded.journal, options: FormatOptions(lineEnding: .lf)).format(fileAt: 0),
                      as: UTF8.self)
    }

    private var header: String {
        let whose = name.map { "\($0)'s journal" } ?? "A journal"
        return """
            ; \(whose): plain-text accounting with track, started on \(today.description).
            ; hledger and ledger read it too. Edit it in any editor, or add to it with
            ; `track add`; `track check` tells whether it still reads.

            """
    }

    private var currencyDirectives: String {
        """
        ; the base currency: how its amounts are written, and (D) the commodity
        ; of amounts written without one
        commodity \(currency.sample)
        D \(currency.sample)

        """
    }

    /// Account directives with `type:` tags (and categories), comments in one column.
    private var accountDirectives: String {
        var lines: [(String?, String)] = [(nil, "; where the money is"), ("Assets", "type: Asset")]
        let held = accounts.filter { $0.hasPrefix("Assets:") }
        let owed = accounts.filter { $0.hasPrefix("Liabilities:") }
        for account in held where account != Self.savingsAccount {
            lines.append((account, "type: Cash"))
        }
        lines.append((Self.savingsAccount, "type: Asset, category: savings"))
        lines.append(("Liabilities", "type: Liability"))
        lines += owed.map { ($0, "type: Liability") }
        lines += [("Equity", "type: Equity"), (Self.openingAccount, "type: Equity"),
                  (nil, ""), (nil, "; categories: where money comes from, and where it goes"),
                  ("Income", "type: Revenue, category: income"),
                  ("Income:Other", "where 'track add income' books an income with no category"),
                  ("Expenses", "type: Expense"),
                  ("Expenses:Essentials", "groceries, transport, health, household"),
                  ("Expenses:Leisure", "dining out, travel, entertainment"),
                  ("Expenses:Bills", "rent, utilities, phone, insurance"),
                  ("Expenses:Other", "fees, gifts, anything else")]
        let column = lines.compactMap { $0.0.map { DisplayWidth.of($0) } }.max()! + "account ".count + 2
        return lines.map { account, comment in
            guard let account else { return comment + "\n" }
            let directive = "account " + account
            return directive + String(repeating: " ", count: column - DisplayWidth.of(directive)) + "; " + comment + "\n"
        }.joined()
    }

    /// `quantity` in the base currency, as the journal shows it: `$1,500.00`.
    func formatted(_ quantity: Quantity) -> String {
        let loaded = JournalLoader(options: ParseOptions(today: today)).load(text: "commodity \(currency.sample)\n")
        let commodities = loaded.journal.commodities
        return AmountFormatter(commodities: commodities).format(quantity, commodity: commodities.id(of: currency.symbol) ?? .none)
    }

    /// Both amounts are written: the longer line puts the file's amount
    /// column at its cap (`AmountColumn`), so that what `track add` appends
    /// later does not move it and the file stays canonical.
    private var openingTransaction: String {
        guard !startingBalance.isZero, let first = accounts.first else { return "" }
        let amount = formatted(startingBalance)
        return """

            \(date.description) Opening balance
                \(first)  \(amount)
                \(Self.openingAccount)  \(formatted(startingBalance.negated() ?? .zero))

            """
    }
}
