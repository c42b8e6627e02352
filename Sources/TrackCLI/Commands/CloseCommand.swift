import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track close` (`equity`): the closing and opening balance transactions of
/// a year end, as hledger 1.25's `close` writes them, for starting a new file.
enum CloseCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "close",
        aliases: ["equity"],
        summary: "Write the closing and opening balance transactions for a year end (to start a new file).",
        usage: "track close [OPTIONS] [QUERY...]",
        options: [
            OptionSpec(names: ["--close"], help: "write only the closing transaction"),
            OptionSpec(names: ["--open"], help: "write only the opening transaction"),
            OptionSpec(names: ["--close-desc"], valueName: "DESC", help: "the closing transaction's description (default: closing balances)"),
            OptionSpec(names: ["--open-desc"], valueName: "DESC", help: "the opening transaction's description (default: opening balances)"),
            OptionSpec(names: ["--close-acct"], valueName: "ACCT",
                       help: "the account the closing balances go to (default: equity:opening/closing balances)"),
            OptionSpec(names: ["--open-acct"], valueName: "ACCT", help: "the account the opening balances come from (default: the closing one)"),
            OptionSpec(names: ["-x", "--explicit"], help: "also write the equity postings' amounts"),
        ] + PeriodOptions.options,
        discussion: """
            Sums every matching account up to the end of the period (-e 2027-01-01, or
            -p 2026: the day after its last day; else up to yesterday) and
            writes, as hledger's close does, a transaction on the last day that brings
            each balance to zero (each posting asserting it: = 0) into --close-acct, and
            one on the next day that opens it again from --open-acct (asserting the
            balance). Append the closing one to the old file and start the new file with
            the opening one:

                track close -e 2027-01-01 assets liabilities >> 2026-end.journal

            With no query, every account is closed, as in hledger 1.25; name the
            accounts to carry over (assets liabilities) to leave income and expenses
            behind.

            \(CommonOptions.queryHelp)
            """)

    struct Options: CommandOptions {
        var query: Query
        var end: Day?
        var closes, opens, explicit: Bool
        var closeDescription, openDescription, closeAccount, openAccount: String

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            let period = try PeriodOptions(arguments, today: context.today).period
            query = try QueryArgument.query(arguments.positionals, period: Period(span: .unbounded), today: context.today)
            end = period.span.end ?? query.dateSpan.end
            query = query.withoutDates
            let onlyClose = arguments.has("close"), onlyOpen = arguments.has("open")
            closes = onlyClose || !onlyOpen
            opens = onlyOpen || !onlyClose
            explicit = arguments.has("explicit")
            closeDescription = arguments.value("close-desc") ?? "closing balances"
            openDescription = arguments.value("open-desc") ?? "opening balances"
            closeAccount = arguments.value("close-acct") ?? "equity:opening/closing balances"
            openAccount = arguments.value("open-acct") ?? closeAccount
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let filter = try QueryArgument.filter(options.query, journal: journal)
        let closingDay = (options.end ?? invocation.today).adding(days: -1)
        let span = DateSpan(start: nil, end: closingDay.adding(days: 1))
        let report = BalanceReport(journal: journal, filter: filter, options: .init(flat: true, columns: [span]))
        let formatter = AmountFormatter(commodities: journal.commodities)
        var closing: [EntryText.Posting] = [], opening: [EntryText.Posting] = []
        var total = MixedAmount()
        for row in report.rows {
            let name = journal.accounts.name(row.account)
            for amount in inDisplayOrder(row.total, journal) {
                let negated = amount.negated() ?? amount
                total.add(amount)
                closing.append(EntryText.Posting(account: name, amount: formatter.formatExact(negated.quantity.normalized, commodity: amount.commodity),
                                                 assertion: "= " + formatter.formatExact(Quantity(0), commodity: amount.commodity)))
                let shown = formatter.formatExact(amount.quantity.normalized, commodity: amount.commodity)
                opening.append(EntryText.Posting(account: name, amount: shown, assertion: "= " + shown))
            }
        }
        let sums = inDisplayOrder(total, journal)
        func equity(_ account: String, negate: Bool) -> [EntryText.Posting] {
            guard options.explicit, !sums.isEmpty else { return [EntryText.Posting(account: account)] }
            return sums.map { amount in
                let shown = negate ? (amount.negated() ?? amount) : amount
                return EntryText.Posting(account: account, amount: formatter.formatExact(shown.quantity.normalized, commodity: shown.commodity))
            }
        }
        var entries: [String] = []
        if options.closes {
            let header = EntryText.header(date: closingDay, description: options.closeDescription)
            entries.append(EntryText(header: header, postings: closing + equity(options.closeAccount, negate: false)).text(.print))
        }
        if options.opens {
            let header = EntryText.header(date: closingDay.adding(days: 1), description: options.openDescription)
            entries.append(EntryText(header: header, postings: opening + equity(options.openAccount, negate: true)).text(.print))
        }
        invocation.output.write(entries.map { $0 + "\n" }.joined())
        return 0
    }

    /// The nonzero amounts of `mixed`, in the order reports show commodities.
    private static func inDisplayOrder(_ mixed: MixedAmount, _ journal: Journal) -> [Amount] {
        mixed.removingZeros().amounts.sorted { journal.commodities.areInDisplayOrder($0.commodity, $1.commodity) }
    }
}
