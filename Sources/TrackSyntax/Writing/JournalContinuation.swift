import TrackModel

/// A journal file read once, kept so that text appended to it can be read
/// in the state the file's end left (declared accounts and commodities,
/// amount styles, aliases, `apply account`, the year, the running sums)
/// without reading the file again: the check that `track add`, `track
/// import` and `track reconcile` make before writing then costs the new
/// text, not the journal.
///
/// `read(appending:)` gives what reading the whole file with the text
/// appended gives (`JournalReread`), diagnostics included, or nil when it
/// cannot be sure of that, and the caller reads the file again: the
/// journal has more than one file (an `include`), the file ends inside a
/// `comment` block, or the new text reaches back into the journal (a
/// balance assertion, a posting dated before one of the file's assertions,
/// a commodity's style or decimal mark that changes, a sum out of range;
/// see `JournalParser.finishAppended`).
///
/// ```swift
/// let (loaded, continuation) = reread.readResumable("household.journal")
/// let after = continuation?.read(appending: entries, as: "household.journal")
///     ?? reread.read(["household.journal"], replacing: ["household.journal": JournalAppend.appending(entries, to: original)])
/// ```
public struct JournalContinuation {
    /// The parser as the file's end left it, before `finish`, holding the
    /// finished journal without its transactions.
    private let parser: JournalParser
    /// The journal read, shared with the writer's `Base`; the reading with
    /// appended text takes its transactions over.
    let base: JournalBeforeAppend
    private let sums: AmountSums
    /// The latest date of a posting with a balance assertion (or assignment).
    private let latestAssertion: Day?

    /// Nil when text appended to the journal `read` cannot be read on its
    /// own; `sums` are its amounts' (`JournalFinalizer` gives them).
    init?(_ previous: JournalParser, read: LoadedJournal, sums: AmountSums) {
        guard !read.hasErrors, read.journal.sources.files.count == 1, let file = read.journal.sources.files.first else {
            return nil
        }
        // A `comment` block the file never ends would take in whatever is appended.
        if previous.unendedCommentEnd == file.base + UInt32(file.bytes.count) { return nil }
        var parser = previous
        parser.journal = read.journal
        parser.journal.transactions = []
        parser.transactionBase = read.journal.transactions.count
        self.parser = parser
        base = JournalBeforeAppend(read)
        self.sums = sums
        latestAssertion = Self.latestAssertion(in: read.journal)
    }

    /// The journal as it reads with `text` (ending with `\n`) appended to
    /// its file as `JournalAppend.appending` appends it, the file named
    /// `path` (as the read again would name it); nil when only reading the
    /// whole file again can tell.
    public func read(appending text: [UInt8], as path: String) -> LoadedJournal? {
        let original = parser.journal.sources.files[0].bytes
        var parser = self.parser
        guard parser.journal.sources.extendLastFile(appending: JournalAppend.addition(text, after: original), path: path) else {
            return nil
        }
        parser.parseFile(at: 0, range: original.count..<parser.journal.sources.files[0].bytes.count)
        return parser.finishAppended(after: self.parser, base: base, sums: sums, latestAssertion: latestAssertion,
                                     appendedFrom: original.count)
    }

    private static func latestAssertion(in journal: Journal) -> Day? {
        // Assertions live in the postings' details: none, no assertion.
        guard journal.postingDetails.count > 0 else { return nil }
        var latest: Day?
        // Read where they lie: a `for transaction in` loop would copy each one.
        journal.transactions.withUnsafeBufferPointer { transactions in
            for t in transactions.indices {
                for posting in transactions[t].postings where posting.hasAssertion {
                    let date = journal.date(of: posting, in: transactions[t])
                    if latest.map({ date > $0 }) ?? true { latest = date }
                }
            }
        }
        return latest
    }
}
