import TrackModel
import TrackReports

/// `track plan deposit NAME AMOUNT`: a transfer into the plan's account,
/// tagged `plan:NAME`, appended as `track add transfer` appends it.
enum PlanDepositCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "deposit",
        summary: "Record a deposit: a transfer into the plan's account, appended as 'track add' appends.",
        usage: "track plan deposit NAME AMOUNT [--from ACCOUNT] [--date DATE]",
        options: [
            OptionSpec(names: ["--from"], valueName: "ACCOUNT", help: "the account the money comes from (default: the last deposit's)"),
            OptionSpec(names: ["--date"], valueName: "DATE", help: "the date (YYYY-MM-DD, today, yesterday); default today"),
            OptionSpec(names: ["-n", "--dry-run"], help: "print the transaction and the new balance; change nothing"),
        ])

    struct Options: CommandOptions {
        var name, amount: String
        var from, date: String?
        var dryRun: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            let words = arguments.positionals
            guard let name = words.first else { throw .message(.planNeedsName("deposit")) }
            guard words.count >= 2 else { throw .message(.planDepositNeedsAmount(name)) }
            if words.count > 2 { throw CLIError(.unexpectedArgument(words[2])) }
            self.name = name
            amount = words[1]
            from = arguments.value("from")
            date = arguments.value("date")
            dryRun = arguments.has("dry-run")
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let plans = try invocation.plans(in: journal)
        let entry = try invocation.plan(named: options.name, in: plans)
        let request = AddRequest(kind: .transfer, amount: options.amount, description: "Savings plan \(entry.plan.name)",
                                 from: options.from, to: journal.accounts.name(entry.account), date: options.date,
                                 tags: ["plan:\(entry.plan.name)"])
        return try AddCommand.append(request, dryRun: options.dryRun, command: "plan deposit", createIfMissing: false, invocation)
    }
}
