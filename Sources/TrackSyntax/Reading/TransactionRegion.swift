import TrackModel

/// A stretch of uninitialised memory in the journal's transaction array that
/// one thread fills while a large file is read in parallel.
///
/// Every thread writes its chunk's transactions straight to where they end
/// up, so merging chunks moves nothing and no chunk needs its own array
/// (which would be a second copy of half the journal). The region holds at
/// most `capacity` transactions, a bound counted beforehand; what does not
/// fit (only after an `include`) goes to `overflow`, in order after it.
struct TransactionRegion {
    /// The first slot's address (an integer, so that it may cross threads).
    let address: UInt
    let capacity: Int
    private(set) var count = 0
    private(set) var overflow: [Transaction] = []

    init(address: UInt, capacity: Int) {
        self.address = address
        self.capacity = capacity
    }

    /// The transactions written, region and overflow.
    var total: Int { count + overflow.count }

    private var base: UnsafeMutablePointer<Transaction>? {
        UnsafeMutablePointer<Transaction>(bitPattern: address)
    }

    mutating func append(_ transaction: Transaction) {
        if count < capacity, overflow.isEmpty, let base {
            (base + count).initialize(to: transaction)
            count += 1
        } else {
            overflow.append(transaction)
        }
    }

    /// The written part of the region.
    var written: UnsafeMutableBufferPointer<Transaction> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }
}
