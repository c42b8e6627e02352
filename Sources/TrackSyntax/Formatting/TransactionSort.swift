import TrackModel

/// `track fmt --sort`: a file's transactions in date order, stably (the same
/// date keeps file order, so balance assertions see what they saw).
///
/// The comment lines right above a transaction, with no blank line between,
/// move with it; comments set apart by a blank line (a section heading, a
/// file's header) stay where they are. Transactions never move across a
/// directive, a periodic transaction or an auto posting rule: `alias`,
/// `apply account`, `Y`, `commodity`, `decimal-mark` and `include` change how
/// the lines after them read, so the file is sorted in runs between them.
enum TransactionSort {
    /// The items reordered; `date` gives a transaction's date by its index.
    static func sorted(_ items: [JournalLayout.Item], date: (Int) -> Day) -> [JournalLayout.Item] {
        var result: [JournalLayout.Item] = []
        result.reserveCapacity(items.count)
        var run: [Slot] = []
        var pending: [JournalLayout.Item] = []
        func flushRun() {
            let order = run.indices.sorted { (run[$0].date, $0) < (run[$1].date, $1) }
            for (position, u) in order.enumerated() {
                result.append(contentsOf: run[position].fixed)
                var moving = run[u].moving
                // A transaction's comment that lands after other text starts
                // with a blank line, so that it does not join what is above it.
                if u != position, let first = moving.first, !first.kind.isEntry {
                    moving.insert(JournalLayout.Item(kind: .blank, start: first.start, end: first.start), at: 0)
                }
                result.append(contentsOf: moving)
            }
            run.removeAll()
            result.append(contentsOf: pending)
            pending.removeAll()
        }
        for item in items {
            switch item.kind {
            case .transaction(let index):
                // The comments after the last blank line travel with the transaction.
                let split = (pending.lastIndex { $0.kind == .blank }).map { $0 + 1 } ?? 0
                run.append(Slot(date: date(index), fixed: Array(pending[..<split]), moving: pending[split...] + [item]))
                pending.removeAll()
            case .comment, .blockComment, .blank:
                pending.append(item)
            case .directive, .periodic, .autoRule, .unread:
                flushRun()
                result.append(item)
            }
        }
        flushRun()
        return result
    }

    /// A place in a run: what stays there (comments and blank lines set
    /// apart), and the transaction there with the comments right above it.
    private struct Slot {
        var date: Day
        var fixed: [JournalLayout.Item]
        var moving: [JournalLayout.Item]
    }
}
