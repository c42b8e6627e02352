import TrackSyntax

/// `track git log`: the changes track committed (`AutoCommit`), newest first.
enum GitLogCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "log",
        summary: "List the changes track committed (with --auto-commit), newest first.",
        usage: "track git log [-n COUNT]",
        options: [OptionSpec(names: ["-n", "--max-count"], valueName: "COUNT", help: "show at most COUNT changes")],
        acceptsPositionals: false)

    struct Options: CommandOptions {
        var count: Int?

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            guard let given = arguments.value("max-count") else { return }
            guard let count = Int(given), count > 0 else {
                throw CLIError(.invalidValue(option: "-n", value: given, expected: "a number of changes, 1 or more"))
            }
            self.count = count
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let repository = try GitRepository.containing(GitRepository.folder(of: invocation.journalPaths[0]), invocation)
        var arguments = ["log", "--grep=^" + AutoCommit.trailer, "--format=%h %ad %s", "--date=short"]
        if let count = options.count { arguments.append("--max-count=\(count)") }
        let log = try repository.run(arguments)
        // A repository with no commit yet has no log: no changes.
        invocation.output.write(log.status == 0 && !log.stdout.isEmpty ? log.text : "no changes committed by track\n")
        return 0
    }
}
