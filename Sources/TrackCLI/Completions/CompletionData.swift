import TrackReports

/// What the three shells' scripts share: the tree flattened into the cases
/// their functions switch on, each value kind as one word, and quoting.
struct CompletionData: Sendable {
    let tree: CommandTree

    /// Each command and subcommand with the key its parent's key and one of
    /// its names lead to: `("", ["balance", "bal"], "balance")`.
    var resolutions: [(parent: String, names: [String], key: String)] {
        tree.allNodes.map { node in (node.path.dropLast().joined(separator: "/"), node.names, node.key) }
    }

    /// The subcommands below each key that has any, the root (`""`) first: names with summaries.
    var children: [(key: String, entries: [(name: String, help: String)])] {
        let root = ("", tree.commands.flatMap { node in node.names.map { ($0, node.spec.summary) } })
        return [root] + tree.allNodes.filter { !$0.subcommands.isEmpty }.map { node in
            (node.key, node.subcommands.flatMap { child in child.names.map { ($0, child.spec.summary) } })
        }
    }

    /// The options each key takes besides the global ones, the root's
    /// (`--version`) first: every spelling with its help.
    var options: [(key: String, entries: [(name: String, help: String)])] {
        let root = ("", Self.entries(tree.rootOptions))
        return [root] + tree.allNodes.map { ($0.key, Self.entries($0.spec.options)) }
    }

    var globalEntries: [(name: String, help: String)] { Self.entries(tree.globalOptions) }

    private static func entries(_ options: [OptionSpec]) -> [(name: String, help: String)] {
        options.flatMap { option in option.names.map { ($0, option.help) } }
    }

    /// The options that take a value, per key (nil for the global ones, which
    /// every key takes; `""` for those of `track` itself), with the kind as one word.
    var valueKinds: [(key: String?, names: [String], kind: String)] {
        let global = tree.globalOptions.filter(\.takesValue).map { (String?.none, $0.names, Self.word($0.values)) }
        let root = tree.rootOptions.filter(\.takesValue).map { (String?.some(""), $0.names, Self.word($0.values)) }
        let own = tree.allNodes.flatMap { node in
            node.spec.options.filter(\.takesValue).map { (String?.some(node.key), $0.names, Self.word($0.values)) }
        }
        return root + own + global
    }

    /// Each key's argument kinds, as words; keys whose arguments are free text are left out.
    var argumentKinds: [(key: String, kinds: [String])] {
        tree.allNodes.compactMap { node in
            let kinds = node.spec.arguments.map(Self.word)
            return kinds.allSatisfy { $0 == "text" } ? nil : (node.key, kinds)
        }
    }

    /// The names of the journal option (`-f --file`), whose values are passed on to the list commands.
    var journalNames: [String] { tree.journalOption?.names ?? [] }

    /// The query prefixes a plain word may begin (`acct:`, `tag:`…).
    var queryPrefixes: [String] { Query.prefixes }

    /// A kind as the scripts spell it: `file`, `account`, `choice:text,csv,json`.
    static func word(_ kind: ValueKind) -> String {
        switch kind {
        case .text: "text"
        case .choice(let values): "choice:" + values.joined(separator: ",")
        case .file: "file"
        case .account: "account"
        case .payee: "payee"
        case .commodity: "commodity"
        case .tag: "tag"
        case .query: "query"
        case .command: "command"
        }
    }

    /// `text` in single quotes for a POSIX shell (and fish, where `\` and `'` are escaped).
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }

    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing(#"\"#, with: #"\\"#).replacing("'", with: #"\'"#) + "'"
    }

    /// `case` patterns for a POSIX shell: each alternative quoted, joined by `|`.
    static func pattern(_ alternatives: [String]) -> String {
        alternatives.map(quoted).joined(separator: "|")
    }
}
