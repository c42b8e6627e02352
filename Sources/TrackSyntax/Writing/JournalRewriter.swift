import TrackModel

/// The one way files of a journal are rewritten in place (`track fmt -i`):
///
/// 1. read the journal; its diagnostics go to `report`, and a journal with
///    errors is not written;
/// 2. lock every file of it (`JournalLock`, in path order, so that two
///    rewriters cannot deadlock), then read it again under the locks,
///    refusing a journal whose files changed meanwhile;
/// 3. ask `compose` for each file's new bytes;
/// 4. read the journal back as it would be with the changed files
///    (`JournalReread`): it must read without errors and say the same
///    (`JournalEquivalence`), else nothing is written;
/// 5. check that every changed file can be written, then replace each
///    atomically (`AtomicFile.write`, keeping its mode, with `FILE.bak`
///    when `backup`).
///
/// ```swift
/// let rewriter = JournalRewriter(paths: ["household.journal"], reread: reread, backup: false,
///                                transactionOrderMatters: true) { printDiagnostics($0) }
/// let written = try rewriter.rewrite { journal in formattedFiles(journal) }
/// ```
public struct JournalRewriter {
    /// One file of the journal and what it is to become.
    public struct File: Equatable, Sendable {
        public var path: String
        public var original: SourceBytes
        /// The new bytes, in the buffer the journal is read back from and
        /// the file written from: a large file is held once more, not twice.
        public var rewritten: SourceBytes

        public init(path: String, original: SourceBytes, rewritten: SourceBytes) {
            self.path = path
            self.original = original
            self.rewritten = rewritten
        }

        /// `rewritten` copied into a buffer of its own, once.
        public init(path: String, original: SourceBytes, rewritten: [UInt8]) {
            self.init(path: path, original: original, rewritten: SourceBytes(rewritten))
        }

        public init(path: String, original: [UInt8], rewritten: [UInt8]) {
            self.init(path: path, original: SourceBytes(original), rewritten: SourceBytes(rewritten))
        }

        public var isChanged: Bool { !rewritten.elementsEqual(original) }
    }

    /// Why nothing, or not everything, was written, as a value the command line words.
    public enum Failure: Error, Equatable {
        /// The journal read with errors; its diagnostics went to `report`.
        case journalHasErrors
        /// A file could not be locked or written; nothing was written.
        case write(WriteError)
        /// The journal's files changed between the first reading and the
        /// reading under the locks; nothing was written.
        case filesChanged
        /// Read back, the rewrite would not say what the journal says (the
        /// first difference, in words); nothing was written.
        case wouldChangeMeaning(String)
        /// Writing failed after the files in `written` were replaced; the others are as they were.
        case partlyWritten(WriteError, written: [String])
    }

    /// The journal's files as given (its includes are found by reading them).
    public let paths: [String]
    public let reread: JournalReread
    /// Keep each changed file's old bytes as `FILE.bak`.
    public let backup: Bool
    /// False when the rewrite may reorder transactions (`fmt --sort`).
    public let transactionOrderMatters: Bool
    /// Called with the journal each time it is read, for its diagnostics.
    public var report: (LoadedJournal) -> Void
    /// Called with what a file's write could not keep, or how it had to write (`AtomicFile`).
    public var notify: (WriteNotice) -> Void = { _ in }

    public init(paths: [String], reread: JournalReread, backup: Bool, transactionOrderMatters: Bool,
                report: @escaping (LoadedJournal) -> Void) {
        self.paths = paths
        self.reread = reread
        self.backup = backup
        self.transactionOrderMatters = transactionOrderMatters
        self.report = report
    }

    /// Runs steps 1–5 above; returns the files written (those `compose` changed).
    @discardableResult
    public func rewrite(_ compose: (Journal) -> [File]) throws(Failure) -> [File] {
        let first = try read()
        let canonical = canonicalPaths(first)
        var locks: [JournalLock] = []
        defer { locks.forEach { $0.release() } }
        do throws(WriteError) {
            for path in canonical.sorted() { locks.append(try JournalLock.acquire(path)) }
        } catch {
            throw .write(error)
        }
        // Read again under the locks: another writer may have changed a file meanwhile.
        let journal = try read()
        guard canonicalPaths(journal) == canonical else { throw .filesChanged }
        let changed = compose(journal).filter(\.isChanged)
        guard !changed.isEmpty else { return [] }
        try verify(journal, rewritten: changed)
        try write(changed)
        return changed
    }

    /// Refuses a rewrite that would read differently: a rewrite must never
    /// change what the journal says.
    public func verify(_ journal: Journal, rewritten: [File]) throws(Failure) {
        let base = reread.fileSystem
        var replacements: [String: SourceBytes] = [:]
        for file in rewritten {
            // A mapped file's pages read the same again: let them go while the new text is read.
            file.original.forget(file.original.indices)
            replacements[file.path] = file.rewritten
            // A file included twice under different spellings reads the same bytes each time.
            for source in journal.sources.files where source.path != file.path
                && base.canonicalPath(source.path) == base.canonicalPath(file.path) {
                replacements[source.path] = file.rewritten
            }
        }
        let after = reread.read(paths, replacing: replacements)
        let difference = after.hasErrors
            ? "it would not read without errors"
            : JournalEquivalence.firstDifference(journal, after.journal, transactionOrderMatters: transactionOrderMatters)
        if let difference { throw .wouldChangeMeaning(difference) }
    }

    /// Writes each file atomically, after checking that every one of them
    /// can be written, so that a read-only file stops the run before any
    /// file has changed. A later failure (a full disk) names the files
    /// already written.
    public func write(_ files: [File]) throws(Failure) {
        do throws(WriteError) {
            for file in files { try AtomicFile.checkWritable(file.path) }
        } catch {
            throw .write(error)
        }
        for (n, file) in files.enumerated() {
            do throws(WriteError) {
                try AtomicFile.write(AtomicFile.Content(kept: file.rewritten, added: []), to: file.path, backup: backup)
                    .forEach(notify)
            } catch {
                let done = files[..<n].map(\.path)
                throw done.isEmpty ? .write(error) : .partlyWritten(error, written: done)
            }
        }
    }

    private func read() throws(Failure) -> Journal {
        let loaded = reread.read(paths)
        report(loaded)
        if loaded.hasErrors { throw .journalHasErrors }
        return loaded.journal
    }

    private func canonicalPaths(_ journal: Journal) -> Set<String> {
        Set(journal.sources.files.map { reread.fileSystem.canonicalPath($0.path) })
    }
}
