import TrackModel

/// Values amounts in one commodity with the journal's `P` prices
/// (`P 2026-11-03 EUR 1.08 USD`): the latest price on or before the day,
/// used directly, inverted (USD in EUR), or chained through other
/// commodities when no direct price exists (JPY → USD → TWD).
public struct CurrencyConverter: Sendable {
    public let target: CommodityID
    /// Prices by commodity pair, each list in date order (file order on a tie).
    private let prices: [Pair: [(day: Day, rate: Quantity)]]
    /// Which commodities each commodity has a price with, either way.
    private let neighbours: [CommodityID: [CommodityID]]

    struct Pair: Hashable, Sendable {
        let from: CommodityID
        let to: CommodityID
    }

    /// Digits kept when inverting a rate (display rounds far earlier).
    static let inverseScale: UInt8 = 18

    public init(journal: Journal, target: CommodityID) {
        self.target = target
        var prices: [Pair: [(day: Day, rate: Quantity)]] = [:]
        var neighbours: [CommodityID: [CommodityID]] = [:]
        for price in journal.prices where price.commodity != price.price.commodity && !price.price.quantity.isZero {
            let pair = Pair(from: price.commodity, to: price.price.commodity)
            if prices[pair] == nil {
                neighbours[pair.from, default: []].append(pair.to)
                neighbours[pair.to, default: []].append(pair.from)
            }
            prices[pair, default: []].append((price.date, price.price.quantity))
        }
        for key in prices.keys {
            prices[key] = prices[key]!.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
                .map(\.element)
        }
        self.prices = prices
        self.neighbours = neighbours
    }

    /// The latest direct rate from `from` to `to` on or before `day` (inverted if only the reverse is known).
    func directRate(from: CommodityID, to: CommodityID, on day: Day) -> (rate: Quantity, day: Day)? {
        let forward = latest(prices[Pair(from: from, to: to)], on: day)
        let backward = latest(prices[Pair(from: to, to: from)], on: day)
        switch (forward, backward) {
        case let (f?, b?) where b.day > f.day:
            return Quantity(1).divided(by: b.rate, scale: Self.inverseScale).map { ($0, b.day) }
        case let (f?, _):
            return f
        case let (nil, b?):
            return Quantity(1).divided(by: b.rate, scale: Self.inverseScale).map { ($0, b.day) }
        default:
            return nil
        }
    }

    private func latest(_ list: [(day: Day, rate: Quantity)]?, on day: Day) -> (rate: Quantity, day: Day)? {
        guard let list, !list.isEmpty else { return nil }
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].day <= day { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : (list[low - 1].rate, list[low - 1].day)
    }

    /// One unit of `from` in the target commodity on `day`, by the shortest
    /// chain of prices; nil when no chain exists.
    public func rate(from: CommodityID, on day: Day) -> Quantity? {
        if from == target { return Quantity(1) }
        // Breadth-first over commodities, so the chain with fewest steps wins.
        var rates: [CommodityID: Quantity] = [from: Quantity(1)]
        var queue = [from]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in neighbours[current] ?? [] where rates[next] == nil {
                guard let step = directRate(from: current, to: next, on: day),
                      let combined = rates[current]!.multiplied(by: step.rate) else { continue }
                if next == target { return combined }
                rates[next] = combined
                queue.append(next)
            }
        }
        return nil
    }

    /// `amount` in the target commodity at `day`'s rates; nil when no rate exists.
    public func convert(_ amount: Amount, on day: Day) -> Amount? {
        if amount.commodity == target { return amount }
        guard let rate = rate(from: amount.commodity, on: day),
              let value = amount.quantity.multiplied(by: rate) else { return nil }
        return Amount(value, target)
    }

    /// A mixed amount in the target commodity; amounts with no rate stay as
    /// they are and are listed in `unconverted`.
    public func convert(_ mixed: MixedAmount, on day: Day) -> (converted: MixedAmount, unconverted: [CommodityID]) {
        var result = MixedAmount()
        var unconverted: [CommodityID] = []
        for amount in mixed.amounts {
            if let value = convert(amount, on: day) {
                result.add(value)
            } else {
                result.add(amount)
                if !amount.isZero { unconverted.append(amount.commodity) }
            }
        }
        return (result, unconverted)
    }
}
