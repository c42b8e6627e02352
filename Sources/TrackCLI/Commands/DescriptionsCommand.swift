import TrackModel

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
