import TrackModel

extension JournalWriter {
    /// Replaces the journal file's bytes with what `compose` makes of them
    /// (an edit of one `account` directive, say: `AccountDirectiveEdit`),
    /// under the same lock and checks as `append`:
    ///
    /// 1. the journal file must exist and read without errors;
    /// 2. `compose` returns the new file as parts (bytes kept from the file
    ///    as read, bytes made), or nil for no change;
    /// 3. the parts are written to a temporary file beside the journal
    ///    (`AtomicFile.stage`), never held whole;
    /// 4. read with the new bytes, the journal must read without errors
    ///    (`wouldNotRead`) and hold the same transactions and amounts, else
    ///    the temporary file is removed and nothing is written:
    ///    `JournalFingerprint` of the journal before (taken, then the
    ///    journal let go) and after, and only when those differ the exact
    ///    `JournalEquivalence.firstDifferenceInEntries` with the file read
    ///    again (`wouldChangeMeaning`);
    /// 5. the file is replaced atomically, keeping its mode.
    ///
    /// So the run holds about one journal: the one before, then the one after.
    /// The outcome's `bytes` are the whole new file, and its `journal` the
    /// journal read with them. A dry run takes no lock and writes nothing
    /// (its new bytes are held in memory, to be read back).
    public func rewrite<Composed: Error>(
        _ compose: (Base) throws(Composed) -> AtomicFile.Content?
    ) throws(JournalWriteFailure<Composed>) -> Outcome {
        let exists = target == "-" || reread.fileSystem.fileExists(target)
        guard exists else {
            _ = read()  // reports the missing journal as every reading command does
            throw .journalHasErrors
        }
        if dryRun { return try rewriteLocked(compose, lock: nil) }
        let lock: JournalAppend.Lock
        do throws(WriteError) {
            lock = try JournalAppend.lock(target)
        } catch {
            throw .write(error)
        }
        defer { lock.release() }
        // Removed since we looked: the lock made an empty file, which is not the journal.
        if lock.created { throw .journalHasErrors }
        return try rewriteLocked(compose, lock: lock)
    }

    /// As `rewrite(_:)`, `compose` giving the whole new file in one buffer.
    public func rewrite<Composed: Error>(
        _ compose: (Base) throws(Composed) -> [UInt8]?
    ) throws(JournalWriteFailure<Composed>) -> Outcome {
        try rewrite { (base: Base) throws(Composed) -> AtomicFile.Content? in
            try compose(base).map { AtomicFile.Content([.made($0)]) }
        }
    }

    private func rewriteLocked<Composed: Error>(
        _ compose: (Base) throws(Composed) -> AtomicFile.Content?, lock: JournalAppend.Lock?
    ) throws(JournalWriteFailure<Composed>) -> Outcome {
        guard var journal = read() else { throw .journalHasErrors }
        let original = journal.sources.files.first?.bytes ?? .empty
        var content: AtomicFile.Content
        do throws(Composed) {
            let composed = try compose(Base(journal: journal, original: original, isNew: false, target: target,
                                            reread: reread))
            guard let composed, !composed.isSame(as: original) else {
                var unchanged = Outcome(text: [], isNewFile: false, appendedTo: original)
                unchanged.journal = journal
                return unchanged
            }
            content = composed
        } catch {
            throw .compose(error)
        }
        let before = JournalFingerprint(journal, scope: .entries)
        // Let go: the journal read back takes its place, not its side.
        journal = Journal()
        let staged: AtomicFile.Staged?
        let file: SourceBytes
        do throws(WriteError) {
            if lock != nil {
                staged = try AtomicFile.stage(content, to: target)
                content = AtomicFile.Content([])
                file = try staged!.contents()
            } else {
                staged = nil
                file = SourceBytes(content.bytes)
                content = AtomicFile.Content([])
            }
        } catch {
            throw .write(error)
        }
        // A mapped file's pages read the same again: let them go while the new file is read.
        original.forget(original.indices)
        // Standard input (a dry run's) cannot be read again: its bytes are given under a name.
        let name = target == "-" ? "<standard input>" : target
        let after = reread.read([name], replacing: [name: file])
        if after.hasErrors {
            staged?.abandon()
            throw .wouldNotRead(after)
        }
        if JournalFingerprint(after.journal, scope: .entries) != before,
           let difference = JournalEquivalence.firstDifferenceInEntries(reread.read([target], standardInput: standardInput).journal,
                                                                        after.journal) {
            staged?.abandon()
            throw .wouldChangeMeaning(difference)
        }
        let rewritten = after.journal.sources.files.first?.bytes ?? file
        guard let staged else { return Outcome(rewrittenTo: rewritten, written: false, journal: after.journal) }
        let notices: [WriteNotice]
        do throws(WriteError) {
            notices = try staged.commit()
        } catch {
            throw .write(error)
        }
        lock?.keepFile()
        return Outcome(rewrittenTo: rewritten, written: true, journal: after.journal, notices: notices)
    }
}
