/// `track completions bash|zsh|fish`: the shell's completion script,
/// generated from the command specs (`CommandTree`).
enum CompletionsCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "completions",
        summary: "Print the completion script for bash, zsh or fish.",
        usage: "track completions bash|zsh|fish",
        discussion: """
            The script completes commands and their aliases, subcommands, options
            (with their help where the shell shows it), option values from a fixed
            set, file names, and the journal's accounts, payees, commodities and
            tags, which it asks of track itself (track accounts, payees,
            commodities, tags) on the journal of -f, $TRACK_FILE or $LEDGER_FILE,
            silently when the journal cannot be read.
            """,
        arguments: [.choice(Shell.allCases.map(\.rawValue))],
        examples: [
            CommandExample("track completions bash > ~/.local/share/bash-completion/completions/track", "install bash's"),
            CommandExample("track completions zsh > ~/.zfunc/_track", "install zsh's (with fpath+=~/.zfunc before compinit)"),
            CommandExample("track completions fish > ~/.config/fish/completions/track.fish", "install fish's"),
        ])

    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    struct Options: CommandOptions {
        var shell: Shell

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
                throw .message(.completionsNeedShell(arguments.positionals.count))
            }
            guard let shell = Shell(rawValue: name) else {
                throw .message(.unknownShell(name, shells: Shell.allCases.map(\.rawValue)))
            }
            self.shell = shell
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let tree = CommandTree.track
        let script = switch options.shell {
        case .bash: BashCompletion(tree: tree, version: TrackCLI.version).script
        case .zsh: ZshCompletion(tree: tree, version: TrackCLI.version).script
        case .fish: FishCompletion(tree: tree, version: TrackCLI.version).script
        }
        invocation.output.write(script)
        return 0
    }
}
