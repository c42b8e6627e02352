import TrackSyntax

/// What a three-way merge of one journal file produced.
public struct MergeOutcome: Sendable {
    /// The merged file; conflicts are between git's markers.
    public var bytes: [UInt8]
    /// How many regions are marked as conflicts.
    public var conflicts: Int
    /// How the file was merged.
    public var method: Method
    /// The merged journal when it does not read or balance though both sides
    /// did (its diagnostics say why): the merge then counts as a conflict.
    public var failedCheck: LoadedJournal?

    public enum Method: Sendable, Equatable {
        /// Item by item (`JournalItem`).
        case items
        /// Line by line, as git would: the base does not read as a journal.
        case lines
    }

    /// Whether the result is clean: no markers, and it reads and balances.
    public var isClean: Bool { conflicts == 0 && failedCheck == nil }
}
