import TrackModel

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
