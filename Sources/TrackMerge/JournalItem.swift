/// One top-level piece of a journal file, as a merge sees it: a
/// transaction with its postings, a directive with its indented lines, a
/// block of comment lines, or the blank lines at the very start of a file.
///
/// ```
/// 2026-11-02 Corner Market      ← content: the entry's lines
///     Expenses:Food   12 USD
///     Assets:Cash
///                               ← trailing: the blank lines after it
/// ```
///
/// Ranges are byte offsets into the file's bytes; the items of a file,
/// content then trailing each, cover it exactly once in order, so joining
/// them gives the file back byte for byte.
public struct JournalItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A dated entry (`2026-11-02 …`).
        case transaction
        /// Any other top-level line with what is indented under it
        /// (`account`, `P`, `~`, `=`, `include`, …).
        case directive
        /// Comment lines (`;`, `#`, `*`, `%`) or a `comment … end comment` block.
        case comment
        /// Blank lines with nothing before them (the start of a file).
        case blank
        /// One line, for the line merge that stands in when a base does not read.
        case line
    }

    public var kind: Kind
    /// The item's own lines.
    public var content: Range<Int>
    /// The blank lines after it, up to the next item.
    public var trailing: Range<Int>
    /// A transaction's date as `year * 10_000 + month * 100 + day`, to put
    /// added entries in date order; nil when it has none written in full.
    public var date: Int?
    /// A hash of the content's key (`ItemKey`): whitespace runs count as one space.
    public var hash: UInt64

    public var bytes: Range<Int> { content.lowerBound..<trailing.upperBound }
}
