import TrackModel

/// `track plan COMMAND …`: savings plans with checkpoints and reminders.
/// Each plan command is a command of its own (its spec, options, help and
/// run); this parent finds it by the first word that names one and hands
/// it the rest of the command line.
enum PlanCommand: TrackCommand {
    static let planCommands: [any OptionsCommand.Type] = [
        PlanMethodsCommand.self, PlanNewCommand.self, PlanListCommand.self, PlanShowCommand.self, PlanDueCommand.self,
        PlanDepositCommand.self, PlanSeenCommand.self, PlanRespreadCommand.self, PlanICSCommand.self, PlanRemoveCommand.self,
    ]

    static let spec = CommandSpec(
        name: "plan",
        summary: "Savings plans with checkpoints, reminders and a calendar (track plan --help lists its commands).",
        usage: "track plan COMMAND [OPTIONS]",
        discussion: commandList)

    /// For completions and the manual.
    static var subcommands: [any TrackCommand.Type] { planCommands }

    private static var names: [String] { planCommands.map { $0.spec.name } }

    private static var commandList: String {
        var lines = ["Commands (see 'track plan COMMAND --help'):"]
        for command in planCommands {
            lines.append("  \(command.spec.usage)")
            lines.append("      \(command.spec.summary)")
        }
        lines.append("""

            A plan lives as tags on its account's 'account' directive (grammar.md,
            "Savings plans"); deposits are postings into that account, or postings
            tagged plan:NAME.
            """)
        return lines.joined(separator: "\n")
    }

    /// The global options that take a value, so that their value is not read as the command's name.
    private static let valueOptions: Set<String> = ["-f", "--file", "--color", "--colour", "--today"]

    /// Where the command's name is: the first word naming a plan command
    /// (`track plan -O json list` works), else the first word that is no
    /// option, for the error.
    private static func commandPosition(_ arguments: [String]) -> Int? {
        var words: [Int] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if valueOptions.contains(word) {
                index += 2
                continue
            }
            if !word.hasPrefix("-") || word == "-" { words.append(index) }
            index += 1
        }
        return words.first { i in names.contains(arguments[i]) } ?? words.first
    }

    static func execute(_ arguments: [String], calledAs name: String, _ console: Console) throws(CLIError) -> Int32 {
        guard let position = commandPosition(arguments) else {
            if arguments.contains("--help") || arguments.contains("-h") {
                console.output.write(spec.helpText(globalOptions: TrackCLI.globalOptions))
                return 0
            }
            throw .message(.planNeedsCommand(names))
        }
        let word = arguments[position]
        guard let command = planCommands.first(where: { $0.spec.name == word }) else {
            throw .message(.unknownPlanCommand(word, suggestion: Suggestion.closest(to: word, among: names), names: names))
        }
        var rest = arguments
        rest.remove(at: position)
        return try command.execute(rest, calledAs: word, console)
    }
}
