import TrackModel

/// The journal a write read before appending to it, held once for the
/// writer's `JournalWriter.Base` and its `JournalContinuation`.
///
/// The journal read with the appended text (`JournalContinuation.read`)
/// takes these transactions over and appends its own to them, in place
/// when nothing else holds them (the parser leaves room after them): a
/// million transactions are not copied, nor held twice. A later reading
/// with other text takes them back, in place again once the earlier
/// reading is gone. Once lent, asking for the journal before the append
/// gives a copy of them, a cost only the rare reader pays (a file
/// realigned whole).
final class JournalBeforeAppend {
    /// The journal as read; its transactions moved out once lent.
    private var loaded: LoadedJournal
    /// The journal's transactions followed by the first appended reading's, once lent.
    private var lent: [Transaction]?
    /// How many transactions the journal holds.
    let transactionCount: Int

    init(_ loaded: LoadedJournal) {
        self.loaded = loaded
        transactionCount = loaded.journal.transactions.count
    }

    /// The journal as it was read (its transactions a copy once lent).
    var journal: Journal {
        guard let lent else { return loaded.journal }
        var journal = loaded.journal
        journal.transactions = Array(lent[..<transactionCount])
        return journal
    }

    var diagnostics: [Diagnostic] { loaded.diagnostics }

    /// The journal's commodities, which appended text reads on from (no transactions involved).
    var commodities: CommodityTable { loaded.journal.commodities }

    /// The journal's transactions followed by `more`: the first time, the
    /// journal's own array, appended to in place when nothing else holds it.
    func transactions(followedBy more: [Transaction]) -> [Transaction] {
        var all: [Transaction]
        if lent != nil {
            // Moved out (no other binding left): held by this alone once the
            // earlier reading is gone, it is cut back in place.
            all = lent!
            lent = nil
            all.removeLast(all.count - transactionCount)
        } else {
            all = loaded.journal.transactions
            loaded.journal.transactions = []
        }
        all.append(contentsOf: more)
        lent = all
        return all
    }
}
