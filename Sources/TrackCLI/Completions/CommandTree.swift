/// The whole command line as data, read from the registered commands'
/// specs: every command with its aliases, options, arguments and
/// subcommands, and the options every command takes. The shell completions
/// and the manual page are encodings of this one value, so a command or an
/// option added to the registry appears in both without another edit.
struct CommandTree: Sendable {
    struct Node: Sendable {
        let spec: CommandSpec
        /// The names that lead to it from `track`: `["report", "monthly"]`.
        let path: [String]
        let subcommands: [Node]

        /// Every name it is called by, its own first.
        var names: [String] { [spec.name] + spec.aliases }
        /// How the completion scripts name it: `report/monthly`; the root is empty.
        var key: String { path.joined(separator: "/") }
    }

    /// The commands `track NAME` runs, in the order `track --help` lists them.
    let commands: [Node]
    /// The options every command takes (`-f`, `--color`, …).
    let globalOptions: [OptionSpec]
    /// The options only `track` itself takes, before any command: `--version`,
    /// and the dashboard's (`track -X EUR`).
    let rootOptions: [OptionSpec]

    init(_ commands: [any TrackCommand.Type], globalOptions: [OptionSpec], rootOptions: [OptionSpec]) {
        self.commands = commands.map { Self.node($0, parent: []) }
        self.globalOptions = globalOptions
        self.rootOptions = rootOptions
    }

    private static func node(_ command: any TrackCommand.Type, parent: [String]) -> Node {
        let path = parent + [command.spec.name]
        return Node(spec: command.spec, path: path, subcommands: command.subcommands.map { node($0, parent: path) })
    }

    /// Every command and subcommand, each parent before its children.
    var allNodes: [Node] {
        var result: [Node] = []
        func visit(_ node: Node) {
            result.append(node)
            node.subcommands.forEach(visit)
        }
        commands.forEach(visit)
        return result
    }

    /// The options `track` accepts before a command: the global ones and its own.
    var leadingOptions: [OptionSpec] { globalOptions + rootOptions }

    /// The global option that names the journal (`-f`), whose values the
    /// completions pass on when they ask track for account names.
    var journalOption: OptionSpec? { globalOptions.first { $0.key == "file" } }
}

extension CommandTree {
    /// track's own tree: the registry in `TrackCLI.commands`.
    static var track: CommandTree {
        CommandTree(TrackCLI.commands, globalOptions: TrackCLI.globalOptions, rootOptions: TrackCLI.leadingOptions)
    }
}
