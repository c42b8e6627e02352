import TrackModel

extension AppendedEntries {
    /// What may close the state a file's end leaves open, in the order they
    /// are tried: a `comment` block that runs to the end of the file (it
    /// would swallow the entries), each `apply account` (it would prefix
    /// their accounts), the aliases (they would rename accounts the entries
    /// already name as the journal shows them).
    static let closers: [String] = ["end comment"] + Array(repeating: "end apply account", count: 8) + ["end aliases"]

    /// The directives to write before the entries so that they read back as
    /// `composed` (the entries read on their own), the journal read with
    /// them, and the first difference that remains (nil when none does).
    ///
    /// A closer is kept only when it reads without a new error (`end
    /// comment` outside a block does not) and changes how the entries read,
    /// so a file that leaves nothing open gets nothing.
    static func closing(_ base: JournalWriter.Base, composed: LoadedJournal,
                        read: ([UInt8]) -> LoadedJournal) -> (closing: [UInt8], check: LoadedJournal, misreading: String?) {
        var closing: [UInt8] = []
        var check = read(closing)
        var difference = misreading(check, after: base.transactionCount, composed: composed.journal)
        for closer in closers where difference != nil {
            let candidate = closing + Array((closer + "\n").utf8)
            let trial = read(candidate)
            guard !trial.diagnostics.contains(where: { $0.id == .journal(.unknownEnd) || $0.id == .journal(.unmatchedEnd) }) else {
                continue
            }
            let trialDifference = misreading(trial, after: base.transactionCount, composed: composed.journal)
            guard trialDifference != difference else { continue }
            closing = candidate
            check = trial
            difference = trialDifference
        }
        // A blank line between the closers and the entries, as between entries.
        if !closing.isEmpty { closing.append(UInt8(ascii: "\n")) }
        return (closing, check, difference)
    }

    /// How the transactions after the first `before` in `appended` differ
    /// from `composed`'s: their number, dates, status, descriptions and
    /// each posting's account; nil when they read alike.
    static func misreading(_ appended: LoadedJournal, after before: Int, composed: Journal) -> String? {
        let expected = composed.transactions
        let read = appended.journal.transactions.dropFirst(before)
        guard read.count == expected.count else {
            let n = expected.count
            return "\(read.count) of the \(n) new \(n == 1 ? "transaction" : "transactions") would be read "
                + "(the end of the file swallows what is appended)"
        }
        let journal = appended.journal
        for (new, wanted) in zip(read, expected) {
            let description = composed.string(wanted.description)
            guard new.date == wanted.date, new.status == wanted.status,
                  journal.string(new.description) == description, new.postings.count == wanted.postings.count else {
                return "the transaction '\(description)' would read with another date, status, description or postings"
            }
            for (posting, written) in zip(new.postings, wanted.postings) {
                let name = journal.accounts.name(posting.account), writtenName = composed.accounts.name(written.account)
                guard name == writtenName, posting.kind == written.kind else {
                    return "the posting to \(writtenName) would read as a posting to \(name)"
                }
            }
        }
        return nil
    }
}
