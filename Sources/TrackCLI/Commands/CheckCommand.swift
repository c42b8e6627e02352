import TrackModel
import TrackRendering
import TrackSyntax

/// `track check`: reads everything, balances every transaction, checks every
/// assertion; says `ok: …` or lists what is wrong.
enum CheckCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "Check the journal: syntax, balancing, balance assertions.",
        usage: "track check [--strict] [-O text|json]",
        options: [
            OptionSpec(names: ["--strict"], help: "also warn about amounts like 1,000 whose decimal mark nothing decides"),
            OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", values: .choice(["text", "json"]),
                       help: "text (default), or json: one JSON object per line, for editors"),
            OptionSpec(names: ["--errors"], valueName: "FORMAT", values: .choice(["text", "json"]),
                       help: "the same as -O (its older name): text or json"),
        ],
        discussion: """
            Prints 'ok: N transactions, M accounts, K commodities' and exits 0, or
            prints every problem found (the first 50 in text) and exits 1.
            """,
        acceptsPositionals: false,
        examples: [
            CommandExample("track check", "read and check the journal"),
            CommandExample("track check --strict --errors json", "every problem as a JSON line, with warnings"),
        ])

    struct Options: CommandOptions {
        /// `-O json` (`--errors json`): one JSON object per diagnostic, for editors.
        var json: Bool
        var strict: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            let format = arguments.value("output-format") ?? arguments.value("errors") ?? "text"
            guard format == "text" || format == "json" else {
                throw .message(.unknownErrorFormat(format))
            }
            json = format == "json"
            strict = arguments.has("strict")
        }
    }

    static func run(_ options: Options, _ loaded: LoadedJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        if options.json {
            var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
            for diagnostic in loaded.diagnostics {
                invocation.output.write(DiagnosticJSON.object(diagnostic, renderer: &renderer).rendered(pretty: false) + "\n")
            }
        } else {
            invocation.printDiagnostics(loaded)
        }
        if loaded.hasErrors { return 1 }
        if !options.json {
            let journal = loaded.journal
            let warnings = loaded.warnings.count
            var line = "ok: " + counted(journal.transactions.count, "transaction")
                + ", " + counted(journal.namedAccounts.count, "account")
                + ", " + counted(journal.usedCommodities.filter { $0 != .none }.count, "commodity", plural: "commodities")
            if warnings > 0 { line += " (" + counted(warnings, "warning") + ")" }
            invocation.output.write(line + "\n")
        }
        return 0
    }

    private static func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
    }
}

/// A diagnostic as one JSON object, for editors (`--errors json`).
enum DiagnosticJSON {
    static func object(_ diagnostic: Diagnostic, renderer: inout DiagnosticRenderer) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        if let start = renderer.position(of: diagnostic) {
            fields.append(("file", .string(start.path)))
            fields.append(("line", .number(String(start.line))))
            fields.append(("column", .number(String(start.column))))
            if let end = renderer.endPosition(of: diagnostic) {
                fields.append(("endLine", .number(String(end.line))))
                fields.append(("endColumn", .number(String(end.column))))
            }
        }
        fields.append(("severity", .string(diagnostic.severity.rawValue)))
        fields.append(("id", .string(diagnostic.id.rawValue)))
        fields.append(("message", .string(diagnostic.message)))
        fields.append(("hint", diagnostic.hint.map(JSONValue.string) ?? .null))
        if !diagnostic.notes.isEmpty {
            fields.append(("notes", .array(diagnostic.notes.map(JSONValue.string))))
        }
        return .object(fields)
    }
}
