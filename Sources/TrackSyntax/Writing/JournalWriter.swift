import TrackModel

/// The one way text is added to a journal file (`track add`, `track import`,
/// `track reconcile`), so that every writer is equally safe:
///
/// 1. lock the file (`JournalAppend.lock`; a missing journal is created,
///    mode 0600, only when `createIfMissing`), so concurrent writers take
///    turns and every change lands;
/// 2. read and parse the journal under the lock; its diagnostics go to
///    `report`, and a journal with errors is not written;
/// 3. ask `compose` for the text to append (canonical, ending with `\n`),
///    or nil for nothing; `compose` reads the result back through
///    `Base.reread` before giving it (`AppendedEntries`);
/// 4. append it after one blank line in the file's line endings
///    (`JournalAppend.appending`), never touching the existing text (but
///    for `appendEntries`' realigned file, see `AppendedEntries`), and
///    replace the file atomically (`AtomicFile.write`, keeping its mode);
/// 5. release the lock (and remove a journal created in step 1 when
///    nothing was written).
///
/// A dry run takes no lock and writes nothing: it reads the journal (or
/// none, when it does not exist yet) and returns the text `compose` made.
///
/// ```swift
/// let writer = JournalWriter(target: "household.journal", reread: reread, createIfMissing: true, dryRun: false) {
///     printDiagnostics($0)
/// }
/// let outcome = try writer.append { base in
///     Array("2026-11-02 Noodle Bar\n    Expenses:Dining  12.50 USD\n    Assets:Cash\n".utf8)
/// }
/// ```
public struct JournalWriter {
    /// What `compose` sees: the journal as it is in the file, under the lock.
    public struct Base {
        /// The journal as it is in the file. Read it before reading the
        /// journal with appended text (`read(appending:)`), which takes its
        /// transactions over: afterwards it is a copy of them.
        public var journal: Journal { before.journal }
        /// How many transactions the journal holds.
        public var transactionCount: Int { before.transactionCount }
        private let before: JournalBeforeAppend
        /// The journal file's bytes before anything is appended.
        public var original: SourceBytes
        /// The journal file does not exist yet (or was only just created, empty, to lock it).
        public var isNew: Bool
        /// The one journal file written.
        public var target: String
        /// How the journal was read, to read it back with the new text.
        public var reread: JournalReread
        /// The journal's reading, kept to read text appended to it without reading the file again.
        public var continuation: JournalContinuation?

        /// A journal read with no continuation: appended text is read with the whole file again.
        public init(journal: Journal, original: SourceBytes, isNew: Bool, target: String, reread: JournalReread) {
            before = JournalBeforeAppend(LoadedJournal(journal: journal, diagnostics: []))
            self.original = original
            self.isNew = isNew
            self.target = target
            self.reread = reread
            continuation = nil
        }

        public init(journal: Journal, original: [UInt8], isNew: Bool, target: String, reread: JournalReread) {
            self.init(journal: journal, original: SourceBytes(original), isNew: isNew, target: target, reread: reread)
        }

        /// The journal `continuation` continues, and reads appended text after.
        public init(continuation: JournalContinuation, original: SourceBytes, isNew: Bool, target: String,
                    reread: JournalReread) {
            before = continuation.base
            self.original = original
            self.isNew = isNew
            self.target = target
            self.reread = reread
            self.continuation = continuation
        }

        /// The file's bytes with `text` appended (`JournalAppend.appending`).
        public func appending(_ text: [UInt8]) -> [UInt8] {
            JournalAppend.appending(text, to: original)
        }

        /// The journal as it would read with `text` appended to the file:
        /// only the new text is read when the journal's reading allows
        /// (`continuation`), else the whole file again.
        public func read(appending text: [UInt8]) -> LoadedJournal {
            // Standard input (a dry run's) cannot be read again: its bytes are given under a name.
            let name = target == "-" ? "<standard input>" : target
            if let continuation, let read = continuation.read(appending: text, as: name) { return read }
            // The whole file read again, its bytes not copied: the text goes after them (`SourceBytes.appending`).
            return reread.read([name], replacing: [name: original.appending(JournalAppend.addition(text, after: original))])
        }
    }

    /// What happened.
    public struct Outcome {
        /// The text appended (or, in a dry run, that would have been); empty
        /// when `compose` gave nil, and after a rewrite (its file is `bytes`).
        public var text: [UInt8]
        /// The file now holds `text` (false in a dry run and when there was nothing to append).
        public var written: Bool
        /// The journal file did not exist before (and, unless in a dry run, was created).
        public var isNewFile: Bool
        /// The file's bytes after the append (as they would be, in a dry run).
        /// A dry run makes them only when asked: a copy of the whole file
        /// that `add -n` and `import -n` never look at.
        public var bytes: [UInt8] { whole ?? rewritten.map { Array($0) } ?? JournalAppend.appending(text, to: before) }
        /// What the write could not keep, or how it had to write (`AtomicFile`).
        public var notices: [WriteNotice] = []
        /// A rewrite's journal as it reads with `bytes` (read back to prove
        /// the edit), for reporting on it without reading the file a third
        /// time; nil after an append.
        public var journal: Journal?
        /// The file after the write, when made; else it is `text` appended to `before`.
        private var whole: [UInt8]?
        private var before: SourceBytes = .empty
        /// A rewrite's new file, held once: the re-read read it as the file.
        private var rewritten: SourceBytes?

        init(text: [UInt8], written: Bool, isNewFile: Bool, bytes: [UInt8], notices: [WriteNotice] = []) {
            self.text = text
            self.written = written
            self.isNewFile = isNewFile
            self.notices = notices
            whole = bytes
        }

        /// A rewrite's whole new file (`file`), and the journal read with it.
        init(rewrittenTo file: SourceBytes, written: Bool, journal: Journal, notices: [WriteNotice] = []) {
            text = []
            self.written = written
            isNewFile = false
            self.notices = notices
            self.journal = journal
            rewritten = file
        }

        /// `text` not written, appended to `original` when `bytes` is asked for.
        init(text: [UInt8], isNewFile: Bool, appendedTo original: SourceBytes) {
            self.text = text
            written = false
            self.isNewFile = isNewFile
            before = original
        }
    }

    /// The one journal file written (`-`, standard input, only in a dry run).
    public let target: String
    public let reread: JournalReread
    public let createIfMissing: Bool
    public let dryRun: Bool
    /// The bytes of standard input, when `target` is `-`.
    public var standardInput: [UInt8]?
    /// Called with the journal each time it is read, for its diagnostics.
    public var report: (LoadedJournal) -> Void

    public init(target: String, reread: JournalReread, createIfMissing: Bool, dryRun: Bool,
                standardInput: [UInt8]? = nil, report: @escaping (LoadedJournal) -> Void) {
        self.target = target
        self.reread = reread
        self.createIfMissing = createIfMissing
        self.dryRun = dryRun
        self.standardInput = standardInput
        self.report = report
    }

    /// Runs steps 1–5 above; `compose` may throw (nothing is then written).
    public func append<Composed: Error>(
        _ compose: (Base) throws(Composed) -> [UInt8]?
    ) throws(JournalWriteFailure<Composed>) -> Outcome {
        try append(composing: { (base: Base) throws(Composed) -> Addition? in try compose(base).map { Addition(text: $0) } })
    }

    /// As `append(_:)` for entries laid out by `AppendedEntries`: when they
    /// move a canonical file's amount column, the file is written as
    /// `track fmt` would write it (`realignedFile`), so that it stays canonical.
    public func appendEntries<Composed: Error>(
        _ compose: (Base) throws(Composed) -> AppendedEntries?
    ) throws(JournalWriteFailure<Composed>) -> Outcome {
        try append(composing: { (base: Base) throws(Composed) -> Addition? in
            try compose(base).map { Addition(text: $0.bytes, file: $0.realignedFile) }
        })
    }

    /// What is appended, and the whole file when it is written whole.
    struct Addition {
        var text: [UInt8]
        var file: [UInt8]? = nil
    }

    private func append<Composed: Error>(
        composing compose: (Base) throws(Composed) -> Addition?
    ) throws(JournalWriteFailure<Composed>) -> Outcome {
        let exists = target == "-" || reread.fileSystem.fileExists(target)
        // A missing journal is reported as every reading command reports it.
        if !exists && !createIfMissing && read() == nil { throw .journalHasErrors }
        if dryRun { return try appendLocked(compose, exists: exists, lock: nil) }
        let lock: JournalAppend.Lock
        do throws(WriteError) {
            lock = try JournalAppend.lock(target)
        } catch {
            throw .write(error)
        }
        defer { lock.release() }
        return try appendLocked(compose, exists: !lock.created, lock: lock)
    }

    /// What `compose` sees (nil when the journal has errors); the journal
    /// held once, by `Base` (and its continuation), so that reading it with
    /// appended text moves its transactions rather than copying them.
    private func readBase(exists: Bool) -> Base? {
        // A journal still to be created (or only just created, empty) has nothing to read.
        guard exists else {
            return Base(journal: Journal(), original: .empty, isNew: true, target: target, reread: reread)
        }
        guard let (journal, continuation) = readResumable() else { return nil }
        let original = journal.sources.files.first?.bytes ?? .empty
        if let continuation {
            return Base(continuation: continuation, original: original, isNew: false, target: target, reread: reread)
        }
        return Base(journal: journal, original: original, isNew: false, target: target, reread: reread)
    }

    /// Reads the journal file and reports its diagnostics; nil when it has errors.
    func read() -> Journal? {
        let loaded = reread.read([target], standardInput: standardInput)
        report(loaded)
        return loaded.hasErrors ? nil : loaded.journal
    }

    /// `read()`, keeping what reading text appended to the file needs.
    func readResumable() -> (journal: Journal, continuation: JournalContinuation?)? {
        let (loaded, continuation) = reread.readResumable(target, standardInput: standardInput)
        report(loaded)
        return loaded.hasErrors ? nil : (loaded.journal, continuation)
    }

    private func appendLocked<Composed: Error>(
        _ compose: (Base) throws(Composed) -> Addition?, exists: Bool, lock: JournalAppend.Lock?
    ) throws(JournalWriteFailure<Composed>) -> Outcome {
        guard let base = readBase(exists: exists) else { throw .journalHasErrors }
        let original = base.original
        let composed: Addition?
        do throws(Composed) {
            composed = try compose(base)
        } catch {
            throw .compose(error)
        }
        guard let text = composed?.text, !text.isEmpty else {
            return Outcome(text: [], isNewFile: !exists, appendedTo: original)
        }
        guard let lock else {
            if let file = composed?.file { return Outcome(text: text, written: false, isNewFile: !exists, bytes: file) }
            return Outcome(text: text, isNewFile: !exists, appendedTo: original)
        }
        // The file's own bytes are written from where they lie, the new text after them.
        let bytes = composed?.file.map { AtomicFile.Content(added: $0) }
            ?? AtomicFile.Content(kept: original, added: JournalAppend.addition(text, after: original))
        let notices: [WriteNotice]
        do throws(WriteError) {
            notices = try AtomicFile.write(bytes, to: target)
        } catch {
            throw .write(error)
        }
        lock.keepFile()
        if let file = composed?.file {
            return Outcome(text: text, written: true, isNewFile: !exists, bytes: file, notices: notices)
        }
        var outcome = Outcome(text: text, isNewFile: !exists, appendedTo: original)
        outcome.written = true
        outcome.notices = notices
        return outcome
    }

    /// Writes a new journal at `path` (mode 0600) under its lock; false,
    /// writing nothing, when the file exists (or appeared since the caller looked).
    public static func create(_ bytes: [UInt8], at path: String) throws(WriteError) -> Bool {
        let lock = try JournalAppend.lock(path)
        defer { lock.release() }
        guard lock.created else { return false }
        try AtomicFile.write(bytes, to: path)
        lock.keepFile()
        return true
    }
}
