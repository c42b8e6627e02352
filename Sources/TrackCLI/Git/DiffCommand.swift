import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track diff [A [B]]`: what changed in money between two versions of the
/// journal, files or git revisions (`JournalDiff`). Also git's textconv
/// for journals (`--textconv FILE`), so that `git diff` shows entries.
enum DiffCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "diff",
        summary: "Show what changed in money between two journals or two git revisions.",
        usage: "track diff [A [B]] [-O text|csv|json]",
        options: [
            OutputFormatOption.option,
            OptionSpec(names: ["--textconv"], valueName: "FILE",
                       help: "print FILE's transactions in date order and print layout (git's diff.track.textconv)"),
        ],
        discussion: """
            Each of A and B is a file, when one exists by that name, else a git
            revision of the journal (-f FILE, else the default): 'track diff HEAD~1'
            compares the journal at HEAD~1 with the file as it is now, 'track diff
            main feature' two branches, 'track diff old.journal new.journal' two
            files. With nothing given: HEAD against the file now.

            Lists the transactions added (+), removed (-) and changed (~, each line
            that changed marked), then the change in balance of every account they
            touch. Transactions are compared by date, description and postings,
            not by their text or place: a journal that was only reordered or
            reformatted shows 'no change in money'.
            """)

    struct Options: CommandOptions {
        var format: OutputFormat
        var versions: [String]
        var textconv: String?

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            versions = arguments.positionals
            textconv = arguments.value("textconv")
            guard versions.count <= 2 else { throw .message(.diffTooManyVersions(versions.count)) }
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        if let file = options.textconv { return try textconv(file, invocation) }
        let journalPath = invocation.journalPaths[0]
        let versions = options.versions.isEmpty ? ["HEAD"] : options.versions
        let old = try load(versions[0], journalPath, invocation)
        let new = try versions.count > 1 ? load(versions[1], journalPath, invocation) : load(nil, journalPath, invocation)
        let diff = JournalDiff(old: old, new: new)
        invocation.write(JournalDiffRenderer(diff: diff, old: old, new: new), as: options.format)
        // The journals are read here, not as the command's input: the exit
        // that lets them go without freeing them is this command's to take.
        withExtendedLifetime((old, new)) { invocation.console.exitWithoutTeardown?(0) }
        return 0
    }

    /// A version: the file named `version` when one exists, else the journal
    /// at the git revision `version`; nil for the journal's file now.
    private static func load(_ version: String?, _ journalPath: String, _ invocation: Invocation) throws(CLIError) -> Journal {
        let options = ParseOptions(today: invocation.today)
        let fileSystem = invocation.console.fileSystem
        guard let version, !fileSystem.fileExists(version) else {
            let path = version ?? journalPath
            // The bytes checked are the bytes read: a million transactions are not read from the disk twice.
            let bytes = try JournalBytes.readSource(path, invocation)
            let read = OverlayFileSystem(base: fileSystem, sources: [path: bytes])
            return try checked(JournalLoader(options: options, fileSystem: read).load(paths: [path]), invocation)
        }
        let repository = try GitRepository.containing(GitRepository.folder(of: journalPath), invocation)
        let relative = try repository.relativePath(journalPath)
        guard let bytes = try repository.show(version, relative) else {
            throw .message(.noSuchRevision(version, PathBytes.display(relative)))
        }
        try JournalBytes.checkText(bytes, version + ":" + relative)
        let revision = GitRevisionFileSystem(repository: repository.root, revision: version,
                                             environment: invocation.console.environment,
                                             runProcess: invocation.console.runProcess)
        return try checked(JournalLoader(options: options, fileSystem: revision).load(paths: [relative]), invocation)
    }

    private static func checked(_ loaded: LoadedJournal, _ invocation: Invocation) throws(CLIError) -> Journal {
        invocation.printDiagnostics(loaded)
        if loaded.hasErrors { throw .reported }
        return loaded.journal
    }

    /// git's textconv: the file's transactions in date order, in print layout,
    /// so that reordering and reformatting show no difference. A file that
    /// does not read is shown as it is.
    private static func textconv(_ file: String, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let bytes = try JournalBytes.read(file, invocation)
        let loaded = JournalLoader(options: ParseOptions(today: invocation.today), fileSystem: invocation.console.fileSystem)
            .load(paths: [file])
        let readable = loaded.errors.allSatisfy { $0.id == .journal(.includeNotFound) || $0.id == .journal(.includeMatchesNothing) }
        guard readable else {
            invocation.output.write(bytes)
            return 0
        }
        let sorted = loaded.journal.transactions.enumerated().sorted {
            ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
        }.map(\.element)
        invocation.output.write(TransactionPrinter.entries(sorted, in: loaded.journal))
        return 0
    }
}
