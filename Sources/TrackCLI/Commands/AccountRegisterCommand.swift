import TrackModel
import TrackRendering
import TrackReports

/// `track aregister ACCOUNT` (`areg`): one account's transactions with the
/// other side and a running balance, as hledger's `aregister`.
enum AccountRegisterCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "aregister",
        aliases: ["areg"],
        summary: "Show one account's transactions, with the other accounts and a running balance.",
        usage: "track aregister ACCOUNT [OPTIONS] [QUERY...]",
        options: PeriodOptions.options + [OutputFormatOption.option, OutputFormatOption.csvSafe],
        discussion: """
            ACCOUNT is a pattern (checking, assets:bank:savings): the first account it
            names, with its subaccounts. Each transaction that touches it is a row: its
            date, description, the other accounts, the change to the account and its
            balance after it. The balance counts everything before the period too, as
            hledger's aregister; further QUERY terms select the transactions shown.
            The CSV has hledger's columns "txnidx","date","code","description",
            "otheraccounts","change","balance".

            \(CommonOptions.transactionQueryHelp)
            """)

    struct Options: CommandOptions {
        var format: OutputFormat
        var account: String
        var pattern: TextPattern
        var span: DateSpan
        var query: Query

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            guard let first = arguments.positionals.first else {
                throw .message(.aregisterNeedsAccount())
            }
            account = first
            do {
                pattern = try TextPattern(first)
            } catch {
                throw .message(.badQuery(error))
            }
            let period = try PeriodOptions(arguments, today: context.today).period
            let rest = try QueryArgument.query(Array(arguments.positionals.dropFirst()), period: Period(span: .unbounded),
                                               plainWords: .accountOrDescription, today: context.today)
            span = period.span.intersection(rest.dateSpan)
            query = rest.withoutDates
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        guard let account = AccountRegisterReport.account(matching: options.pattern, named: options.account, in: journal) else {
            let names = journal.namedAccounts.map { journal.accounts.name($0) }
            throw .message(.aregisterNoAccount(options.account, suggestion: Suggestion.closest(to: options.account, among: names)))
        }
        let filter = try QueryArgument.filter(options.query, journal: journal)
        let report = AccountRegisterReport(journal: journal, account: account, span: options.span, filter: filter)
        let renderer = AccountRegisterRenderer(report: report, journal: journal)
        switch options.format {
        case .text: renderer.writeText(to: invocation.output)
        case .csv: invocation.writeCSV { renderer.writeCSV(to: invocation.output) }
        case .json: renderer.writeJSON(to: invocation.output)
        }
        return 0
    }
}
