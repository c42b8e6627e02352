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
    /// The items reordered, each handed to `emit` in its new order (not
    /// gathered: a copy of every item); `date` gives a transaction's date by
    /// its index. Each place in a run is two ranges of `items`, not arrays
    /// of its own: a million transactions made two million small arrays.
    static func forEachSorted(_ items: [JournalLayout.Item], date: (Int) -> Day,
                              _ emit: (JournalLayout.Item) -> Void) {
        var run: [Slot] = []
        // The comments and blank lines since the last entry: `items[pendingStart..<i]`.
        var pendingStart = 0
        func flushRun(upTo end: Int) {
            let order = run.indices.sorted { (run[$0].date, $0) < (run[$1].date, $1) }
            for (position, u) in order.enumerated() {
                items[run[position].fixed].forEach(emit)
                let moving = run[u].moving
                // A transaction's comment that lands after other text starts
                // with a blank line, so that it does not join what is above it.
                let first = items[moving.lowerBound]
                if u != position, !first.kind.isEntry {
                    emit(JournalLayout.Item(kind: .blank, start: first.start, end: first.start))
                }
                items[moving].forEach(emit)
            }
            run.removeAll(keepingCapacity: true)
            items[pendingStart..<end].forEach(emit)
        }
        for (i, item) in items.enumerated() {
            switch item.kind {
            case .transaction(let index):
                // The comments after the last blank line travel with the transaction.
                let pending = pendingStart..<i
                let split = (items[pending].lastIndex { $0.kind == .blank }).map { $0 + 1 } ?? pending.lowerBound
                run.append(Slot(date: date(index), fixed: pending.lowerBound..<split, moving: split..<(i + 1)))
                pendingStart = i + 1
            case .comment, .blockComment, .blank:
                continue
            case .directive, .periodic, .autoRule, .unread:
                flushRun(upTo: i)
                emit(item)
                pendingStart = i + 1
            }
        }
        flushRun(upTo: items.count)
    }

    /// A place in a run: what stays there (comments and blank lines set
    /// apart), and the transaction there with the comments right above it,
    /// as ranges of the items.
    private struct Slot {
        var date: Day
        var fixed: Range<Int>
        var moving: Range<Int>
    }
}
