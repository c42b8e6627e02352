import TrackModel

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
