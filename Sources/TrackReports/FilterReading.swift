import TrackModel

/// Where a walk that asks a `PostingFilter` has got to, so that a filter
/// that reads the journal's text (descriptions, codes, tags) gives a mapped
/// journal's pages back behind the walk: `register coffee` on a million
/// transactions held the whole file so. A filter that reads no text reads
/// no page, and nothing is given back.
public struct FilterReading {
    private var window: ReadingWindow?

    /// A walk from the transaction whose text starts at `offset`.
    public init(_ filter: PostingFilter, in journal: Journal, from offset: UInt32 = 0) {
        window = filter.readsText ? ReadingWindow(journal.sources, from: offset) : nil
    }

    /// The walk is at the transaction whose text starts at `offset` (`source.start`).
    @inline(__always)
    public mutating func reached(_ offset: UInt32) {
        window?.reached(offset)
    }
}

extension PostingFilter {
    /// The transactions with a matching posting (`matches(_:)`), by index, in order.
    public func matchingTransactions() -> [Int] {
        var reading = FilterReading(self, in: journal)
        return journal.transactions.withUnsafeBufferPointer { transactions in
            transactions.indices.filter { t in
                reading.reached(transactions[t].source.start)
                return matches(transactions[t])
            }
        }
    }
}
