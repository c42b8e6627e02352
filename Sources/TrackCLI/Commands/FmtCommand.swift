import TrackModel
import TrackRendering
import TrackSyntax

/// `track fmt`: the journal in canonical form (grammar.md, "Canonical
/// form"), printed, checked, shown as a diff, or written in place.
enum FmtCommand: TrackCommand {
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
            OptionSpec(names: ["--eol"], valueName: "EOL", help: "line endings: keep (default: each file keeps its own) or lf"),
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
            """)

    /// One file of the journal to format.
    struct File {
        var index: Int
        var path: String
        var original: [UInt8]
        var formatted: [UInt8]
    }

    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 {
        let arguments = invocation.arguments
        let options = try formatOptions(arguments)
        let paths = journalPaths(invocation)
        let inPlace = arguments.has("in-place")
        if arguments.has("backup") && !inPlace {
            throw .invalid("--backup only applies to --in-place", hint: "run 'track fmt -i --backup'")
        }
        if inPlace && (arguments.has("check") || arguments.has("diff")) {
            throw .invalid("--in-place cannot be combined with --check or --diff",
                           hint: "run 'track fmt --diff' to see the changes, then 'track fmt -i' to make them")
        }
        if inPlace && paths.contains("-") {
            throw .invalid("cannot rewrite standard input in place", hint: "give the journal's file with -f FILE")
        }
        if inPlace { return try writeInPlace(invocation, paths: paths, options: options) }
        let loaded = try load(invocation, paths: paths)
        let formatter = JournalFormatter(journal: loaded.journal, options: options)
        guard arguments.has("check") || arguments.has("diff") else {
            for index in mainFiles(loaded.journal, paths: paths) {
                formatter.format(fileAt: index) { invocation.output.write($0) }
            }
            return 0
        }
        let files = formattedFiles(formatter, invocation)
        var changed = false
        for file in files where file.formatted != file.original {
            changed = true
            if arguments.has("diff") {
                invocation.output.write(UnifiedDiff.render(old: file.original, new: file.formatted,
                                                           oldName: file.path, newName: file.path + " (formatted)"))
            } else {
                invocation.output.write(file.path + "\n")
            }
        }
        return changed && arguments.has("check") ? 1 : 0
    }

    private static func formatOptions(_ arguments: ParsedArguments) throws(CLIError) -> FormatOptions {
        var options = FormatOptions(sortsTransactions: arguments.has("sort"))
        switch arguments.value("eol") {
        case nil, "keep": break
        case "lf": options.lineEnding = .lf
        case let other?:
            throw CLIError(.invalidValue(option: "--eol", value: other, expected: "keep or lf"))
        }
        return options
    }

    /// `-f FILE`s and FILE arguments, else the default journal.
    private static func journalPaths(_ invocation: Invocation) -> [String] {
        let given = invocation.arguments.values("file") + invocation.arguments.positionals
        return given.isEmpty ? invocation.journalPaths : given
    }

    /// Reads the journal; prints its diagnostics and stops when it has errors.
    private static func load(_ invocation: Invocation, paths: [String],
                             fileSystem: (any JournalFileSystem)? = nil) throws(CLIError) -> LoadedJournal {
        let options = ParseOptions(today: invocation.today, homeDirectory: invocation.console.environment["HOME"])
        let loader = JournalLoader(options: options, fileSystem: fileSystem ?? invocation.console.fileSystem)
        let stdin = paths.contains("-") ? invocation.console.readStandardInput() : nil
        let loaded = loader.load(paths: paths, standardInput: stdin)
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

    /// Every file of the journal once (standard input aside), formatted. A
    /// file included twice is formatted once, from its first reading.
    private static func formattedFiles(_ formatter: JournalFormatter, _ invocation: Invocation) -> [File] {
        let fileSystem = invocation.console.fileSystem
        var seen = Set<String>()
        var files: [File] = []
        for (index, source) in formatter.journal.sources.files.enumerated() where source.path != "-" {
            guard seen.insert(fileSystem.canonicalPath(source.path)).inserted else { continue }
            files.append(File(index: index, path: source.path, original: source.bytes,
                              formatted: formatter.format(fileAt: index)))
        }
        return files
    }

    /// `-i`: under a lock on every file, read the journal, format it, check
    /// that the result reads back the same, then write each changed file.
    private static func writeInPlace(_ invocation: Invocation, paths: [String], options: FormatOptions) throws(CLIError) -> Int32 {
        let first = try load(invocation, paths: paths)
        let canonical = Set(first.journal.sources.files.map { invocation.console.fileSystem.canonicalPath($0.path) })
        var locks: [JournalLock] = []
        defer { locks.forEach { $0.release() } }
        try CLIError.writing { () throws(WriteError) in
            for path in canonical.sorted() { locks.append(try JournalLock.acquire(path)) }
        }
        // Read again under the locks: another writer may have changed a file meanwhile.
        let loaded = try load(invocation, paths: paths)
        let now = Set(loaded.journal.sources.files.map { invocation.console.fileSystem.canonicalPath($0.path) })
        guard now == canonical else {
            throw .invalid("the journal's files changed while track was reading them; nothing was written",
                           hint: "run 'track fmt -i' again")
        }
        let formatter = JournalFormatter(journal: loaded.journal, options: options)
        let changed = formattedFiles(formatter, invocation).filter { $0.formatted != $0.original }
        guard !changed.isEmpty else { return 0 }
        let parseOptions = ParseOptions(today: invocation.today, homeDirectory: invocation.console.environment["HOME"])
        try verify(loaded.journal, rewritten: changed, fileSystem: invocation.console.fileSystem,
                   parseOptions: parseOptions, paths: paths, sorted: options.sortsTransactions)
        try write(changed, backup: invocation.arguments.has("backup"))
        return 0
    }

    /// Writes each file atomically, after checking that every one of them
    /// can be written, so that a read-only file stops the run before any
    /// file has changed. A later failure (a full disk) names the files
    /// already written.
    static func write(_ files: [File], backup: Bool) throws(CLIError) {
        try CLIError.writing { () throws(WriteError) in
            for file in files { try AtomicFile.checkWritable(file.path) }
        }
        for (n, file) in files.enumerated() {
            do {
                try AtomicFile.write(file.formatted, to: file.path, backup: backup)
            } catch {
                let done = files[..<n].map(\.path)
                guard !done.isEmpty else { throw .invalid(error.message, hint: error.hint) }
                throw .invalid(error.message + " (already formatted: " + done.joined(separator: ", ") + ")",
                               hint: "the files named were formatted and the others left as they were; "
                                   + "correct the problem and run 'track fmt -i' again")
            }
        }
    }

    /// Refuses a rewrite that would read differently: fmt must never change
    /// what the journal says.
    static func verify(_ journal: Journal, rewritten: [File], fileSystem base: any JournalFileSystem,
                       parseOptions: ParseOptions, paths: [String], sorted: Bool) throws(CLIError) {
        var replacements: [String: [UInt8]] = [:]
        for file in rewritten {
            replacements[file.path] = file.formatted
            // A file included twice under different spellings reads the same bytes each time.
            for source in journal.sources.files where source.path != file.path
                && base.canonicalPath(source.path) == base.canonicalPath(file.path) {
                replacements[source.path] = file.formatted
            }
        }
        let fileSystem = OverlayFileSystem(base: base, files: replacements)
        let reread = JournalLoader(options: parseOptions, fileSystem: fileSystem).load(paths: paths)
        let difference = reread.hasErrors
            ? "it would not read without errors"
            : JournalEquivalence.firstDifference(journal, reread.journal, transactionOrderMatters: !sorted)
        if let difference {
            throw .invalid("formatting would change what the journal says (\(difference)); nothing was written",
                           hint: "this is a bug in track fmt: please report it with the lines concerned")
        }
    }
}
