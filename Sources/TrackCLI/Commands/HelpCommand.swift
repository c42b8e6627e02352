/// `track help [COMMAND [SUBCOMMAND]]`: a command's `--help`, the list of
/// commands, or with `--man` the manual page.
enum HelpCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "help",
        summary: "Show the list of commands, a command's help, or the manual page (--man).",
        usage: "track help [COMMAND [SUBCOMMAND]] [--man]",
        options: [OptionSpec(names: ["--man"], help: "print the manual page in roff, as 'track manual' does")],
        arguments: [.command],
        examples: [
            CommandExample("track help balance", "balance's options, as 'track balance --help'"),
            CommandExample("track help report monthly", "the help of one report"),
            CommandExample("track help --man | man -l -", "read the manual page"),
        ])

    struct Options: CommandOptions {
        /// The command (and subcommand) named; empty for the list of commands.
        var topic: [String]
        var manual: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            topic = arguments.positionals
            manual = arguments.has("man")
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        if options.manual {
            invocation.output.write(ManualPage(tree: .track, version: TrackCLI.version).roff)
            return 0
        }
        guard let name = options.topic.first, var command = TrackCLI.command(named: name) else {
            invocation.output.write(TrackCLI.generalHelp)
            return 0
        }
        if options.topic.count > 1,
           let sub = command.subcommands.first(where: { ([$0.spec.name] + $0.spec.aliases).contains(options.topic[1]) }) {
            command = sub
        }
        invocation.output.write(command.spec.helpText(globalOptions: TrackCLI.globalOptions))
        return 0
    }
}
