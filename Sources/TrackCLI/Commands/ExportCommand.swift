import TrackModel
import TrackRendering
import TrackReports

/// `track export`: transactions as CSV or JSON, one row per posting.
enum ExportCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "export",
        summary: "Write transactions as CSV or JSON, one row per posting.",
        usage: "track export [-O csv|json] [OPTIONS] [QUERY...]",
        options: PeriodOptions.options + [
            OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", values: .choice(["csv", "json"]), help: "csv (default) or json"),
            OutputFormatOption.csvSafe,
        ],
        discussion: """
            Writes every posting of each transaction dated in the period with a posting
            that matches the query, in file order, with the columns of hledger's
            'print -O csv': txnidx, date, date2, status, code, description, comment,
            account, amount, commodity, credit, debit, posting-status, posting-comment;
            then tags (the transaction's and the posting's, as name:value). Amounts are
            exact, with '.' as the decimal mark and no digit groups; amounts the journal
            leaves out are written as inferred. -O json writes the same rows as objects.

            Examples/export.csv.rules reads the CSV back with 'track import': every
            transaction comes back with its dates, status, code, description,
            comments, accounts and amounts.

            \(CommonOptions.transactionQueryHelp)
            """,
        examples: [
            CommandExample("track export -p 2026 > 2026.csv", "2026's transactions as CSV"),
            CommandExample("track export -O json expenses", "the transactions with an expense posting, as JSON"),
        ])

    struct Options: CommandOptions {
        var format: OutputFormat
        var query: Query

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            let format = OutputFormatOption(arguments)
            self.format = format.given == nil ? .csv : try format.format(allowed: [.csv, .json])
            query = try QueryArgument.query(arguments, plainWords: .accountOrDescription, today: context.today)
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let filter = try QueryArgument.filter(options.query, journal: journal)
        let shown = filter.matchingTransactions()
        let renderer = ExportRenderer(journal: journal, transactions: shown)
        if options.format == .json {
            renderer.writeJSON(to: invocation.output)
            invocation.output.write("\n")
        } else {
            invocation.writeCSV { renderer.writeCSV(to: invocation.output) }
        }
        return 0
    }
}
