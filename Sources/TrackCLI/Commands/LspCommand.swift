import TrackLanguageServer
import TrackSyntax
import TrackModel

/// `track lsp`: the language server (TrackLanguageServer) on standard
/// input and output, for editors. It reads journals and never writes one:
/// the edits it computes go back to the editor.
enum LspCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "lsp",
        summary: "Run the language server (LSP 3.17 over standard input and output) for editors.",
        usage: "track lsp [--stdio] [--strict]",
        options: [
            OptionSpec(names: ["--stdio"], help: "talk over standard input and output (the only way; accepted because editors pass it)"),
            OptionSpec(names: ["--strict"], help: "check as 'track check --strict' does, until the editor configures otherwise"),
        ],
        discussion: """
            Editors start it and talk JSON-RPC on its standard input and output:
            diagnostics as 'track check' gives them, on the unsaved text;
            formatting as 'track fmt' does it; completion, hover, inlay hints,
            symbols, definition, references, rename, code actions and semantic
            tokens. It never writes a file. The main journal is -f FILE, else
            $TRACK_FILE, else $LEDGER_FILE, else each opened file; the editor can
            set it with the initialization option "file". See README, "Editor setup".
            """,
        acceptsPositionals: false,
        examples: [
            CommandExample("track lsp", "what an editor runs"),
            CommandExample("track -f ~/finance/main.journal lsp", "check every opened file as part of this journal"),
        ])

    struct Options: CommandOptions {
        var strict: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            strict = arguments.has("strict")
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        var configuration = ServerConfiguration(environment: invocation.console.environment, today: invocation.today)
        if let file = invocation.files.first, file != "-" { configuration.mainFile = file }
        configuration.strict = options.strict
        StandardStreams.ignoreBrokenPipes()
        var server = LanguageServer(version: TrackCLI.version, configuration: configuration,
                                    fileSystem: unmapped(invocation.console.fileSystem))
        var reader = MessageReader(readChunk: StandardStreams.readChunk)
        let writer = MessageWriter(writeBytes: { StandardStreams.write($0) })
        return server.serve(&reader, writer)
    }

    /// The server holds journals for hours while editors and git rewrite
    /// them: it reads files whole, never mapped (`MappedFile`).
    private static func unmapped(_ fileSystem: any JournalFileSystem) -> any JournalFileSystem {
        guard var local = fileSystem as? LocalFileSystem else { return fileSystem }
        local.mapsLargeFiles = false
        return local
    }
}
