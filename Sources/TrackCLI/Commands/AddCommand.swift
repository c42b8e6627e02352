import TrackModel
import TrackSyntax

/// `track add`: quick entry of an expense, an income, a transfer or a
/// transaction with its postings written out, appended to the journal with
/// `JournalWriter`.
enum AddCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "add",
        summary: "Add a transaction to the journal: an expense, an income, a transfer, or any postings.",
        usage: """
            track add expense AMOUNT DESCRIPTION [--category NAME] [--account ACCOUNT] [OPTIONS]
                   track add income AMOUNT DESCRIPTION [--category NAME] [--account ACCOUNT] [OPTIONS]
                   track add transfer AMOUNT [DESCRIPTION] --from ACCOUNT --to ACCOUNT [OPTIONS]
                   track add DESCRIPTION ACCOUNT AMOUNT ACCOUNT [AMOUNT]... [OPTIONS]
            """,
        options: [
            OptionSpec(names: ["--category"], valueName: "NAME", values: .account, help: "the expense or income category (or account)"),
            OptionSpec(names: ["--account"], valueName: "ACCOUNT", help: "the account paid from (expense) or into (income)"),
            OptionSpec(names: ["--from"], valueName: "ACCOUNT", help: "the account a transfer takes the money from"),
            OptionSpec(names: ["--to"], valueName: "ACCOUNT", help: "the account a transfer puts the money in"),
            OptionSpec(names: ["--date"], valueName: "DATE", help: "the date (YYYY-MM-DD, today, yesterday); default today"),
            OptionSpec(names: ["--future"], help: "allow a date after today"),
            OptionSpec(names: ["--note"], valueName: "TEXT", help: "a comment on the transaction"),
            OptionSpec(names: ["--tag"], valueName: "NAME:VALUE", values: .tag, repeatable: true, help: "a tag on the transaction (repeatable)"),
            OptionSpec(names: ["--commodity"], valueName: "SYMBOL", values: .commodity, help: "the commodity of amounts written without one"),
            OptionSpec(names: ["--same"], help: "take the amount of the last similar transaction too"),
            OptionSpec(names: ["--refund"], help: "money back: book the expense (or income) negative"),
            OptionSpec(names: ["--new-account"], help: "allow accounts (and categories) the journal does not have yet"),
            OptionSpec(names: ["--new-commodity"], help: "allow a commodity the journal does not use yet"),
            OptionSpec(names: ["-n", "--dry-run"], help: "print the transaction and the new balance; change nothing"),
        ],
        discussion: """
            With no --category or --account, the most recent transaction with the most
            similar description (ignoring case; words in common or few typing
            differences) lends its accounts, and with --same its amount: 'track add
            expense 4.50 "blue bottle"' goes where the last Blue Bottle coffee went.
            Without one, an expense goes to Expenses:Other and an income comes from
            Income:Other, paid from or into the account most of them use.

            An account may be written in any case, or by its last part when only one
            account ends so (Visa for Liabilities:Cards:Visa). An unknown account or
            category is an error naming the closest ones, unless --new-account. A
            plain amount is in the commodity of the account paid from or into (else
            the journal's base currency); $12.50, '12.50 EUR' or 12.50 EUR (a commodity
            the journal uses, as the word after the amount) names it. An expense or
            an income is a positive amount: --refund books money back (a negative
            expense).

            Prints the transaction as written and the new balance of the account paid
            from or into. The transaction is appended to the journal (-f FILE, created
            with mode 0600 if missing) in canonical form after one blank line, with an
            atomic write under the journal's lock; a journal with errors, or one that
            would have errors with the transaction, is not written.
            """,
        arguments: [.choice(["expense", "income", "transfer"]), .text, .payee],
        examples: [
            CommandExample("track add expense 4.50 coffee", "an expense, booked where the last coffee went"),
            CommandExample("track add income 3000 salary --account Assets:Bank:Checking", "an income into the checking account"),
            CommandExample("track add transfer 200 --from Checking --to Savings", "money moved between two accounts"),
            CommandExample("track add -n expense 12 lunch --category leisure", "show the transaction without writing it"),
        ])

    struct Options: CommandOptions {
        var request: AddRequest
        var dryRun: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            request = try AddRequest.parse(arguments)
            dryRun = arguments.has("dry-run")
        }
    }

    /// The journal is read by `JournalWriter`, under the journal's lock.
    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        try append(options.request, dryRun: options.dryRun, command: "add", createIfMissing: true, invocation)
    }

    /// Plans `request`, appends it and prints it with the new balances: the
    /// one path of every command that adds a transaction (`plan deposit` too).
    static func append(_ request: AddRequest, dryRun: Bool, command: String, createIfMissing: Bool,
                       _ invocation: Invocation) throws(CLIError) -> Int32 {
        let writer = try invocation.journalWriter(command: command, createIfMissing: createIfMissing, dryRun: dryRun)
        // The balances are taken here, so that the journal read with the entry is not held while the file is written.
        var added: (entry: AddEntry, balances: [String])?
        let outcome = try invocation.append(entriesWith: writer) { base throws(CLIError) in
            let entry = try AddPlanner(journal: base.journal, today: invocation.today).plan(request)
            let text = AppendedEntries(draft: Array(entry.text.utf8), to: base)
            try invocation.refuseIfBroken(text, adding: "this transaction", undone: "added")
            added = (entry, entry.balanceAccounts.map { "\($0): \(balance(of: $0, in: text.check.journal))\n" })
            return text
        }
        guard let added else { return 1 }
        invocation.output.write(outcome.text)
        invocation.output.write("\n")
        for line in added.balances { invocation.output.write(line) }
        let file = writer.target == "-" ? "standard input" : PathBytes.display(writer.target)
        if dryRun {
            invocation.errors.write("dry run: nothing was written to \(file)\n")
        } else {
            invocation.errors.write("added to \(file)\(outcome.isNewFile ? " (a new file)" : "")\n")
            invocation.recordChange([writer.target], command: "add", message: commitMessage(added.entry))
        }
        return 0
    }

    /// `add: Corner Market 84.20 USD, Expenses:Essentials:Groceries`: the
    /// description, then the first amount written and its account.
    static func commitMessage(_ entry: AddEntry) -> String {
        guard let line = entry.lines.first(where: { $0.amount != nil }), let amount = line.amount else {
            return "add: \(entry.description)"
        }
        return "add: \(entry.description) \(amount), \(line.account)"
    }

    /// The account's balance with the new transaction: all its postings, in the journal's styles.
    static func balance(of account: String, in journal: Journal) -> String {
        var sum = MixedAmount()
        if let id = journal.accounts.id(of: account) {
            // Read where they lie: a `for transaction in` loop would copy each one.
            journal.transactions.withUnsafeBufferPointer { transactions in
                for t in transactions.indices {
                    for posting in transactions[t].postings where posting.account == id && posting.hasAmount {
                        _ = sum.add(posting.amount)
                    }
                }
            }
        }
        let shown = AmountFormatter(commodities: journal.commodities).formatOneLine(sum.removingZeros())
        return shown.isEmpty ? "0" : shown
    }
}
