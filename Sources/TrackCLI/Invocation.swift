import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// One command being run: the console, the global options read (the
/// journal's files, today, colour), and the steps every command shares:
/// loading the journal and printing its diagnostics.
struct Invocation {
    let console: Console
    /// The files `-f` names, in order; empty when none is given.
    let files: [String]
    let today: Day
    let style: TerminalStyle
    /// `--csv-safe`: CSV fields that would start a formula are marked (`writeCSV`).
    var csvSafe = false
    /// `-I`: reports read the journal without its balance assertions (writes still check them).
    var ignoresAssertions = false

    var output: OutputBuffer { console.output }
    var errors: OutputBuffer { console.errors }

    init(console: Console, files: [String], today: Day, style: TerminalStyle) {
        self.console = console
        self.files = files
        self.today = today
        self.style = style
    }

    /// The global options of `parsed`: `-f`, `--today` (else `$TRACK_TODAY`)
    /// and `--color`, in the order their errors are reported.
    init(_ console: Console, _ parsed: ParsedArguments) throws(CLIError) {
        let today = try Self.today(parsed, console)
        self.init(console: console, files: parsed.values("file"), today: today, style: try Self.style(parsed, console))
        csvSafe = parsed.has("csv-safe")
        ignoresAssertions = parsed.has("ignore-assertions")
        // Colour off: not even track's own colour sequences pass to the terminal. Colour forced
        // on (`--color always`, for `less -R`) means a terminal reads it in the end: escaped too.
        if console.isOutputTerminal || style.enabled { console.output.escapeControls(allowingStyle: style.enabled) }
    }

    /// `--today`, else `$TRACK_TODAY`, else the system's date.
    private static func today(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Day {
        guard let text = arguments.value("today") ?? console.environment["TRACK_TODAY"].flatMap({ $0.isEmpty ? nil : $0 })
        else { return console.today }
        guard let day = DateArgument.dashed(text, today: console.today) else {
            throw .message(.todayNotADate(text))
        }
        return day
    }

    private static func style(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> TerminalStyle {
        let value = arguments.value("color") ?? "auto"
        guard let mode = ColorMode(rawValue: value) else {
            throw CLIError(.invalidValue(option: "--color", value: value, expected: "auto, always or never"))
        }
        return TerminalStyle(mode: mode, isTerminal: console.isOutputTerminal, environment: console.environment)
    }

    /// `-f FILE`…, else `$TRACK_FILE`, else `$LEDGER_FILE`, else `./track.journal`.
    var journalPaths: [String] {
        if !files.isEmpty { return files }
        if let path = console.environment["TRACK_FILE"], !path.isEmpty { return [path] }
        if let path = console.environment["LEDGER_FILE"], !path.isEmpty { return [path] }
        return ["track.journal"]
    }

    /// Loads the journal; prints its errors (and warnings) and throws when it has errors.
    func loadJournal(strict: Bool = false) throws(CLIError) -> Journal {
        let loaded = load(strict: strict)
        printDiagnostics(loaded)
        if loaded.hasErrors { throw .reported }
        return loaded.journal
    }

    func load(strict: Bool = false) -> LoadedJournal {
        var options = parseOptions
        options.strict = strict
        options.ignoresAssertions = ignoresAssertions
        let loader = JournalLoader(options: options, fileSystem: console.fileSystem)
        let paths = journalPaths
        let stdin = paths.contains("-") ? console.readStandardInput() : nil
        return loader.load(paths: paths, standardInput: stdin)
    }

    /// The most diagnostics printed before the rest are only counted.
    static let diagnosticLimit = 50

    func printDiagnostics(_ loaded: LoadedJournal) {
        var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
        let shown = loaded.diagnostics.prefix(Invocation.diagnosticLimit)
        for (i, diagnostic) in shown.enumerated() {
            if i > 0 { errors.write("\n") }
            errors.write(colorize(renderer.render(diagnostic), diagnostic))
        }
        let hidden = loaded.diagnostics.count - shown.count
        if hidden > 0 {
            errors.write("\n... and \(hidden) more \(hidden == 1 ? "problem" : "problems") (fix these first, or see all with --errors json)\n")
        }
    }

    private func colorize(_ text: String, _ diagnostic: Diagnostic) -> String {
        guard style.enabled else { return text }
        // The label is the first `error:` or `warning:` on the first line.
        let label = diagnostic.severity.rawValue + ":"
        let colored = diagnostic.isError ? style.red(style.bold(label)) : style.yellow(style.bold(label))
        guard let newline = text.firstIndex(of: "\n") else { return text }
        let first = text[..<newline]
        let parts = first.split(separator: label, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return text }
        return parts[0] + colored + parts[1] + text[newline...]
    }
}

/// What a report writes.
enum OutputFormat: String, CaseIterable {
    case text, csv, json
}
