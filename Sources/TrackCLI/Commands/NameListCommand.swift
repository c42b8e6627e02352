import TrackModel
import TrackRendering
import TrackReports

/// What `payees`, `descriptions`, `tags` and `commodities` share: a query
/// (with `-p`), `-O`, and a list of names written one per line.
struct NameListOptions: CommandOptions {
    var format: OutputFormat
    var query: Query

    static let options = PeriodOptions.options + [OutputFormatOption.option, OutputFormatOption.csvSafe]

    init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
        try self.init(arguments, terms: arguments.positionals, context)
    }

    init(_ arguments: ParsedArguments, terms: [String], _ context: OptionContext) throws(CLIError) {
        format = try OutputFormatOption(arguments).format()
        query = try QueryArgument.query(terms, period: try PeriodOptions(arguments, today: context.today).period,
                                        plainWords: .accountOrDescription, today: context.today)
    }

    /// Lists `kind`'s names in the transactions the query matches.
    func run(_ kind: NameListReport.Kind, column: String, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let filter = try QueryArgument.filter(query, journal: journal)
        let report = NameListReport(journal: journal, filter: filter, kind: kind)
        invocation.write(NameListRenderer(report: report, journal: journal, column: column), as: format)
        return 0
    }
}

/// `track payees`: who money went to or came from.
enum PayeesCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "payees",
        summary: "List the payees: each description's part before ' | '.",
        usage: "track payees [OPTIONS] [QUERY...]",
        options: NameListOptions.options,
        discussion: """
            Lists, once each and sorted, the payees of the transactions with a matching
            posting: a description's part before ' | ' (Corner Market in 'Corner
            Market | weekly shop'), else the whole description, as hledger's payees.

            \(CommonOptions.transactionQueryHelp)
            """)

    static func run(_ options: NameListOptions, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        try options.run(.payees, column: "payee", journal, invocation)
    }
}

/// `track descriptions`: the catalogue `add` draws its templates from.
enum DescriptionsCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "descriptions",
        summary: "List the transaction descriptions (the catalogue 'add' draws its templates from).",
        usage: "track descriptions [OPTIONS] [QUERY...]",
        options: NameListOptions.options,
        discussion: """
            Lists, once each and sorted, the descriptions of the transactions with a
            matching posting, as hledger's descriptions. 'track add' starts a new
            entry from the transaction whose description is most like what you type.

            \(CommonOptions.transactionQueryHelp)
            """)

    static func run(_ options: NameListOptions, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        try options.run(.descriptions, column: "description", journal, invocation)
    }
}

/// `track commodities`: the commodities declared or used.
enum CommoditiesCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "commodities",
        summary: "List the commodities (currencies, shares) the journal declares or uses.",
        usage: "track commodities [OPTIONS] [QUERY...]",
        options: NameListOptions.options,
        discussion: """
            With no query: every commodity that a commodity directive declares or an
            amount or P directive names, as hledger's commodities. With a query: the
            commodities of the matching postings and their costs.

            \(CommonOptions.transactionQueryHelp)
            """)

    static func run(_ options: NameListOptions, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        try options.run(.commodities, column: "commodity", journal, invocation)
    }
}
