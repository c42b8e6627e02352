import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// The `track` command line: global options, the subcommand, errors.
public enum TrackCLI {
    public static let version = "0.1.0"

    static let commands: [any TrackCommand.Type] = [
        CheckCommand.self, BalanceCommand.self, RegisterCommand.self, PrintCommand.self,
        AccountsCommand.self, StatsCommand.self, IncomeStatementCommand.self, BalanceSheetCommand.self,
        ReportCommand.self, OverviewCommand.self, BudgetCommand.self, CashflowCommand.self, GoalsCommand.self, GoalCommand.self,
        InitCommand.self, AddCommand.self, ReconcileCommand.self, ImportCommand.self, ExportCommand.self,
        FmtCommand.self, PlanCommand.self, LspCommand.self,
        MergeCommand.self, ResolveCommand.self, DiffCommand.self, GitCommand.self,
        HelpCommand.self, CompletionsCommand.self, ManualCommand.self,
        PayeesCommand.self, DescriptionsCommand.self, TagsCommand.self, CommoditiesCommand.self, PricesCommand.self,
        AccountRegisterCommand.self, CloseCommand.self,
        RatesCommand.self, ConvertCommand.self, NetWorthCommand.self, PortfolioCommand.self,
    ]

    static let globalOptions: [OptionSpec] = [
        OptionSpec(names: ["-f", "--file"], valueName: "FILE", repeatable: true,
                   help: "the journal (repeatable; - is standard input); default $TRACK_FILE, $LEDGER_FILE, ./track.journal"),
        OptionSpec(names: ["--color", "--colour"], valueName: "WHEN", values: .choice(["auto", "always", "never"]), help: "colour: auto (on a terminal, unless NO_COLOR is set), always, never"),
        OptionSpec(names: ["--today"], valueName: "DATE", help: "take DATE as today (also $TRACK_TODAY), for reproducible reports"),
        OptionSpec(names: ["-I", "--ignore-assertions"], help: "read the journal without checking its balance assertions"),
        OptionSpec(names: ["-h", "--help"], help: "show help for the command"),
    ]

    /// `track --version`, only before a command.
    static let versionOption = OptionSpec(names: ["-V", "--version"], help: "print track's version")

    /// What `track` takes before a command besides the global options:
    /// `--version`, and the dashboard's own options, as it has no command name.
    static var leadingOptions: [OptionSpec] { [versionOption] + OverviewCommand.spec.options }

    /// Runs `track` with the console's arguments and returns the exit status.
    public static func run(_ console: Console) -> Int32 {
        // A terminal obeys control sequences: what a journal holds is shown escaped there.
        if console.isOutputTerminal { console.output.escapeControls(allowingStyle: true) }
        if console.isErrorTerminal { console.errors.escapeControls(allowingStyle: true) }
        defer {
            console.output.flush()
            console.errors.flush()
        }
        do {
            return try dispatch(console)
        } catch {
            report(error, to: console)
            return 1
        }
    }

    /// Writes `error`'s message and hint to standard error (nothing for one already reported).
    static func report(_ error: CLIError, to console: Console) {
        guard case .message(let message) = error else { return }
        let style = TerminalStyle(mode: .auto, isTerminal: console.isOutputTerminal, environment: console.environment)
        console.errors.write("track: \(style.red(style.bold("error:"))) \(PathBytes.display(message.text))\n")
        if let hint = message.hint { console.errors.write("hint: \(PathBytes.display(hint))\n") }
    }

    /// Writes a warning (`CLIMessage(WriteNotice)`): what a command did is done, with this caveat.
    static func warn(_ message: CLIMessage, to console: Console) {
        let style = TerminalStyle(mode: .auto, isTerminal: console.isOutputTerminal, environment: console.environment)
        console.errors.write("track: \(style.yellow(style.bold("warning:"))) \(PathBytes.display(message.text))\n")
        if let hint = message.hint { console.errors.write("hint: \(PathBytes.display(hint))\n") }
    }

    static func dispatch(_ console: Console) throws(CLIError) -> Int32 {
        var arguments = console.arguments[...]
        // Global options may come before the command: `track -f x.journal balance`.
        var leading: [String] = []
        while let first = arguments.first, first.hasPrefix("-"), first != "-" {
            if versionOption.names.contains(first) {
                console.output.write("track \(version)\n")
                return 0
            }
            leading.append(first)
            arguments = arguments.dropFirst()
            // The dashboard's own options may lead too (`track -X USD`), as it has no command name.
            let takesValue = (globalOptions + leadingOptions).contains { $0.takesValue && $0.names.contains(first) }
            if takesValue, let value = arguments.first {
                leading.append(value)
                arguments = arguments.dropFirst()
            }
        }
        guard let name = arguments.first else {
            if leading.contains("-h") || leading.contains("--help") {
                console.output.write(generalHelp)
                return 0
            }
            // `track` alone: the dashboard (with no journal yet, this help and how to start one).
            let parsed = try parse(leading, with: OverviewCommand.spec.parser(globalOptions: globalOptions))
            let invocation = try Invocation(console, parsed)
            let options = OverviewCommand.Options(parsed, OptionContext(today: invocation.today, name: ""))
            return try OverviewCommand.runWithoutCommand(options, invocation)
        }
        arguments = arguments.dropFirst()
        guard let command = command(named: name) else {
            throw CLIError(.unknownCommand(name, suggestion: commandSuggestion(for: name)))
        }
        return try command.execute(leading + Array(arguments), calledAs: name, console)
    }

    static func parse(_ arguments: [String], with parser: ArgumentParser) throws(CLIError) -> ParsedArguments {
        do {
            return try parser.parse(arguments)
        } catch {
            throw CLIError(error)
        }
    }

    static func command(named name: String) -> (any TrackCommand.Type)? {
        commands.first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }

    /// "Did you mean" for a command: only a name within a third of the typed
    /// word's length in edits (at least one), as a command named by mistake
    /// runs something else: `track goal` must not suggest `bal`.
    static func commandSuggestion(for name: String) -> String? {
        guard let candidate = Suggestion.closest(to: name, among: commandNames) else { return nil }
        let close = Suggestion.editDistance(name.lowercased(), candidate.lowercased()) <= max(1, name.count / 3)
        return close || candidate.lowercased().hasPrefix(name.lowercased()) ? candidate : nil
    }

    static var commandNames: [String] {
        commands.flatMap { [$0.spec.name] + $0.spec.aliases }
    }

    static var generalHelp: String {
        var table = TextTable(columns: [.init(), .init(), .init()])
        for command in commands {
            let names = ([command.spec.name] + command.spec.aliases).joined(separator: ", ")
            table.addRow([.empty, TextTable.Cell(names), TextTable.Cell(command.spec.summary)])
        }
        return """
            track \(version): plain-text accounting, compatible with ledger and hledger journals.

            Usage: track [-f FILE] COMMAND [OPTIONS] [QUERY...]

            Commands:
            \(table.render())
            Run 'track COMMAND --help' for a command's options, 'track --version' for the version.

            """
    }
}
