/// The sum of a journal's positive amounts and the sum of its negative
/// ones, by commodity, in file order: what `SumRangeCheck` proves fit.
///
/// Kept apart so that a journal read once can be checked again with
/// transactions appended, adding only theirs (`track add` checks what it
/// writes without reading the journal twice):
///
/// ```swift
/// var sums = AmountSums()
/// sums.add(journal.transactions)
/// sums.add(appended)
/// guard sums.fits else { … }   // some report could overflow
/// ```
public struct AmountSums: Sendable, Equatable {
    private var scales: [UInt8] = []
    private var positive: [Quantity] = []
    private var negative: [Quantity] = []
    /// Every sum so far fits in a `Quantity`.
    public private(set) var fits = true

    public init() {}

    /// Adds the amounts of `transactions`, reading them where they lie (a
    /// `for transaction in` loop would copy each one).
    public mutating func add(_ transactions: [Transaction]) {
        transactions.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in 0..<buffer.count { add(postingsOf: base + i) }
        }
    }

    /// Adds the amounts of one transaction, read where it lies.
    @inline(__always)
    mutating func add(postingsOf transaction: UnsafePointer<Transaction>) {
        transaction.pointee.postings.forEachPosting { posting in
            if posting.hasAmount { add(posting.amount) }
        }
    }

    /// Adds sums made apart (another part of the journal). Each sum holds
    /// amounts of one sign, so it only grows in size: the whole fits exactly
    /// when the parts and their total do, whatever order they were added in.
    mutating func add(_ other: AmountSums) {
        fits = fits && other.fits
        for c in other.scales.indices {
            if c >= scales.count {
                scales.append(other.scales[c])
                positive.append(other.positive[c])
                negative.append(other.negative[c])
                continue
            }
            scales[c] = max(scales[c], other.scales[c])
            if let sum = positive[c].adding(other.positive[c]) { positive[c] = sum } else { fits = false }
            if let sum = negative[c].adding(other.negative[c]) { negative[c] = sum } else { fits = false }
        }
    }

    @inline(__always)
    private mutating func add(_ amount: Amount) {
        let quantity = amount.quantity
        let c = Int(amount.commodity.rawValue)
        if c >= scales.count {
            let missing = c + 1 - scales.count
            scales += repeatElement(0, count: missing)
            positive += repeatElement(.zero, count: missing)
            negative += repeatElement(.zero, count: missing)
        }
        if quantity.scale > scales[c] { scales[c] = quantity.scale }
        // `adding` works at the larger scale of the two, so each sum ends at its commodity's finest.
        if quantity.isNegative {
            if let sum = negative[c].adding(quantity) { negative[c] = sum } else { fits = false }
        } else {
            if let sum = positive[c].adding(quantity) { positive[c] = sum } else { fits = false }
        }
    }

    /// Each commodity's finest scale among the amounts added, for `count` commodities.
    func scales(count: Int) -> [UInt8] {
        scales + repeatElement(0, count: max(0, count - scales.count))
    }
}
