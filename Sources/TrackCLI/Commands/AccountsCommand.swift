import TrackModel
import TrackRendering
import TrackReports

/// `track accounts`: the account names, as a list or a tree.
enum AccountsCommand: OptionsCommand {
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
            DepthOption.nameOption,
        ] + PeriodOptions.options + [OutputFormatOption.option, OutputFormatOption.csvSafe],
        discussion: """
            Lists the accounts that postings or account directives name, in the order
            reports use: declared accounts in directive order, then the others
            alphabetically, each under its parent. With a query: the accounts with a
            matching posting, and the declared accounts its account terms name.

            \(CommonOptions.queryHelp)
            """,
        examples: [
            CommandExample("track accounts", "every account, declared ones first"),
            CommandExample("track accounts --tree --depth 2", "the first two levels as a tree"),
            CommandExample("track accounts --used expenses", "the expense accounts that postings name"),
        ])

    struct Options: CommandOptions {
        var format: OutputFormat
        var query: Query
        var depth: Int?
        var selection: AccountsReport.Selection
        var tree, showsTypes: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            query = try QueryArgument.query(arguments, today: context.today)
            depth = try DepthOption(arguments).depth()
            if arguments.has("declared") && arguments.has("used") {
                throw .message(.declaredAndUsed())
            }
            selection = arguments.has("declared") ? .declared : arguments.has("used") ? .used : .all
            tree = arguments.has("tree") && !arguments.has("flat")
            showsTypes = arguments.has("types")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        try QueryArgument.refuseUnknownPrefix(options.query, journal: journal)
        let report = AccountsReport(journal: journal, query: options.query, tree: options.tree,
                                    depth: options.depth, selection: options.selection)
        let renderer = AccountsRenderer(report: report, journal: journal, showsTypes: options.showsTypes)
        invocation.write(renderer, as: options.format)
        return 0
    }
}
