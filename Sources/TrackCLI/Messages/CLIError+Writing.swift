import TrackSyntax

extension CLIError {
    /// A file that could not be written, in the words `WriteError` has for it.
    init(_ error: WriteError) {
        self = .message(CLIMessage(error))
    }

    /// A failure of the append pipeline: the journal's errors are printed
    /// already; a compose step's error is the command's own.
    init(_ failure: JournalWriteFailure<CLIError>) {
        switch failure {
        case .journalHasErrors: self = .reported
        case .write(let error): self.init(error)
        case .compose(let error): self = error
        case .wouldNotRead: self = .message(.rewriteWouldChangeMeaning("it would not read without errors"))
        case .wouldChangeMeaning(let difference): self = .message(.rewriteWouldChangeMeaning(difference))
        }
    }
}
