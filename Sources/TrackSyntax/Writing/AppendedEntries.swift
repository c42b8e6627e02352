import TrackModel

/// New entries as they will be appended to a journal file, in canonical
/// form, and the journal read with them: the compose step that `track add`,
/// `track import` and `track reconcile` share.
///
/// The draft (journal text ending with `\n`, as `JournalText` lays it out)
/// is read after the file's text (`JournalAppend`), so that the file's
/// `commodity` directives settle numbers such as `NT$1,000` as they will in
/// the file, and `check` holds what the journal would report with the
/// entries added. The canonical formatter (`JournalFormatter`) then writes
/// them, aligned in the file's amount column when the whole file formatted
/// ends with the same lines but for spacing. A draft that does not read
/// stays as it is (and `check` says why).
///
/// Entries with a posting wider than the file's amount column (within
/// `fmt`'s cap) move the column of the whole file. When the file was
/// canonical (`track fmt --check` passed), `realignedFile` is then the whole
/// file as `track fmt` writes it with the entries, so that it stays
/// canonical; the writer writes that instead of appending.
///
/// ```swift
/// let added = AppendedEntries(draft: Array(text.utf8), to: base)
/// guard !added.check.hasErrors else { … }   // nothing is written
/// return added.bytes
/// ```
public struct AppendedEntries {
    /// What is appended: the entries, ending with `\n`, after the directives
    /// that close what the file's end leaves open, when it does (`closing`).
    public var bytes: [UInt8]
    /// The journal as it would read with the entries appended.
    public var check: LoadedJournal
    /// Why the entries would not read back as composed, in words (the first
    /// difference); nil when they would. Nothing is to be written then.
    public var misreading: String?
    /// The whole file in canonical form with the entries, when they move a
    /// canonical file's amount column; nil otherwise (append `bytes`).
    public var realignedFile: [UInt8]?

    /// `formattedAlone`: the entries are put in canonical form read on their
    /// own, then aligned as the file aligns; false for entries that read
    /// right only after the file's (a balance assertion), which are aligned
    /// only.
    public init(draft: [UInt8], to base: JournalWriter.Base, formattedAlone: Bool = true) {
        // Standard input (a dry run's) cannot be read again: its bytes are given under a name.
        let target = base.target == "-" ? "<standard input>" : base.target
        // The entries as composed: read on their own, where nothing before them changes them.
        let alone = base.reread.read([target], replacing: [target: draft])
        let read = { (closing: [UInt8]) in base.read(appending: closing + draft) }
        let (closing, checked, misreading) = Self.closing(base, composed: alone, read: read)
        check = checked
        self.misreading = misreading
        let (entries, tail) = Self.formatted(draft, alone: formattedAlone ? alone : nil, in: checked, from: JournalAppend.offsetOfText(appendedTo: base.original))
        bytes = closing + entries
        if let tail, tail.column != tail.columnBefore, misreading == nil { realignedFile = Self.realigned(base, checked) }
    }

    /// The file with the entries as `track fmt` writes it, when the file
    /// without them was canonical; nil when it was not (then only the
    /// entries are laid out, and the rest stays as the user keeps it).
    static func realigned(_ base: JournalWriter.Base, _ check: LoadedJournal) -> [UInt8]? {
        guard !check.hasErrors, base.journal.sources.files.count > 0, !base.original.isEmpty,
              JournalFormatter(journal: base.journal).format(fileAt: 0).elementsEqual(base.original) else { return nil }
        return JournalFormatter(journal: check.journal).format(fileAt: 0)
    }

    /// The entries in canonical form (from `alone`, when given), aligned as
    /// `check`, the journal read with them, aligns them (the entries start at
    /// or after byte `offset` of its first file); the draft as it is when
    /// either read with errors.
    static func formatted(_ draft: [UInt8], alone: LoadedJournal?, in check: LoadedJournal,
                          from offset: Int) -> (entries: [UInt8], tail: JournalFormatter.Tail?) {
        guard !check.hasErrors else { return (draft, nil) }
        var entries = draft
        if let alone {
            guard !alone.hasErrors else { return (draft, nil) }
            entries = JournalFormatter(journal: alone.journal, options: FormatOptions(lineEnding: .lf)).format(fileAt: 0)
        }
        let formattedTail = JournalFormatter(journal: check.journal, options: FormatOptions(lineEnding: .lf))
            .tail(fileAt: 0, from: offset)
        let lines = entries.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        if let tail = lastLines(lines, of: formattedTail.text), sameBesidesSpacing(tail, entries) { entries = tail }
        return (entries, formattedTail)
    }

    /// The last `count` lines of `text` (which ends with `\n`).
    static func lastLines(_ count: Int, of text: [UInt8]) -> [UInt8]? {
        var seen = 0
        var i = text.count - 1
        while i >= 0 {
            if text[i] == UInt8(ascii: "\n") {
                if seen == count { return Array(text[(i + 1)...]) }
                seen += 1
            }
            i -= 1
        }
        return seen == count ? text : nil
    }

    /// Whether `a` and `b` differ only in how many spaces stand between words
    /// (the amount column): then `a` is `b` aligned as its file aligns amounts.
    static func sameBesidesSpacing(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        func collapsed(_ bytes: [UInt8]) -> [UInt8] {
            var result: [UInt8] = []
            for byte in bytes where !(byte == UInt8(ascii: " ") && result.last == UInt8(ascii: " ")) { result.append(byte) }
            return result
        }
        return collapsed(a) == collapsed(b)
    }
}
