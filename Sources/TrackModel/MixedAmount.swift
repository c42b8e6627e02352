/// A sum of amounts in several commodities, one entry per commodity:
/// an account balance such as `$10, 5 USD`.
///
/// Entries are kept sorted by commodity id; zero entries are kept (so that a
/// balance remembers the commodities it saw) until `removingZeros()`.
public struct MixedAmount: Sendable, Hashable {
    public private(set) var amounts: [Amount] = []

    public init() {}

    public init(_ amount: Amount) {
        amounts = [amount]
    }

    public init<S: Sequence>(_ amounts: S) where S.Element == Amount {
        for amount in amounts { _ = add(amount) }
    }

    public static let zero = MixedAmount()

    /// True when every commodity sums to zero.
    public var isZero: Bool { amounts.allSatisfy(\.isZero) }

    public var commodities: [CommodityID] { amounts.map(\.commodity) }

    public func quantity(of commodity: CommodityID) -> Quantity {
        amounts.first { $0.commodity == commodity }?.quantity ?? .zero
    }

    /// Adds `amount`; returns false (leaving self unchanged) on overflow.
    @discardableResult
    public mutating func add(_ amount: Amount) -> Bool {
        let index = position(of: amount.commodity)
        if index < amounts.count, amounts[index].commodity == amount.commodity {
            guard let sum = amounts[index].quantity.adding(amount.quantity) else { return false }
            amounts[index].quantity = sum
        } else {
            amounts.insert(amount, at: index)
        }
        return true
    }

    /// Adds `amount` and drops its commodity's entry when the sum is exactly
    /// zero: a running total over thousands of commodities stays as small as
    /// what it holds now, not as large as all it has seen (register's total).
    @discardableResult
    public mutating func addRemovingZero(_ amount: Amount) -> Bool {
        let index = position(of: amount.commodity)
        guard index < amounts.count, amounts[index].commodity == amount.commodity else {
            // At the end (a total of one commodity, which comes back to zero transaction after transaction): an append.
            if !amount.isZero { index == amounts.count ? amounts.append(amount) : amounts.insert(amount, at: index) }
            return true
        }
        guard let sum = amounts[index].quantity.adding(amount.quantity) else { return false }
        if !sum.isZero {
            amounts[index].quantity = sum
        } else if index == amounts.count - 1 {
            amounts.removeLast()
        } else {
            amounts.remove(at: index)
        }
        return true
    }

    /// Adds every amount of `other`; returns false (leaving self unchanged)
    /// when one of the sums overflows.
    @discardableResult
    public mutating func add(_ other: MixedAmount) -> Bool {
        // Check all sums first: stopping halfway would leave some commodities added.
        for amount in other.amounts {
            let index = position(of: amount.commodity)
            if index < amounts.count, amounts[index].commodity == amount.commodity,
               amounts[index].quantity.adding(amount.quantity) == nil {
                return false
            }
        }
        for amount in other.amounts { add(amount) }
        return true
    }

    /// Where `commodity`'s entry is, or would be inserted (binary search).
    private func position(of commodity: CommodityID) -> Int {
        var low = 0, high = amounts.count
        while low < high {
            let mid = (low + high) / 2
            if amounts[mid].commodity < commodity { low = mid + 1 } else { high = mid }
        }
        return low
    }

    @discardableResult
    public mutating func subtract(_ amount: Amount) -> Bool {
        guard let negative = amount.negated() else { return false }
        return add(negative)
    }

    public func negated() -> MixedAmount? {
        var result = MixedAmount()
        for amount in amounts {
            guard let n = amount.negated() else { return nil }
            result.amounts.append(n)
        }
        return result
    }

    public func removingZeros() -> MixedAmount {
        var copy = self
        copy.amounts.removeAll(where: \.isZero)
        return copy
    }
}
