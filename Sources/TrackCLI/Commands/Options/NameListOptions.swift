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
        let renderer = NameListRenderer(report: report, journal: journal, column: column)
        switch format {
        case .text: renderer.writeText(to: invocation.output)
        case .csv: invocation.writeCSV { renderer.writeCSV(to: invocation.output) }
        case .json: renderer.writeJSON(to: invocation.output)
        }
        return 0
    }
}
