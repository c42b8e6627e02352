import TrackModel
import TrackRendering
import TrackReports

/// `track accounts`: the account names, as a list or a tree.
enum AccountsCommand: TrackCommand {
    static let spec = CommandSpec(
        name: "accounts",
        summary: "List the accounts, as a flat list or a tree.",
        usage: "track accounts [OPTIONS] [QUERY...]",
        options: [
            OptionSpec(names: ["-l", "--flat"], help: "full account names, one per line (the default)"),
            OptionSpec(names: ["-t", "--tree"], help: "a tree: parents included, names indented two spaces per level"),
            OptionSpec(names: ["--types"], help: "show each account's type (from type: tags, else its top-level name)"),
            OptionSpec(names: ["--declared"], help: "only accounts with an account directive"),
            OptionSpec(names: ["--used"], help: "only accounts that postings name"),
            CommonOptions.nameDepth,
        ] + CommonOptions.period + [CommonOptions.outputFormat],
        discussion: """
            Lists the accounts that postings or account directives name, in the order
            reports use: declared accounts in directive order, then the others
            alphabetically, each under its parent. With a query: the accounts with a
            matching posting, and the declared accounts its account terms name.

            \(CommonOptions.queryHelp)
            """)

    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 {
        let format = try invocation.outputFormat()
        let period = try invocation.reportPeriod()
        let query = try invocation.query(period: period)
        let depth = try invocation.depth()
        let arguments = invocation.arguments
        if arguments.has("declared") && arguments.has("used") {
            throw .invalid("--declared and --used exclude each other", hint: "give one of them, or neither for both kinds")
        }
        let selection: AccountsReport.Selection = arguments.has("declared") ? .declared : arguments.has("used") ? .used : .all
        let journal = try invocation.loadJournal()
        let report = AccountsReport(journal: journal, query: query, tree: arguments.has("tree") && !arguments.has("flat"),
                                    depth: depth, selection: selection)
        let renderer = AccountsRenderer(report: report, journal: journal, showsTypes: arguments.has("types"))
        invocation.write(renderer, as: format)
        return 0
    }
}
