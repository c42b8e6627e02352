/// `track git SUBCOMMAND`: setting a repository up for journals (`install`,
/// `uninstall`), the changes track committed (`log`, `undo`), and the hook's
/// own check (`pre-commit`, run by git).
enum GitCommand: TrackCommand {
    static let subcommands: [any TrackCommand.Type] = [
        GitInstallCommand.self, GitUninstallCommand.self, GitLogCommand.self, GitUndoCommand.self, GitPreCommitCommand.self,
    ]

    static let spec = CommandSpec(
        name: "git",
        summary: "Keep the journal in git: merge driver, diff view, pre-commit check, changes committed and undone.",
        usage: "track git install|uninstall|log|undo|pre-commit [OPTIONS]",
        discussion: subcommands.map { "\($0.spec.usage)\n  \($0.spec.summary)" }.joined(separator: "\n\n"))

    static var names: [String] { subcommands.map { $0.spec.name } }

    static func command(named name: String) -> (any TrackCommand.Type)? {
        subcommands.first { $0.spec.name == name }
    }

    static func execute(_ arguments: [String], calledAs name: String, _ console: Console) throws(CLIError) -> Int32 {
        let names = Self.names
        guard let index = arguments.firstIndex(where: names.contains) else {
            if arguments.contains("-h") || arguments.contains("--help") {
                console.output.write(spec.helpText(globalOptions: TrackCLI.globalOptions))
                return 0
            }
            throw .message(.unknownGitSubcommand(arguments.first { !$0.hasPrefix("-") }, names: names))
        }
        var rest = arguments
        let subcommand = rest.remove(at: index)
        guard let command = command(named: subcommand) else { return 1 }
        return try command.execute(rest, calledAs: "git " + subcommand, console)
    }
}
