import TrackModel

extension TransactionPrinter {
    /// `print`'s text of the transactions at `indices`, one blank line
    /// between them, handed to `sink` in order: the entries are written in
    /// parts on every core (each depends on its transaction alone), and a
    /// million transactions are never one buffer.
    public func write(_ indices: [Int], to sink: some ByteSink) {
        let transactions = journal.transactions
        var window = ReadingWindow(journal.sources, from: 0)
        ByteParts.write(count: indices.count, to: sink, passed: { n in
            window.reached(transactions[indices[n - 1]].source.start)
        }) { range, block in
            var scratch = Scratch()
            defer { scratch.release() }
            for n in range {
                if n > 0 { block.append(UInt8(ascii: "\n")) }
                write(journal.transactions[indices[n]], to: &block, scratch: &scratch)
            }
        }
    }
}
