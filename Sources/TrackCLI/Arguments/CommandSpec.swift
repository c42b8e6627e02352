import TrackRendering

/// A subcommand of `track`: what it is called, what it accepts, its help.
public struct CommandSpec: Sendable {
    public let name: String
    /// Shorter spellings, e.g. `bal` for `balance`.
    public let aliases: [String]
    /// One sentence, shown in the command list and under the usage line.
    public let summary: String
    /// E.g. `track balance [OPTIONS] [QUERY...]`.
    public let usage: String
    public let options: [OptionSpec]
    /// Longer help text, printed as written; may be empty.
    public let discussion: String
    public let acceptsPositionals: Bool
    /// What the words after the options are, in order, the last kind
    /// standing for every later word too (`[.query]`, `[.account, .text]`);
    /// by default query terms when the usage line names a `QUERY`, else free text.
    public let arguments: [ValueKind]
    /// Command lines that show the command at work, for `--help` and the manual.
    public let examples: [CommandExample]

    public init(
        name: String,
        aliases: [String] = [],
        summary: String,
        usage: String,
        options: [OptionSpec] = [],
        discussion: String = "",
        acceptsPositionals: Bool = true,
        arguments: [ValueKind]? = nil,
        examples: [CommandExample] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.usage = usage
        self.options = options
        self.discussion = discussion
        self.acceptsPositionals = acceptsPositionals
        self.arguments = acceptsPositionals ? arguments ?? (usage.contains("QUERY") ? [.query] : [.text]) : []
        self.examples = examples
    }

    /// A parser for this command's options together with the global ones.
    public func parser(globalOptions: [OptionSpec]) -> ArgumentParser {
        ArgumentParser(options: options + globalOptions, acceptsPositionals: acceptsPositionals)
    }

    /// The `track COMMAND --help` screen, ending with a newline.
    public func helpText(globalOptions: [OptionSpec]) -> String {
        var sections = ["Usage: \(usage)"]
        var about = summary
        if !aliases.isEmpty {
            about += "\nAliases: " + aliases.joined(separator: ", ")
        }
        sections.append(about)
        let discussion = discussion.trimmingNewlines()
        if !discussion.isEmpty {
            sections.append(discussion)
        }
        if !options.isEmpty {
            sections.append("Options:\n" + Self.optionList(options))
        }
        if !globalOptions.isEmpty {
            sections.append("Global options:\n" + Self.optionList(globalOptions))
        }
        if !examples.isEmpty {
            sections.append("Examples:\n" + examples.map { "  \($0.command)\n      \($0.meaning)" }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `  -f, --file FILE  help`, with the help texts aligned and long-only
    /// names indented past the short ones so all long names line up.
    private static func optionList(_ options: [OptionSpec]) -> String {
        let indentLongOnly = options.contains { !$0.names[0].hasPrefix("--") }
        var table = TextTable(columns: [.init(), .init(), .init()])
        for option in options {
            var label = option.names.joined(separator: ", ")
            if let valueName = option.valueName {
                label += option.valueIsOptional ? "[=" + valueName + "]" : " " + valueName
            }
            if indentLongOnly, option.names[0].hasPrefix("--") {
                label = "    " + label
            }
            table.addRow([.empty, TextTable.Cell(label), TextTable.Cell(option.help)])
        }
        return table.render().trimmingNewlines()
    }
}

extension String {
    fileprivate func trimmingNewlines() -> String {
        var text = Substring(self)
        while text.first == "\n" {
            text.removeFirst()
        }
        while text.last == "\n" {
            text.removeLast()
        }
        return String(text)
    }
}
