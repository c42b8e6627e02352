import Foundation
import Testing
@testable import TrackCLI

/// Walks whatever the registry holds (`TrackCLI.commands`, their
/// subcommands, the global options) and fails when a command, an alias or
/// an option is missing from a completion script or the manual page: both
/// are generated from the specs, and this keeps it so for every command
/// added later.
@Suite struct CommandTreeCompletenessTests {
    static let tree = CommandTree.track
    static let scripts = [
        ("bash", BashCompletion(tree: tree, version: TrackCLI.version).script),
        ("zsh", ZshCompletion(tree: tree, version: TrackCLI.version).script),
        ("fish", FishCompletion(tree: tree, version: TrackCLI.version).script),
    ]
    static let manual = ManualPage(tree: tree, version: TrackCLI.version).roff

    @Test func theTreeHoldsEveryRegisteredCommand() {
        let registered = TrackCLI.commands.map { $0.spec.name }
        #expect(Self.tree.commands.map { $0.spec.name } == registered)
        let report = Self.tree.commands.first { $0.spec.name == "report" }
        #expect(report?.subcommands.map(\.spec.name).contains("monthly") == true)
        for name in ["completions", "manual", "help", "balance", "reconcile"] {
            #expect(Self.tree.commands.contains { $0.spec.name == name }, "\(name)")
        }
    }

    /// A command that reads its own arguments (not an `OptionsCommand`) is a
    /// parent, like `report`: it must list its subcommands, or they would be
    /// missing from the completions and the manual.
    @Test func everyParentDeclaresItsSubcommands() {
        for command in TrackCLI.commands where !(command is any OptionsCommand.Type) {
            #expect(!command.subcommands.isEmpty, "\(command.spec.name) runs subcommands but declares none in `subcommands`")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func everyCommandAndOptionIsInTheScript(_ shell: String) throws {
        let script = try #require(Self.scripts.first { $0.0 == shell }?.1)
        for node in Self.tree.allNodes {
            for name in node.names {
                #expect(Self.mentions(script, name), "\(shell): the \(node.key) command's name \(name)")
            }
            for option in node.spec.options {
                for name in option.names {
                    #expect(Self.mentions(script, name), "\(shell): \(node.key)'s option \(name)")
                }
                if case .choice(let values) = option.values, option.takesValue {
                    #expect(script.contains(CompletionData.word(option.values)), "\(shell): \(node.key) \(option.names) \(values)")
                }
            }
        }
        for option in Self.tree.leadingOptions {
            for name in option.names {
                #expect(Self.mentions(script, name), "\(shell): the global option \(name)")
            }
        }
    }

    @Test func everyCommandAndOptionIsInTheManual() {
        for node in Self.tree.allNodes {
            let section = Self.section(of: node)
            #expect(!section.isEmpty, "the manual has no section for track \(node.path.joined(separator: " "))")
            let forwarded = node.path.count > 1 && Self.tree.commands.contains { $0.spec.name == node.spec.name }
            for alias in node.spec.aliases {
                #expect(section.contains(Roff.bold(alias)), "\(node.key): the alias \(alias)")
            }
            guard !forwarded else { continue }
            for option in node.spec.options {
                #expect(section.contains(Roff.option(option)), "\(node.key): the option \(option.names)")
            }
            for example in node.spec.examples {
                #expect(section.contains(Roff.bold(example.command)), "\(node.key): the example \(example.command)")
            }
        }
        for option in Self.tree.leadingOptions {
            #expect(Self.manual.contains(Roff.option(option)), "the global option \(option.names)")
        }
    }

    /// A fixed value set is declared once, in the spec; the help a user reads names each value.
    @Test func everyChoiceIsNamedInItsHelp() {
        for node in Self.tree.allNodes {
            for option in node.spec.options + Self.tree.globalOptions where option.takesValue {
                guard case .choice(let values) = option.values else { continue }
                for value in values {
                    #expect(option.help.contains(value), "\(node.key) \(option.names[0]): '\(value)' is not in its help")
                }
            }
        }
    }

    /// Every example in a spec reads with that command's parser: its
    /// command's names taken out (`report`, `monthly` or an alias), up to a
    /// shell's pipe or redirection.
    @Test func everyExampleParses() {
        for node in Self.tree.allNodes {
            let parser = node.spec.parser(globalOptions: Self.tree.globalOptions)
            for example in node.spec.examples {
                var words = example.command.split(separator: " ").map(String.init)
                #expect(words.first == "track", "\(example.command)")
                words = Array(words.dropFirst().prefix { $0 != "|" && $0 != ">" })
                for (level, name) in node.path.enumerated() {
                    let names = level == node.path.count - 1 ? node.names : [name]
                    if let index = words.firstIndex(where: names.contains) { words.remove(at: index) }
                }
                #expect(throws: Never.self, "\(example.command)") { try parser.parse(words) }
            }
        }
    }

    // MARK: - Reading the generated text

    /// Whether `word` stands in `text` as a word of its own (quoted, or between blanks, `|` or `/`).
    static func mentions(_ text: String, _ word: String) -> Bool {
        let separators: Set<Character> = [" ", "'", "|", "(", ")", "\n", "/", "\t"]
        var rest = text[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
            if separators.contains(before) && (separators.contains(after) || after == ":" || after == "\\") { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    /// The manual's section of `node`: from its `.SS` line to the next `.SS` or `.SH`.
    static func section(of node: CommandTree.Node) -> String {
        let heading = ".SS " + Roff.escaped("track " + node.path.joined(separator: " ")) + "\n"
        guard let start = manual.range(of: heading) else { return "" }
        let rest = manual[start.upperBound...]
        let end = [rest.range(of: "\n.SS "), rest.range(of: "\n.SH ")].compactMap { $0?.lowerBound }.min() ?? rest.endIndex
        return String(rest[..<end])
    }
}
