import TrackModel

/// A journal as read, with everything found wrong in it.
public struct LoadedJournal: Sendable {
    public var journal: Journal
    /// In the order found: parse problems file by file, then balancing and assertions.
    public var diagnostics: [Diagnostic]

    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }
    public var warnings: [Diagnostic] { diagnostics.filter { !$0.isError } }
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}

/// The read pipeline: files → parser → finalizer → a checked `Journal`.
///
/// ```swift
/// let loaded = JournalLoader(options: ParseOptions(today: today)).load(paths: ["household.journal"])
/// ```
public struct JournalLoader: Sendable {
    public let options: ParseOptions
    public let fileSystem: any JournalFileSystem

    public init(options: ParseOptions, fileSystem: any JournalFileSystem = LocalFileSystem()) {
        self.options = options
        self.fileSystem = fileSystem
    }

    /// Reads the files in order into one journal; `-` is standard input,
    /// whose bytes the caller passes in.
    public func load(paths: [String], standardInput: [UInt8]? = nil) -> LoadedJournal {
        var parser = parse(paths: paths, standardInput: standardInput)
        if parser.stoppedEarly { return LoadedJournal(journal: parser.journal, diagnostics: parser.diagnostics) }
        parser.finish()
        return LoadedJournal(journal: parser.journal, diagnostics: parser.diagnostics)
    }

    /// `load(paths: [path])`, and what reading text appended to the file
    /// later needs (nil when the file did not read: missing, too large).
    func loadResumable(path: String, standardInput: [UInt8]?) -> (LoadedJournal, JournalContinuation?) {
        var parser = parse(paths: [path], standardInput: standardInput)
        if parser.stoppedEarly { return (LoadedJournal(journal: parser.journal, diagnostics: parser.diagnostics), nil) }
        // The state the end of the file left, as it was before `finish`;
        // without the journal, whose transactions `finish` changes (a copy would hold them twice).
        var previous = parser
        previous.journal = Journal()
        previous.diagnostics = []
        previous.diagnosticOrder = []
        parser.finish()
        let loaded = LoadedJournal(journal: parser.journal, diagnostics: parser.diagnostics)
        return (loaded, JournalContinuation(previous, read: loaded, sums: parser.sums))
    }

    /// Reads the files in order into one parser, not finished.
    private func parse(paths: [String], standardInput: [UInt8]?) -> JournalParser {
        var parser = JournalParser(options: options, fileSystem: fileSystem)
        for argument in paths {
            let (format, path) = argument == "-" ? (JournalFileFormat.journal, argument) : JournalFileFormat.of(argument)
            if format == .separatedValues {
                parser.report(.fileIsSeparatedValues(path))
                continue
            }
            let bytes: SourceBytes
            if path == "-" {
                bytes = SourceBytes(standardInput ?? [])
            } else {
                switch fileSystem.readSource(path, argument: true) {
                case .success(let b): bytes = b
                case .failure(.notFound): parser.report(.fileNotFound(path)); continue
                case .failure(.isDirectory): parser.report(.fileUnreadable(path, reason: "it is a folder")); continue
                case .failure(.unreadable(let reason)): parser.report(.fileUnreadable(path, reason: reason)); continue
                }
            }
            guard let index = parser.journal.sources.add(path: path, bytes: bytes) else {
                parser.report(.journalTooLarge(at: nil))
                continue
            }
            let threads = options.threads ?? JournalParser.processorCount
            let parallel = format == .journal && threads > 1 && bytes.count >= options.parallelThreshold
            // A file read in parallel has its line ends checked in the pass that sizes its chunks.
            guard parallel || parser.acceptsLineEnds(at: index, written: path, includedAt: nil) else { continue }
            parser.includeStack = [path == "-" ? "-" : fileSystem.canonicalPath(path)]
            parser.scope = JournalParser.Scope()
            parser.scopeChanged()
            if parallel {
                parser.parseFileInParallel(at: index, workers: min(threads, 8), written: path, includedAt: nil)
            } else {
                parser.parseFile(at: index, as: format)
            }
        }
        return parser
    }

    /// Reads journal text held in memory (tests, the fuzzer, `track add` checks).
    public func load(text: String, path: String = "journal") -> LoadedJournal {
        load(bytes: Array(text.utf8), path: path)
    }

    public func load(bytes: [UInt8], path: String = "journal") -> LoadedJournal {
        JournalLoader(options: options, fileSystem: InMemoryFileSystem(bytes: [path: bytes])).load(paths: [path])
    }
}
