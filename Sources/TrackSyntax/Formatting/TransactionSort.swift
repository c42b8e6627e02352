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
    /// The file's items (read from `bytes` and its `entries`) in their new
    /// order; `date` gives a transaction's date by its index. A run is read
    /// once to find its places, each 16 bytes of offsets, not the items
    /// themselves; then, a window of places at a time, the transactions the
    /// window writes are read in file order and formatted ahead into a block,
    /// and the window is written in date order from it. So the file is read
    /// front to back whatever the order, and the pages of a mapped file are
    /// given back (`forget`) behind each reading: a million transactions out
    /// of order neither hold the whole file nor fault each page in again for each.
    ///
    /// `write` formats an item in its turn; `format` formats one's text ahead
    /// of its turn into a block, which `place` then writes in its turn (with
    /// the blank lines before it).
    static func forEachSorted(_ bytes: UnsafeBufferPointer<UInt8>, entries: JournalLayout.Entries, window: Int,
                              date: (Int) -> Day, forget: (Range<Int>) -> Void,
                              write: (JournalLayout.Item) -> Void,
                              format: (JournalLayout.Item, inout ByteBlock) -> Void,
                              place: (JournalLayout.Item, UnsafeBufferPointer<UInt8>) -> Void) {
        var scanner = JournalLayout.Scanner(bytes: bytes, entries: entries)
        var run: [Slot] = []
        run.reserveCapacity(entries.transactions.count)
        // The comments and blank lines since the last entry start at
        // `pendingStart`; those after the last blank line, at `moving`.
        var pendingStart = scanner.position
        var moving = pendingStart
        var behind = ReadBehind(from: pendingStart)
        var sorted = SortedRun(bytes: bytes, entries: entries, window: max(1, window))
        defer { sorted.release() }
        while let item = scanner.next() {
            if let done = behind.passing(scanner.position) { forget(done) }
            switch item.kind {
            case .transaction(let index):
                run.append(Slot(date: date(index), fixed: UInt32(pendingStart), moving: UInt32(moving),
                                entry: Int32(scanner.transactionsPassed - 1)))
                pendingStart = scanner.position
                moving = pendingStart
            case .blank:
                moving = scanner.position
            case .comment, .blockComment:
                continue
            case .directive, .periodic, .autoRule, .unread:
                sorted.write(run, then: pendingStart..<item.start, forget: forget, write: write, format: format, place: place)
                run.removeAll(keepingCapacity: true)
                write(item)
                pendingStart = scanner.position
                moving = pendingStart
            }
        }
        forget(behind.finishing(at: bytes.count))
        sorted.write(run, then: pendingStart..<bytes.count, forget: forget, write: write, format: format, place: place)
    }

    /// A place in a run: what stays there (comments and blank lines set
    /// apart, from `fixed` to `moving`), and the transaction there with the
    /// comments right above it (from `moving` to the end of the file's
    /// transaction `entry`).
    struct Slot {
        var date: Day
        var fixed: UInt32
        var moving: UInt32
        var entry: Int32
    }

    /// Writes a run in date order from its places, a window at a time.
    struct SortedRun {
        let bytes: UnsafeBufferPointer<UInt8>
        let entries: JournalLayout.Entries
        /// How many places a window holds: a few megabytes formatted ahead.
        let window: Int
        /// The moving parts of a window, formatted ahead, and each one's items
        /// (with where its text lies in `formatted`), by place in the window.
        private var formatted = ByteBlock(capacity: 1 << 20)
        private var items: [(item: JournalLayout.Item, text: Range<Int>)] = []
        private var placed: [Range<Int>] = []

        init(bytes: UnsafeBufferPointer<UInt8>, entries: JournalLayout.Entries, window: Int) {
            self.bytes = bytes
            self.entries = entries
            self.window = window
        }

        mutating func release() { formatted.release() }

        /// `run` in date order (stable), then the lines of `trailing`.
        mutating func write(_ run: [Slot], then trailing: Range<Int>, forget: (Range<Int>) -> Void,
                            write: (JournalLayout.Item) -> Void, format: (JournalLayout.Item, inout ByteBlock) -> Void,
                            place: (JournalLayout.Item, UnsafeBufferPointer<UInt8>) -> Void) {
            var order = [Int32](unsafeUninitializedCapacity: run.count) { buffer, count in
                for k in 0..<run.count { buffer[k] = Int32(k) }
                count = run.count
            }
            order.sort { (run[Int($0)].date, $0) < (run[Int($1)].date, $1) }
            var first = 0
            while first < run.count {
                let places = first..<min(first + window, run.count)
                formatAhead(places, of: order, in: run, forget: forget, format: format)
                // The fixed parts are read in file order, as the places are.
                var behind = ReadBehind(from: Int(run[places.lowerBound].fixed))
                for position in places {
                    let here = run[position], u = Int(order[position]), slot = run[u]
                    lines(Int(here.fixed)..<Int(here.moving), next: Int(here.entry), write)
                    if let done = behind.passing(Int(here.moving)) { forget(done) }
                    // A transaction's comment that lands after other text starts
                    // with a blank line, so that it does not join what is above it.
                    if u != position, slot.moving != entries.transactions[Int(slot.entry)].start {
                        write(JournalLayout.Item(kind: .blank, start: Int(slot.moving), end: Int(slot.moving)))
                    }
                    for (item, text) in items[placed[position - places.lowerBound]] {
                        place(item, formatted.bytes(in: text))
                    }
                }
                forget(behind.finishing(at: Int(run[places.upperBound - 1].moving)))
                first = places.upperBound
            }
            lines(trailing, next: run.last.map { Int($0.entry) + 1 } ?? 0, write)
        }

        /// Formats the moving parts that the places of `places` write (the
        /// transactions `order` puts there), read in file order.
        private mutating func formatAhead(_ places: Range<Int>, of order: [Int32], in run: [Slot],
                                          forget: (Range<Int>) -> Void, format: (JournalLayout.Item, inout ByteBlock) -> Void) {
            formatted.removeAll()
            items.removeAll(keepingCapacity: true)
            placed = Array(repeating: 0..<0, count: places.count)
            let wanted = places.sorted { order[$0] < order[$1] }
            guard let firstWanted = wanted.first else { return }
            var behind = ReadBehind(from: Int(run[Int(order[firstWanted])].moving))
            for position in wanted {
                let slot = run[Int(order[position])]
                let start = items.count
                var scanner = JournalLayout.Scanner(bytes: bytes, entries: entries, from: Int(slot.moving),
                                                    to: bytes.count, nextTransaction: Int(slot.entry))
                while let item = scanner.next() {
                    let textStart = formatted.count
                    format(item, &formatted)
                    items.append((item, textStart..<formatted.count))
                    if case .transaction = item.kind { break }
                }
                placed[position - places.lowerBound] = start..<items.count
                if let done = behind.passing(scanner.position) { forget(done) }
            }
            forget(behind.finishing(at: Int(run[Int(order[wanted[wanted.count - 1]])].moving)))
        }

        /// The items of `range` (comments and blank lines), the file's next transaction being the `next`-th.
        private func lines(_ range: Range<Int>, next: Int, _ write: (JournalLayout.Item) -> Void) {
            guard !range.isEmpty else { return }
            var scanner = JournalLayout.Scanner(bytes: bytes, entries: entries, from: range.lowerBound,
                                                to: range.upperBound, nextTransaction: next)
            while let item = scanner.next() { write(item) }
        }
    }
}
