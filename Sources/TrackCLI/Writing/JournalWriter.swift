import TrackModel
import TrackSyntax

/// The one way a command adds text to the journal file (`track add`,
/// `track import`, …), so that every writer is equally safe:
///
/// 1. lock the file (`JournalAppend.lock`; a missing journal is created,
///    mode 0600, only when `createIfMissing`), so concurrent writers take
///    turns and every change lands;
/// 2. read and parse the journal under the lock; a journal with errors is
///    shown as `track check` shows it and nothing is written (exit 1);
/// 3. ask `compose` for the text to append (canonical, ending with `\n`),
///    or nil for nothing;
/// 4. append it after one blank line in the file's line endings
///    (`JournalAppend.appending`), never touching the existing text, and
///    replace the file atomically (`AtomicFile.write`, keeping its mode);
/// 5. release the lock (and remove a journal created in step 1 when
///    nothing was written).
///
/// A dry run takes no lock and writes nothing: it reads the journal (or
/// none, when it does not exist yet) and returns the text `compose` made.
///
/// ```swift
/// let writer = try JournalWriter(invocation, command: "add", createIfMissing: true, dryRun: dryRun)
/// let outcome = try writer.append { base throws(CLIError) in
///     Array("2026-11-02 Noodle Bar\n    Expenses:Dining  12.50 USD\n    Assets:Cash\n".utf8)
/// }
/// invocation.output.write(outcome.text)
/// ```
struct JournalWriter {
    /// What `compose` sees: the journal as it is in the file, under the lock.
    struct Base {
        var journal: Journal
        /// The journal file's bytes before anything is appended.
        var original: [UInt8]
        /// The journal file does not exist yet (or was only just created, empty, to lock it).
        var isNew: Bool
    }

    /// What happened.
    struct Outcome {
        /// The text appended (or, in a dry run, that would have been); empty when `compose` gave nil.
        var text: [UInt8]
        /// The file now holds `text` (false in a dry run and when there was nothing to append).
        var written: Bool
        /// The journal file did not exist before (and, unless in a dry run, was created).
        var isNewFile: Bool
        /// The file's bytes after the append (as they would be, in a dry run).
        var bytes: [UInt8]
    }

    let invocation: Invocation
    /// The one journal file written.
    let target: String
    let createIfMissing: Bool
    let dryRun: Bool

    /// Checks that the invocation names one journal file that can be written
    /// (not standard input, unless in a dry run).
    init(_ invocation: Invocation, command: String, createIfMissing: Bool, dryRun: Bool) throws(CLIError) {
        let paths = invocation.journalPaths
        guard paths.count == 1, let target = paths.first else {
            throw .message(.appendToOneJournal(command, count: paths.count))
        }
        if target == "-" && !dryRun {
            throw .message(.appendToStandardInput(command))
        }
        self.invocation = invocation
        self.target = target
        self.createIfMissing = createIfMissing
        self.dryRun = dryRun
    }

    /// Runs steps 1–5 above; `compose` may print and throw (nothing is then written).
    func append(_ compose: (Base) throws(CLIError) -> [UInt8]?) throws(CLIError) -> Outcome {
        if dryRun {
            let exists = target == "-" || invocation.console.fileSystem.fileExists(target)
            if !exists && !createIfMissing { _ = try invocation.loadJournal() }  // reports the missing file
            return try appendLocked(compose, exists: exists, lock: nil)
        }
        if !createIfMissing && !invocation.console.fileSystem.fileExists(target) {
            _ = try invocation.loadJournal()  // reports the missing file, as every reading command does
        }
        let lock = try CLIError.writing { () throws(WriteError) in try JournalAppend.lock(target) }
        defer { lock.release() }
        return try appendLocked(compose, exists: !lock.created, lock: lock)
    }

    private func appendLocked(_ compose: (Base) throws(CLIError) -> [UInt8]?, exists: Bool,
                              lock: JournalAppend.Lock?) throws(CLIError) -> Outcome {
        // A journal still to be created (or only just created, empty) has nothing to load.
        let journal = exists ? try invocation.loadJournal() : Journal()
        let original = journal.sources.files.first?.bytes ?? []
        guard let text = try compose(Base(journal: journal, original: original, isNew: !exists)), !text.isEmpty else {
            return Outcome(text: [], written: false, isNewFile: !exists, bytes: original)
        }
        let bytes = JournalAppend.appending(text, to: original)
        guard let lock else { return Outcome(text: text, written: false, isNewFile: !exists, bytes: bytes) }
        try CLIError.writing { () throws(WriteError) in try AtomicFile.write(bytes, to: target) }
        lock.keepFile()
        return Outcome(text: text, written: true, isNewFile: !exists, bytes: bytes)
    }
}
