import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track print`: the transactions as journal entries, in date order (as hledger).
enum PrintCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "print",
        summary: "Show transactions as journal entries, in date order.",
        usage: "track print [OPTIONS] [QUERY...]",
        options: [
            OptionSpec(names: ["-x", "--explicit"], help: "also show the amounts and costs that the journal leaves out, as inferred"),
        ] + PeriodOptions.options + [OutputFormatOption.option, OutputFormatOption.csvSafe],
        discussion: """
            Prints each transaction dated in the period with a posting that matches
            the query, whole, as the journal holds it: dates, status, code,
            description, comments, costs, lot annotations and balance assertions,
            amounts in their commodity's style (never rounded) and aligned. Amounts
            left out in the journal stay out unless -x. The JSON has every amount,
            with "inferred" marking those the journal leaves out. The CSV is hledger's
            print -O csv: one row per posting, in the columns "txnidx","date","date2",
            "status","code","description","comment","account","amount","commodity",
            "credit","debit","posting-status","posting-comment".

            \(CommonOptions.transactionQueryHelp)
            """,
        examples: [
            CommandExample("track print -p 2026-11", "November's transactions as the journal holds them"),
            CommandExample("track print -x desc:rent", "the rent transactions with every amount shown"),
        ])

    struct Options: CommandOptions {
        var format: OutputFormat
        var query: Query
        var explicit: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            // As hledger's print, dates (of the period and of `date:` terms) select
            // transactions by their own date, even when a posting is dated apart.
            query = try QueryArgument.query(arguments, plainWords: .accountOrDescription, today: context.today)
            explicit = arguments.has("explicit")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let filter = try QueryArgument.filter(options.query, journal: journal)
        let printer = TransactionPrinter(journal: journal, explicit: options.explicit)
        // In date order, as hledger prints (file order between transactions of one date).
        var shown = filter.matchingTransactions()
        let inOrder = zip(shown, shown.dropFirst()).allSatisfy { journal.transactions[$0].date <= journal.transactions[$1].date }
        if !inOrder { shown.sort { (journal.transactions[$0].date, $0) < (journal.transactions[$1].date, $1) } }
        if options.format == .csv {
            var renderer = ExportRenderer(journal: journal, transactions: shown)
            renderer.csvHasTags = false
            invocation.writeCSV { renderer.writeCSV(to: invocation.output) }
        } else if options.format == .json {
            TransactionJSON(journal: journal).write(shown, to: invocation.output)
            invocation.output.write("\n")
        } else {
            printer.write(shown, to: invocation.output)
        }
        return 0
    }
}
