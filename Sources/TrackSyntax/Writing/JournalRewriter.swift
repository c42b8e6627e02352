import TrackModel

/// The one way files of a journal are rewritten in place (`track fmt -i`):
///
/// 1. read the journal; its diagnostics go to `report`, and a journal with
///    errors is not written;
/// 2. lock every file of it (`JournalLock`, in path order, so that two
///    rewriters cannot deadlock), then read it again under the locks,
///    refusing a journal whose files changed meanwhile;
/// 3. ask `compose` for each changed file's new bytes, which it writes as
///    it makes them into a temporary file beside the file
///    (`AtomicFile.stage`), after checking that every file can be written;
/// 4. read the journal back as it would be with the changed files
///    (`JournalReread`, the temporary files mapped): it must read without
///    errors and say the same, else nothing is written. The journal before
///    is kept only as its `JournalFingerprint` (and let go before the
///    reading back); only when the fingerprints differ is it read again,
///    for the exact `JournalEquivalence`, which words the difference;
/// 5. put each temporary file in place (keeping its mode, with `FILE.bak`
///    when `backup`).
///
/// So a rewrite holds about one journal at a time, and no file's new bytes whole.
///
/// ```swift
/// let rewriter = JournalRewriter(paths: ["household.journal"], reread: reread, backup: false,
///                                transactionOrderMatters: true) { printDiagnostics($0) }
/// let written = try rewriter.rewriteStreamed { journal in
///     [JournalRewriter.Rewrite(path: "household.journal") { writer in writer.write(formatted(journal)) }]
/// }
/// ```
public struct JournalRewriter {
    /// One file of the journal and what it is to become.
    public struct File: Equatable, Sendable {
        public var path: String
        public var original: SourceBytes
        /// The new bytes, whole (`rewriteStreamed` writes them as they are
        /// made instead); written to the temporary file the journal is read back from.
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

    /// A file to rewrite: `write` writes its new bytes, as they are made.
    public struct Rewrite {
        public var path: String
        public var write: (inout AtomicFile.Writer) -> Void

        public init(path: String, write: @escaping (inout AtomicFile.Writer) -> Void) {
            self.path = path
            self.write = write
        }
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

    /// Runs steps 1–5 above with `compose`'s files (only those changed);
    /// returns the paths written. What `compose` returns may hold the
    /// journal (a formatter does): it goes once the files are staged.
    @discardableResult
    public func rewriteStreamed(_ compose: (Journal) -> [Rewrite]) throws(Failure) -> [String] {
        let canonical = try canonicalPaths(read())
        var locks: [JournalLock] = []
        defer { locks.forEach { $0.release() } }
        do throws(WriteError) {
            for path in canonical.sorted() { locks.append(try JournalLock.acquire(path)) }
        } catch {
            throw .write(error)
        }
        // Read again under the locks: another writer may have changed a file meanwhile.
        var journal = try read()
        guard canonicalPaths(journal) == canonical else { throw .filesChanged }
        var rewrites = compose(journal)
        guard !rewrites.isEmpty else { return [] }
        let staged = try stage(rewrites)
        rewrites = []
        let replacements = replacedPaths(journal, staged.map(\.path))
        let before = JournalFingerprint(journal, scope: .everything(transactionOrderMatters: transactionOrderMatters))
        // Let go: the journal read back takes its place, not its side.
        journal = Journal()
        try prove(before, staged, replacements)
        try commit(staged)
        return staged.map(\.path)
    }

    /// As `rewriteStreamed(_:)` with each file's new bytes whole; returns the files
    /// written (those `compose` changed).
    @discardableResult
    public func rewrite(_ compose: (Journal) -> [File]) throws(Failure) -> [File] {
        var changed: [File] = []
        try rewriteStreamed { journal in
            changed = compose(journal).filter(\.isChanged)
            return changed.map { file in Rewrite(path: file.path) { $0.write(kept: file.rewritten) } }
        }
        return changed
    }

    /// Each file's new bytes in a temporary file beside it, after checking
    /// that every one of them can be written, so that a read-only file
    /// stops the run before anything is written.
    private func stage(_ rewrites: [Rewrite]) throws(Failure) -> [AtomicFile.Staged] {
        do throws(WriteError) {
            for rewrite in rewrites { try AtomicFile.checkWritable(rewrite.path) }
            var staged: [AtomicFile.Staged] = []
            for rewrite in rewrites {
                staged.append(try AtomicFile.stage(to: rewrite.path, backup: backup, writing: rewrite.write))
            }
            return staged
        } catch {
            throw .write(error)
        }
    }

    /// Each staged path, and every other spelling of it in the journal's
    /// sources (a file included twice reads the same bytes each time), by
    /// the index of its staged file.
    private func replacedPaths(_ journal: Journal, _ staged: [String]) -> [String: Int] {
        let base = reread.fileSystem
        var replacements: [String: Int] = [:]
        for (index, path) in staged.enumerated() {
            replacements[path] = index
            for source in journal.sources.files where source.path != path
                && base.canonicalPath(source.path) == base.canonicalPath(path) {
                replacements[source.path] = index
            }
        }
        return replacements
    }

    /// Reads the journal back with the staged files; refuses (removing
    /// them) a journal that does not read, or that says something else.
    private func prove(_ before: JournalFingerprint, _ staged: [AtomicFile.Staged],
                       _ replacements: [String: Int]) throws(Failure) {
        var files: [String: SourceBytes] = [:]
        do throws(WriteError) {
            let contents = try staged.map { file throws(WriteError) in try file.contents() }
            for (path, index) in replacements { files[path] = contents[index] }
        } catch {
            staged.forEach { $0.abandon() }
            throw .write(error)
        }
        let after = reread.read(paths, replacing: files)
        var difference: String?
        if after.hasErrors {
            difference = "it would not read without errors"
        } else if JournalFingerprint(after.journal, scope: .everything(transactionOrderMatters: transactionOrderMatters))
                    != before {
            // Read again, unchanged on disk: the exact comparison words the difference, or finds none.
            difference = JournalEquivalence.firstDifference(reread.read(paths).journal, after.journal,
                                                            transactionOrderMatters: transactionOrderMatters)
        }
        if let difference {
            staged.forEach { $0.abandon() }
            throw .wouldChangeMeaning(difference)
        }
    }

    /// Puts each staged file in place; a failure names the files already
    /// written, and the others stay as they were.
    private func commit(_ staged: [AtomicFile.Staged]) throws(Failure) {
        for (n, file) in staged.enumerated() {
            do throws(WriteError) {
                try file.commit().forEach(notify)
            } catch {
                staged[(n + 1)...].forEach { $0.abandon() }
                let done = staged[..<n].map(\.path)
                throw done.isEmpty ? .write(error) : .partlyWritten(error, written: done)
            }
        }
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
        try commit(stage(files.map { file in Rewrite(path: file.path) { $0.write(kept: file.rewritten) } }))
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
