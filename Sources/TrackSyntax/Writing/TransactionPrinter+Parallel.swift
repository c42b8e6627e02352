import Dispatch
import TrackModel

extension TransactionPrinter {
    /// How many transactions one thread spells out at a time.
    static let partSize = 2048

    /// `print`'s text of the transactions at `indices`, one blank line
    /// between them, given to `write` in order a part at a time: the parts
    /// are spelled out on every core (each transaction's text depends on it
    /// alone), and a million transactions are never one string.
    public func write(_ indices: [Int], _ write: (String) -> Void) {
        let workers = max(1, min(JournalParser.processorCount, 8))
        var start = 0
        while start < indices.count {
            let first = start
            let count = min(workers * 2, (indices.count - first + Self.partSize - 1) / Self.partSize)
            let results = PieceResults<String>(count: count)
            DispatchQueue.concurrentPerform(iterations: count) { k in
                let range = (first + k * Self.partSize)..<min(first + (k + 1) * Self.partSize, indices.count)
                var text = ""
                for n in range {
                    if n > 0 { text += "\n" }
                    text += self.text(journal.transactions[indices[n]])
                }
                results.store(text, at: k)
            }
            for k in 0..<count { write(results.take(k)) }
            start += count * Self.partSize
        }
    }
}
