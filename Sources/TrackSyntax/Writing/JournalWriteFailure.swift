/// Why the append pipeline (`JournalWriter`) wrote nothing, as a value: the
/// command line words each case, so the pipeline holds no user-facing text
/// beyond `WriteError`'s.
///
/// `Composed` is what the caller's compose step throws.
public enum JournalWriteFailure<Composed: Error>: Error {
    /// The journal read with errors (or is missing); its diagnostics went
    /// to the pipeline's `report` as it was read.
    case journalHasErrors
    /// The file could not be locked, created or written.
    case write(WriteError)
    /// The compose step refused.
    case compose(Composed)
    /// The journal would not read without errors with the file rewritten
    /// (`JournalWriter.rewrite`); nothing was written. Its diagnostics are in
    /// the journal as it would read.
    case wouldNotRead(LoadedJournal)
    /// Read back, the rewritten journal would not say what the journal says
    /// (the first difference, in words); nothing was written.
    case wouldChangeMeaning(String)
}
