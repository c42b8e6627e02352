import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// One command being run: its parsed arguments and the console, with the
/// steps most commands share (finding and loading the journal, reading the
/// report period, the query and the output format).
struct Invocation {
    let console: Console
    let arguments: ParsedArguments
    let today: Day
    let style: TerminalStyle

    var output: OutputBuffer { console.output }
    var errors: OutputBuffer { console.errors }

    /// `-f FILE`…, else `$TRACK_FILE`, else `$LEDGER_FILE`, else `./track.journal`.
    var journalPaths: [String] {
        let given = arguments.values("file")
        if !given.isEmpty { return given }
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
        let options = ParseOptions(today: today, strict: strict, homeDirectory: console.environment["HOME"])
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

    /// `-O text|csv|json` (also `--output-format`).
    func outputFormat(allowed: [OutputFormat] = OutputFormat.allCases) throws(CLIError) -> OutputFormat {
        guard let value = arguments.value("output-format") else { return .text }
        guard let format = OutputFormat(rawValue: value.lowercased()), allowed.contains(format) else {
            throw .invalid("unknown output format '\(value)'",
                           hint: "this command writes " + Invocation.alternatives(allowed.map(\.rawValue)))
        }
        return format
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// `the closest is a`, `the closest are a, b, c`: the names nearest a mistyped one.
    static func closest(_ names: [String]) -> String {
        "the closest \(names.count == 1 ? "is" : "are") " + names.joined(separator: ", ")
    }

    /// The report span from `-b`, `-e` and `-p` (a `-p` interval is returned too).
    func reportPeriod() throws(CLIError) -> Period {
        var period = Period(span: .unbounded)
        if let p = arguments.value("period") {
            do {
                period = try PeriodExpression.parse(p, today: today)
            } catch {
                throw .invalid("'\(p)' is not a period: \(error.message)", hint: error.hint)
            }
        }
        if let b = arguments.value("begin") {
            period.span.start = try date(b, option: "-b")
        }
        if let e = arguments.value("end") {
            period.span.end = try date(e, option: "-e")
        }
        return period
    }

    private func date(_ text: String, option: String) throws(CLIError) -> Day {
        do {
            return try PeriodExpression.parseDate(text, today: today)
        } catch {
            throw .invalid("'\(text)' after \(option) is not a date", hint: "write a date such as 2026-11-02, 2026-11 or 2026")
        }
    }

    /// The query from positional terms, restricted to the report period.
    func query(terms: [String]? = nil, period: Period) throws(CLIError) -> Query {
        var query: Query
        do {
            query = try Query.parse(terms ?? arguments.positionals, today: today)
        } catch {
            throw .invalid(error.message, hint: error.hint)
        }
        if !period.span.isUnbounded {
            query = query.isAny ? .date(period.span) : .and([query, .date(period.span)])
        }
        return query
    }

    /// `--depth N`.
    func depth() throws(CLIError) -> Int? {
        guard let text = arguments.value("depth") else { return nil }
        guard let n = Int(text), n >= 1 else {
            throw .invalid("'\(text)' after --depth is not a depth", hint: "give a whole number from 1, such as --depth 2")
        }
        return n
    }
}

/// What a report writes.
enum OutputFormat: String, CaseIterable {
    case text, csv, json
}
