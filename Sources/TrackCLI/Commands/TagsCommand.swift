import TrackModel
import TrackRendering
import TrackReports

/// `track tags [TAGREGEX [QUERY...]]`: the tag names (or values) in use, as hledger's `tags`.
enum TagsCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "tags",
        summary: "List the tag names in use (or, with --values, their values).",
        usage: "track tags [OPTIONS] [TAGREGEX [QUERY...]]",
        options: [OptionSpec(names: ["--values"], help: "list the tags' values instead of their names")] + NameListOptions.options,
        discussion: """
            Lists, once each and sorted, the tags of the transactions with a matching
            posting: the transaction's, each posting's, and those its account's account
            directive (or a parent's) gives, as hledger's tags. The first argument, when
            given, is a pattern the tag's name must match (receipt, ^trip$); the rest
            is a query.

            \(CommonOptions.transactionQueryHelp)
            """)

    struct Options: CommandOptions {
        var list: NameListOptions
        var pattern: TextPattern?
        var values: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            list = try NameListOptions(arguments, terms: Array(arguments.positionals.dropFirst()), context)
            if let first = arguments.positionals.first {
                do {
                    pattern = try TextPattern(first)
                } catch {
                    throw .message(.badQuery(error))
                }
            }
            values = arguments.has("values")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        try options.list.run(.tags(pattern: options.pattern, values: options.values),
                             column: options.values ? "value" : "tag", journal, invocation)
    }
}
