/// A transaction's postings: an array that keeps up to two postings inline.
///
/// Most transactions have two postings; storing them inside the transaction
/// saves a heap allocation per transaction, which on a million-transaction
/// journal is a third of the memory and time spent reading it. Three or more
/// postings live in an ordinary array. It behaves as an `Array<Posting>`.
public struct PostingList: Sendable {
    // Invariant: when `spill` is non-empty it holds every posting and the
    // inline slots are nil; otherwise the postings are `first`, then `second`.
    @usableFromInline var first: Posting?
    @usableFromInline var second: Posting?
    @usableFromInline var spill: [Posting]

    @inlinable
    public init() {
        spill = []
    }

    /// From an array, without walking an iterator (the parser's path),
    /// borrowed: the parser's buffer is not retained and released each time.
    @inlinable
    public init(_ postings: borrowing [Posting]) {
        switch postings.count {
        case 0: spill = []
        case 1: spill = []; first = postings[0]
        case 2: spill = []; first = postings[0]; second = postings[1]
        default: spill = copy postings
        }
    }

    @inlinable
    public init<S: Sequence>(_ postings: S) where S.Element == Posting {
        spill = []
        var iterator = postings.makeIterator()
        guard let a = iterator.next() else { return }
        guard let b = iterator.next() else {
            first = a
            return
        }
        guard let c = iterator.next() else {
            first = a
            second = b
            return
        }
        spill = [a, b, c]
        while let next = iterator.next() { spill.append(next) }
    }
}

extension PostingList: RandomAccessCollection, MutableCollection {
    @inlinable
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int {
        if !spill.isEmpty { return spill.count }
        return first == nil ? 0 : (second == nil ? 1 : 2)
    }

    // Said outright: the default `count` measures the distance between the
    // indices through a generic call, on every loop over a transaction's postings.
    @inlinable
    public var count: Int { endIndex }

    @inlinable
    public var isEmpty: Bool { spill.isEmpty && first == nil }

    @inlinable
    public subscript(position: Int) -> Posting {
        get {
            if !spill.isEmpty { return spill[position] }
            precondition(position >= 0 && position < endIndex, "posting index out of range")
            return position == 0 ? first! : second!
        }
        set {
            if !spill.isEmpty {
                spill[position] = newValue
                return
            }
            precondition(position >= 0 && position < endIndex, "posting index out of range")
            if position == 0 { first = newValue } else { second = newValue }
        }
    }
}

extension PostingList: RangeReplaceableCollection {
    @inlinable
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Posting {
        var all = Array(self)
        all.replaceSubrange(subrange, with: newElements)
        self = PostingList(all)
    }

    @inlinable
    public mutating func append(_ posting: Posting) {
        if !spill.isEmpty {
            spill.append(posting)
        } else if first == nil {
            first = posting
        } else if second == nil {
            second = posting
        } else {
            spill = [first!, second!, posting]
            first = nil
            second = nil
        }
    }

    /// Calls `body` with each posting, in order: cheaper than reading
    /// through the subscript, which checks its index each time.
    @inlinable
    public func forEachPosting(_ body: (Posting) -> Void) {
        if !spill.isEmpty {
            for posting in spill { body(posting) }
            return
        }
        if let first { body(first) }
        if let second { body(second) }
    }

    /// Changes every posting in place, in order: cheaper than assigning
    /// through the subscript, which checks its index each time.
    @inlinable
    public mutating func updateEach(_ body: (inout Posting) -> Void) {
        if !spill.isEmpty {
            for i in spill.indices { body(&spill[i]) }
            return
        }
        if first != nil { body(&first!) }
        if second != nil { body(&second!) }
    }
}

extension PostingList: ExpressibleByArrayLiteral {
    @inlinable
    public init(arrayLiteral postings: Posting...) {
        self.init(postings)
    }
}
