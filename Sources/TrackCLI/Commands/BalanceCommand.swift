import TrackModel
import TrackReports

/// `track balance` (`bal`): account balances, as a tree or a flat list.
enum BalanceCommand: TrackCommand {
    static let spec = CommandSpec(
        name: "balance",
        aliases: ["bal"],
        summary: "Show account balances, as a tree or a flat list.",
        usage: "track balance [OPTIONS] [QUERY...]",
        options: [
            OptionSpec(names: ["-l", "--flat"], help: "a flat list of full account names, each with only its own postings"),
            OptionSpec(names: ["-t", "--tree"], help: "an indented tree with subaccounts included (the default)"),
            CommonOptions.depth,
            OptionSpec(names: ["-E", "--empty"], help: "also show accounts whose balance is zero"),
            OptionSpec(names: ["-N", "--no-total"], help: "leave out the total line"),
        ] + CommonOptions.period + [CommonOptions.outputFormat],
        discussion: CommonOptions.queryHelp)

    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 {
        let format = try invocation.outputFormat()
        let period = try invocation.reportPeriod()
        let query = try invocation.query(period: period)
        let options = BalanceReport.Options(
            flat: invocation.arguments.has("flat") && !invocation.arguments.has("tree"),
            depth: try invocation.depth(), showEmpty: invocation.arguments.has("empty"))
        let journal = try invocation.loadJournal()
        let report = BalanceReport(journal: journal, filter: PostingFilter(query, journal: journal), options: options)
        let renderer = BalanceRenderer(report: report, journal: journal, style: invocation.style,
                                       showTotal: !invocation.arguments.has("no-total"))
        switch format {
        case .text: invocation.output.write(renderer.text())
        case .csv: invocation.output.write(renderer.csv())
        case .json: invocation.output.write(renderer.json())
        }
        return 0
    }
}
