import TrackModel
import TrackRendering
import TrackReports

/// `track print`: the transactions as journal entries, in file order.
enum PrintCommand: TrackCommand {
    static let spec = CommandSpec(
        name: "print",
        summary: "Show transactions as journal entries, in file order.",
        usage: "track print [OPTIONS] [QUERY...]",
        options: [
            OptionSpec(names: ["-x", "--explicit"], help: "also show the amounts and costs that the journal leaves out, as inferred"),
        ] + CommonOptions.period + [CommonOptions.textOrJSON],
        discussion: """
            Prints each transaction dated in the period with a posting that matches
            the query, whole, as the journal holds it: dates, status, code,
            description, comments, costs, lot annotations and balance assertions,
            amounts in their commodity's style (never rounded) and aligned. Amounts
            left out in the journal stay out unless -x. The JSON has every amount,
            with "inferred" marking those the journal leaves out.

            \(CommonOptions.transactionQueryHelp)
            """)

    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 {
        let format = try invocation.outputFormat(allowed: [.text, .json])
        // As hledger's print, dates (of the period and of `date:` terms) select
        // transactions by their own date, even when a posting is dated apart.
        let query = try invocation.query(period: try invocation.reportPeriod(), plainWords: .accountOrDescription)
        let journal = try invocation.loadJournal()
        let filter = try invocation.filter(query, journal: journal)
        let printer = TransactionPrinter(journal: journal, explicit: invocation.arguments.has("explicit"))
        let shown = journal.transactions.indices.filter { filter.matches(journal.transactions[$0]) }
        if format == .json {
            let array = JSONValue.array(shown.map { printer.json(journal.transactions[$0], index: $0) })
            invocation.output.write(array.rendered(pretty: true) + "\n")
        } else {
            for (n, i) in shown.enumerated() {
                if n > 0 { invocation.output.write("\n") }
                invocation.output.write(printer.text(journal.transactions[i]))
            }
        }
        return 0
    }
}
