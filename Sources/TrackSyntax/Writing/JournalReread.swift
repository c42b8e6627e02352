import TrackModel

/// How the write pipelines read a journal: the parse options and the file
/// system, as plain values, so that the journal read before a write, the
/// journal read under the lock and the journal read back as it would be
/// after the write are all read alike.
///
/// The read-back reads some files as given bytes (a rewrite not yet
/// written, through `OverlayFileSystem`), so that a write that would change
/// what the journal says is refused before anything is written.
///
/// ```swift
/// let reread = JournalReread(options: ParseOptions(today: today), fileSystem: LocalFileSystem())
/// let after = reread.read(["household.journal"], replacing: ["household.journal": formatted])
/// ```
public struct JournalReread: Sendable {
    public let options: ParseOptions
    public let fileSystem: any JournalFileSystem

    public init(options: ParseOptions, fileSystem: any JournalFileSystem) {
        self.options = options
        self.fileSystem = fileSystem
    }

    /// The journal as it is; `-` is standard input, whose bytes the caller passes in.
    public func read(_ paths: [String], standardInput: [UInt8]? = nil) -> LoadedJournal {
        JournalLoader(options: options, fileSystem: fileSystem).load(paths: paths, standardInput: standardInput)
    }

    /// The journal as it is, and what reading text appended to its file
    /// without reading the file again needs (`JournalContinuation`; nil
    /// when that cannot be done).
    public func readResumable(_ path: String, standardInput: [UInt8]? = nil) -> (LoadedJournal, JournalContinuation?) {
        JournalLoader(options: options, fileSystem: fileSystem).loadResumable(path: path, standardInput: standardInput)
    }

    /// The journal as it would read with `files` (by the paths its sources
    /// record) holding the given bytes.
    public func read(_ paths: [String], replacing files: [String: [UInt8]]) -> LoadedJournal {
        JournalLoader(options: options, fileSystem: OverlayFileSystem(base: fileSystem, files: files)).load(paths: paths)
    }

    /// As `read(_:replacing:)`, with bytes read already (a mapped file with text after it), not copied.
    public func read(_ paths: [String], replacing files: [String: SourceBytes]) -> LoadedJournal {
        JournalLoader(options: options, fileSystem: OverlayFileSystem(base: fileSystem, sources: files)).load(paths: paths)
    }
}
