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
    /// The memory is the region's own (`allocate`), freed when it is moved
    /// out or discarded; else it is part of an array or an arena another owns.
    private let owned: Bool

    init(address: UInt, capacity: Int) {
        self.init(address: address, capacity: capacity, owned: false)
    }

    private init(address: UInt, capacity: Int, owned: Bool) {
        self.address = address
        self.capacity = capacity
        self.owned = owned
    }

    /// The transactions written, region and overflow.
    var total: Int { count + overflow.count }

    private var base: UnsafeMutablePointer<Transaction>? {
        UnsafeMutablePointer<Transaction>(bitPattern: address)
    }

    mutating func append(_ transaction: consuming Transaction) {
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

    /// A region in memory of its own, for a file read ahead of its turn;
    /// `append(to:)` or `discard()` frees it.
    static func allocate(capacity: Int) -> TransactionRegion {
        let memory = UnsafeMutablePointer<Transaction>.allocate(capacity: max(1, capacity))
        return TransactionRegion(address: UInt(bitPattern: memory), capacity: capacity, owned: true)
    }

    /// Moves the transactions written (overflow after) to the end of
    /// `transactions`, and frees the memory of an `allocate`d region.
    func append(to transactions: inout [Transaction]) {
        if let base {
            transactions.append(contentsOf: MovedTransactions(current: base, end: base + count))
            if owned { base.deallocate() }
        }
        transactions.append(contentsOf: overflow)
    }

    /// The same transactions, all in the region (none in `overflow`): a
    /// region of its own, made anew when some overflowed.
    consuming func gathered() -> TransactionRegion {
        overflow.isEmpty ? self : movedOut()
    }

    /// Frees the memory of an `allocate`d region whose transactions were
    /// moved out (`written` read by `moveInitialize`); nothing else.
    func release() {
        if owned { base?.deallocate() }
    }

    /// The same transactions in memory of their own, out of the array or
    /// arena they were written in (which another is about to fill).
    consuming func movedOut() -> TransactionRegion {
        guard let base else { return self }
        var own = TransactionRegion.allocate(capacity: total)
        for k in 0..<count { own.append((base + k).move()) }
        for transaction in overflow { own.append(transaction) }
        if owned { base.deallocate() }
        return own
    }

    /// Drops what was written and frees the memory of an `allocate`d region.
    func discard() {
        written.deinitialize()
        if owned { base?.deallocate() }
    }
}

/// Transactions moved out of memory one by one as they are iterated, so
/// that appending them to an array copies no reference (and counts none).
private struct MovedTransactions: Sequence, IteratorProtocol {
    var current: UnsafeMutablePointer<Transaction>
    let end: UnsafeMutablePointer<Transaction>

    var underestimatedCount: Int { current.distance(to: end) }

    mutating func next() -> Transaction? {
        guard current < end else { return nil }
        defer { current += 1 }
        return current.move()
    }
}
