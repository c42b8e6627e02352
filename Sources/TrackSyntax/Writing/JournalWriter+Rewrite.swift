import TrackModel

extension JournalWriter {
    /// Replaces the journal file's bytes with what `compose` makes of them
    /// (an edit of one `account` directive, say: `AccountDirectiveEdit`),
    /// under the same lock and checks as `append`:
    ///
    /// 1. the journal file must exist and read without errors;
    /// 2. `compose` returns the whole new file, or nil for no change;
    /// 3. read with the new bytes, the journal must read without errors
    ///    (`wouldNotRead`) and hold the same transactions and amounts
    ///    (`JournalEquivalence.firstDifferenceInEntries`, `wouldChangeMeaning`), else nothing is written;
    /// 4. the file is replaced atomically, keeping its mode.
    ///
    /// The outcome's `bytes` are the whole new file, and its `journal` the
    /// journal read with them. A dry run takes no lock and writes nothing.
    public func rewrite<Composed: Error>(
        _ compose: (Base) throws(Composed) -> [UInt8]?
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

    private func rewriteLocked<Composed: Error>(
        _ compose: (Base) throws(Composed) -> [UInt8]?, lock: JournalAppend.Lock?
    ) throws(JournalWriteFailure<Composed>) -> Outcome {
        guard let journal = read() else { throw .journalHasErrors }
        let original = journal.sources.files.first?.bytes ?? .empty
        let base = Base(journal: journal, original: original, isNew: false, target: target, reread: reread)
        let file: SourceBytes
        do throws(Composed) {
            // The composed array is copied once into the buffer the journal is
            // read back from, and goes: a large file is not held twice.
            guard let bytes = try compose(base), !bytes.elementsEqual(original) else {
                var unchanged = Outcome(text: [], isNewFile: false, appendedTo: original)
                unchanged.journal = journal
                return unchanged
            }
            file = SourceBytes(bytes)
            // A mapped file's pages read the same again: let them go while the new file is read.
            original.forget(original.indices)
        } catch {
            throw .compose(error)
        }
        // Standard input (a dry run's) cannot be read again: its bytes are given under a name.
        let name = target == "-" ? "<standard input>" : target
        let after = reread.read([name], replacing: [name: file])
        if after.hasErrors { throw .wouldNotRead(after) }
        if let difference = JournalEquivalence.firstDifferenceInEntries(journal, after.journal) {
            throw .wouldChangeMeaning(difference)
        }
        guard let lock else { return Outcome(rewrittenTo: file, written: false, journal: after.journal) }
        let notices: [WriteNotice]
        do throws(WriteError) {
            notices = try AtomicFile.write(AtomicFile.Content(kept: file, added: []), to: target)
        } catch {
            throw .write(error)
        }
        lock.keepFile()
        return Outcome(rewrittenTo: file, written: true, journal: after.journal, notices: notices)
    }
}
