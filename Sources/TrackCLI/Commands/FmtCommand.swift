import TrackModel
import TrackRendering
import TrackSyntax

/// `track fmt`: the journal in canonical form (grammar.md, "Canonical
/// form"), printed, checked, shown as a diff, or written in place.
enum FmtCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "fmt",
        summary: "Write the journal in canonical form, losing nothing.",
        usage: "track fmt [OPTIONS] [FILE...]",
        options: [
            OptionSpec(names: ["-i", "--in-place"], help: "rewrite each file (each included file in its own place) instead of printing"),
            OptionSpec(names: ["--backup"], help: "with -i: keep each changed file's old version as FILE.bak"),
            OptionSpec(names: ["--check"], help: "change nothing; list the files that are not canonical and exit 1 if any"),
            OptionSpec(names: ["--diff"], help: "print a unified diff of what formatting would change"),
            OptionSpec(names: ["--sort"], help: "also sort transactions by date (stable; comments above one move with it)"),
            OptionSpec(names: ["--eol"], valueName: "EOL", values: .choice(["keep", "lf"]), help: "line endings: keep (default: each file keeps its own) or lf"),
        ],
        discussion: """
            Formats the journal (-f FILE, or the FILEs given) and prints the main
            file. Comments, directives and included files are kept where they are;
            amounts the journal leaves out stay out. A journal with errors is never
            formatted: the errors are shown and nothing is written.

            -i writes each changed file atomically (a temporary file beside it,
            synced, then renamed over it; its mode is kept), holding a lock on each
            file meanwhile, and only after checking that the journal reads back the
            same. --check and --diff cover every file of the journal, includes too.
            """,
        arguments: [.file],
        examples: [
            CommandExample("track fmt", "print the journal in canonical form"),
            CommandExample("track fmt --diff", "show what formatting would change"),
            CommandExample("track fmt -i --backup", "format every file in place, keeping FILE.bak"),
        ])

    struct Options: CommandOptions {
        var format: FormatOptions
        /// The FILE arguments.
        var files: [String]
        var inPlace, backup, check, diff: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = FormatOptions(sortsTransactions: arguments.has("sort"))
            switch arguments.value("eol") {
            case nil, "keep": break
            case "lf": format.lineEnding = .lf
            case let other?:
                throw CLIError(.invalidValue(option: "--eol", value: other, expected: "keep or lf"))
            }
            files = arguments.positionals
            inPlace = arguments.has("in-place")
            backup = arguments.has("backup")
            check = arguments.has("check")
            diff = arguments.has("diff")
            if backup && !inPlace {
                throw .message(.backupWithoutInPlace())
            }
            if inPlace && (check || diff) {
                throw .message(.inPlaceWithCheckOrDiff())
            }
        }
    }

    /// fmt reads the journal itself: from its FILE arguments too, and under
    /// the files' locks with -i.
    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        // `-f FILE`s and FILE arguments, else the default journal.
        let given = invocation.files + options.files
        let paths = given.isEmpty ? invocation.journalPaths : given
        if options.inPlace && paths.contains("-") {
            throw .message(.inPlaceStandardInput())
        }
        if options.inPlace { return try writeInPlace(invocation, paths: paths, options: options.format, backup: options.backup) }
        let loaded = try load(invocation, paths: paths)
        let formatter = JournalFormatter(journal: loaded.journal, options: options.format)
        guard options.check || options.diff else {
            for index in mainFiles(loaded.journal, paths: paths) {
                // As raw bytes: a large piece goes to the descriptor without a copy.
                formatter.format(fileAt: index) { piece in invocation.output.write(UnsafeRawBufferPointer(piece)) }
            }
            return 0
        }
        if !options.diff { return uncanonicalFiles(formatter, invocation) }
        let files = formattedFiles(formatter, invocation)
        var changed = false
        for file in files where file.isChanged {
            changed = true
            if options.diff {
                let name = PathBytes.display(file.path)
                invocation.output.write(UnifiedDiff.render(old: Array(file.original), new: Array(file.rewritten),
                                                           oldName: name, newName: name + " (formatted)"))
            } else {
                invocation.output.write(PathBytes.display(file.path) + "\n")
            }
        }
        return changed && options.check ? 1 : 0
    }

    /// Reads the journal; prints its diagnostics and stops when it has errors.
    private static func load(_ invocation: Invocation, paths: [String]) throws(CLIError) -> LoadedJournal {
        let stdin = paths.contains("-") ? invocation.console.readStandardInput() : nil
        let loaded = invocation.reread.read(paths, standardInput: stdin)
        invocation.printDiagnostics(loaded)
        if loaded.hasErrors { throw .reported }
        return loaded
    }

    /// The files named on the command line, by source index: the loader
    /// reads each, then what it includes, before the next.
    private static func mainFiles(_ journal: Journal, paths: [String]) -> [Int] {
        var result: [Int] = []
        var next = 0
        for path in paths {
            guard let index = journal.sources.files[next...].firstIndex(where: { $0.path == path }) else { continue }
            result.append(index)
            next = index + 1
        }
        return result
    }

    /// `--check`: lists every file of the journal (once, standard input
    /// aside) that is not canonical; 1 when one is not. Each is compared
    /// with its canonical text as it is written, a piece on each core
    /// (`JournalFormatter.isCanonical`), so that a large journal is not
    /// held twice nor formatted past its first difference.
    private static func uncanonicalFiles(_ formatter: JournalFormatter, _ invocation: Invocation) -> Int32 {
        let fileSystem = invocation.console.fileSystem
        var seen = Set<String>()
        var changed = false
        for (index, source) in formatter.journal.sources.files.enumerated() where source.path != "-" {
            guard seen.insert(fileSystem.canonicalPath(source.path)).inserted,
                  !formatter.isCanonical(fileAt: index) else { continue }
            changed = true
            invocation.output.write(PathBytes.display(source.path) + "\n")
        }
        return changed ? 1 : 0
    }

    /// Every file of the journal once (standard input aside), formatted. A
    /// file included twice is formatted once, from its first reading.
    private static func formattedFiles(_ formatter: JournalFormatter, _ invocation: Invocation) -> [JournalRewriter.File] {
        let fileSystem = invocation.console.fileSystem
        var seen = Set<String>()
        var files: [JournalRewriter.File] = []
        for (index, source) in formatter.journal.sources.files.enumerated() where source.path != "-" {
            guard seen.insert(fileSystem.canonicalPath(source.path)).inserted else { continue }
            files.append(JournalRewriter.File(path: source.path, original: source.bytes,
                                              rewritten: formatter.format(fileAt: index)))
        }
        return files
    }

    /// `-i`: through the rewrite pipeline (`JournalRewriter`): under a lock
    /// on every file, read the journal, format each file that is not
    /// canonical straight into its temporary file, check that the result
    /// reads back the same, then put each in place.
    private static func writeInPlace(_ invocation: Invocation, paths: [String], options: FormatOptions,
                                     backup: Bool) throws(CLIError) -> Int32 {
        var rewriter = JournalRewriter(paths: paths, reread: invocation.reread, backup: backup,
                                       transactionOrderMatters: !options.sortsTransactions,
                                       report: invocation.printDiagnostics)
        rewriter.notify = invocation.warn
        let changed: [String]
        do {
            changed = try rewriter.rewriteStreamed { journal in
                rewrites(JournalFormatter(journal: journal, options: options), invocation)
            }
        } catch {
            throw message(error)
        }
        if !changed.isEmpty {
            let names = changed.map { GitRepository.name(of: $0) }.joined(separator: ", ")
            invocation.recordChange(changed, command: "fmt", message: "fmt: \(names) in canonical form")
        }
        return 0
    }

    /// Every file of the journal once (standard input aside) that is not
    /// canonical, to be formatted as it is written. A file included twice
    /// is formatted once, from its first reading.
    private static func rewrites(_ formatter: JournalFormatter, _ invocation: Invocation) -> [JournalRewriter.Rewrite] {
        let fileSystem = invocation.console.fileSystem
        var seen = Set<String>()
        var rewrites: [JournalRewriter.Rewrite] = []
        for (index, source) in formatter.journal.sources.files.enumerated() where source.path != "-" {
            guard seen.insert(fileSystem.canonicalPath(source.path)).inserted,
                  !formatter.isCanonical(fileAt: index) else { continue }
            rewrites.append(JournalRewriter.Rewrite(path: source.path) { writer in
                formatter.format(fileAt: index) { piece in writer.write(UnsafeRawBufferPointer(piece)) }
            })
        }
        return rewrites
    }

    /// A failure of `-i`, in words.
    static func message(_ failure: JournalRewriter.Failure) -> CLIError {
        switch failure {
        case .journalHasErrors:
            return .reported
        case .write(let error):
            return CLIError(error)
        case .filesChanged:
            return .message(.filesChangedWhileReading())
        case .wouldChangeMeaning(let difference):
            return .message(.formattingWouldChangeJournal(difference))
        case .partlyWritten(let error, let done):
            return .message(.partlyFormatted(error, done: done))
        }
    }
}
