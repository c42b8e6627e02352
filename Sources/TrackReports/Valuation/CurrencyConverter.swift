import TrackModel

/// Values amounts in one commodity with the journal's `P` prices
/// (`P 2026-11-03 EUR 1.08 USD`): the latest price on or before the day,
/// used directly, inverted (USD in EUR), or chained through other
/// commodities when no direct price exists (JPY → USD → TWD).
///
/// `-X` (`.shortest`) chooses as hledger 1.25 does: of each pair's prices
/// the latest on or before the day (the last written on a tie); a chain of
/// prices as written (A → B for `P DATE A RATE B`) if one exists, else one
/// that may also invert a price, but only for a pair with no price written
/// the other way (so `P … GBP 1.30 USD` values GBP in USD even after a later
/// `P … USD 0.80 GBP`); the fewest steps, and among chains of the same
/// length the one through the commodity priced first in the journal.
///
/// `rates`, `convert` and `networth` ask for `.freshest` instead (see
/// `ChainChoice`): between two commodities the latest price wins,
/// whichever way it is written (the one written from → to on a tie).
public struct CurrencyConverter: Sendable {
    public let target: CommodityID
    /// Which chain wins when several reach the target.
    public let choice: ChainChoice
    /// Prices by commodity pair, each list in date order (file order on a tie).
    private let prices: [Pair: [(day: Day, rate: Quantity)]]
    /// Which commodities each commodity has a price with, either way, in order of first price.
    let neighbours: [CommodityID: [CommodityID]]
    /// Every day a price is dated, sorted, without repeats: rates change only on these days.
    let priceDays: [Day]
    /// Decimal places a converted amount keeps at least (the target's display precision, if more).
    let valueScale: UInt8

    struct Pair: Hashable, Sendable {
        let from: CommodityID
        let to: CommodityID
    }

    /// Digits kept when inverting or chaining rates (display rounds far earlier).
    static let rateScale: UInt8 = 18

    /// `inferringPrices` adds the prices of transactions (`--infer-market-prices`, see `MarketPrices`).
    public init(journal: Journal, target: CommodityID, choice: ChainChoice = .shortest, inferringPrices: Bool = false) {
        self.target = target
        self.choice = choice
        var prices: [Pair: [(day: Day, rate: Quantity)]] = [:]
        var neighbours: [CommodityID: [CommodityID]] = [:]
        var days = Set<Day>()
        for price in MarketPrices.of(journal, inferring: inferringPrices) {
            let pair = Pair(from: price.from, to: price.to)
            if prices[pair] == nil && prices[Pair(from: pair.to, to: pair.from)] == nil {
                neighbours[pair.from, default: []].append(pair.to)
                neighbours[pair.to, default: []].append(pair.from)
            }
            prices[pair, default: []].append((price.day, price.rate))
            days.insert(price.day)
        }
        for key in prices.keys {
            prices[key] = prices[key]!.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
                .map(\.element)
        }
        self.prices = prices
        self.neighbours = neighbours
        priceDays = days.sorted()
        valueScale = max(12, min(Quantity.maximumScale, UInt8(clamping: journal.commodities.style(target)?.precision ?? 0)))
    }

    /// A price between two commodities as a search finds it, not yet
    /// inverted: the searches look at many prices and use few, so only the
    /// chain they pick pays for division (`step(_:)`).
    struct Hop {
        let from: CommodityID
        let to: CommodityID
        let date: Day
        let price: Quantity
        let inverted: Bool
    }

    /// The direct price from `from` to `to` on or before `day`: with
    /// `.freshest` the latest price either way (to be inverted if written
    /// to → from), the one written from → to on a tie; with `.shortest` the
    /// latest written from → to, else the latest written the other way, as
    /// hledger 1.25 (none inverted when `forwardOnly`).
    func directHop(from: CommodityID, to: CommodityID, on day: Day, forwardOnly: Bool = false) -> Hop? {
        let forward = latest(prices[Pair(from: from, to: to)], on: day)
        if let f = forward, choice == .shortest {
            return Hop(from: from, to: to, date: f.day, price: f.rate, inverted: false)
        }
        guard !forwardOnly else { return nil }
        let backward = latest(prices[Pair(from: to, to: from)], on: day)
        if let f = forward, backward.map({ $0.day <= f.day }) ?? true {
            return Hop(from: from, to: to, date: f.day, price: f.rate, inverted: false)
        }
        // A zero price has no inverse: no rate this way.
        guard let b = backward, !b.rate.isZero else { return nil }
        return Hop(from: from, to: to, date: b.day, price: b.rate, inverted: true)
    }

    /// The hop as a step of a quote, its rate inverted when it must be; nil
    /// when the inverse does not fit in 38 digits.
    func step(_ hop: Hop) -> RateQuote.Step? {
        guard hop.inverted else {
            return RateQuote.Step(from: hop.from, to: hop.to, rate: hop.price, date: hop.date, inverted: false, price: hop.price)
        }
        return Self.displayRate([], dividedBy: [hop.price]).map {
            RateQuote.Step(from: hop.from, to: hop.to, rate: $0, date: hop.date, inverted: true, price: hop.price)
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

    /// How one unit of `from` is worth in the target on `day`, by the chain
    /// `choice` prefers; nil when no chain exists.
    public func quote(from: CommodityID, on day: Day) -> RateQuote? {
        if from == target { return RateQuote(from: from, to: target, rate: Quantity(1), steps: []) }
        switch choice {
        case .shortest:
            // hledger 1.25: a chain of prices as written if there is one, else one that inverts some.
            let chain = shortestChain(from: from, on: day, notBefore: nil, forwardOnly: true)
                ?? shortestChain(from: from, on: day, notBefore: nil)
            return chain.flatMap { quote(from: from, steps: $0) }
        case .freshest:
            guard let oldest = freshestOldestHop(from: from, on: day) else { return nil }
            return shortestChain(from: from, on: day, notBefore: oldest).flatMap { quote(from: from, steps: $0) }
        }
    }

    /// The chain of fewest steps from `from` to the target on `day`, using
    /// only prices dated `notBefore` or later when given (and none inverted
    /// when `forwardOnly`); nil when none.
    func shortestChain(from: CommodityID, on day: Day, notBefore oldest: Day?, forwardOnly: Bool = false) -> [RateQuote.Step]? {
        // Breadth-first over commodities, so the chain with fewest steps wins. Each
        // commodity remembers only the step that reached it: the chain is read back,
        // and its rate computed, once, at the target (linear in the prices).
        var reached: [CommodityID: Hop?] = [from: nil]
        var queue = [from]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in neighbours[current] ?? [] where reached[next] == nil {
                guard let hop = directHop(from: current, to: next, on: day, forwardOnly: forwardOnly), oldest.map({ hop.date >= $0 }) ?? true else {
                    continue
                }
                reached[next] = hop
                if next == target { return chain(to: target, reached) }
                queue.append(next)
            }
        }
        return nil
    }

    /// The steps from the search's start to `end`, first step first; nil
    /// when an inverted price along it has no inverse in 38 digits.
    private func chain(to end: CommodityID, _ reached: [CommodityID: Hop?]) -> [RateQuote.Step]? {
        var steps: [RateQuote.Step] = []
        var at = end
        while let hop = reached[at] ?? nil {
            guard let step = step(hop) else { return nil }
            steps.append(step)
            at = hop.from
        }
        return steps.reversed()
    }

    /// The quote for a chain; nil when its rate has more than 38 integer digits.
    private func quote(from: CommodityID, steps: [RateQuote.Step]) -> RateQuote? {
        // One price: its rate is the step's own (already inverted when it must be), as `displayRate` would give it.
        if steps.count == 1, steps[0].inverted || steps[0].price.scale <= Self.rateScale {
            return RateQuote(from: from, to: target, rate: steps[0].inverted ? steps[0].rate : steps[0].price.normalized, steps: steps)
        }
        let (factors, divisors) = RateQuote.prices(of: steps)
        return Self.displayRate(factors, dividedBy: divisors).map { RateQuote(from: from, to: target, rate: $0, steps: steps) }
    }

    /// One unit of `from` in the target commodity on `day`; nil when no chain exists.
    public func rate(from: CommodityID, on day: Day) -> Quantity? {
        quote(from: from, on: day)?.rate
    }

    /// `amount` in the target commodity at `day`'s rates; nil when no rate exists.
    public func convert(_ amount: Amount, on day: Day) -> Amount? {
        if amount.commodity == target { return amount }
        return quote(from: amount.commodity, on: day).flatMap { value(amount, at: $0) }
    }

    /// A chain's rate as shown (`--show-rates`) and kept in a quote: the exact
    /// product, rounded once to `rateScale` places, or to as many more as a
    /// small rate needs not to show as 0 (`1e-19`).
    static func displayRate(_ factors: [Quantity], dividedBy divisors: [Quantity]) -> Quantity? {
        guard let rate = Quantity.product(factors, dividedBy: divisors, atMost: rateScale) else { return nil }
        if !rate.isZero || factors.contains(where: \.isZero) { return rate }
        return Quantity.product(factors, dividedBy: divisors, atMost: Quantity.maximumScale)
    }

    /// `amount` times the prices of the quote's chain (divided by those it
    /// inverts), computed exactly and rounded once to `valueScale` places
    /// (or the amount's own, if more; a product with fewer places keeps
    /// them); nil only when its integer part does not fit in 38 digits.
    func value(_ amount: Amount, at quote: RateQuote) -> Amount? {
        let (factors, divisors) = RateQuote.prices(of: quote.steps)
        var scale = max(valueScale, amount.quantity.scale)
        // A rate that is an exact decimal (no inverted price) adds only its own places.
        let places = factors.reduce(0) { $0 + Int($1.scale) }
        if divisors.isEmpty, places <= Int(Quantity.maximumScale),
           let rate = Quantity.product(factors, dividedBy: [], scale: UInt8(places)) {
            scale = min(scale, UInt8(clamping: Int(amount.quantity.scale) + Int(rate.normalized.scale)))
        }
        // Exactly at `scale` when that fits; else at the most places that do (a
        // value of 21 integer digits keeps 17): never dropped while its integer part fits.
        let value = Quantity.product([amount.quantity] + factors, dividedBy: divisors, scale: scale)
            ?? Quantity.product([amount.quantity] + factors, dividedBy: divisors, atMost: scale)
        return value.map { Amount($0, target) }
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

/// The rate one valuation used, and the prices it came from:
/// `1 ¥ = 0.0066 USD` chained `¥ → NT$ → USD`.
public struct RateQuote: Sendable, Hashable {
    /// One price along the chain: as written (`P DATE FROM RATE TO`), or the
    /// inverse of one written the other way.
    public struct Step: Sendable, Hashable {
        public let from: CommodityID
        public let to: CommodityID
        public let rate: Quantity
        /// The date of the `P` directive used.
        public let date: Day
        public let inverted: Bool
        /// The price as the `P` directive writes it (`rate` is its inverse
        /// when `inverted`): valuing multiplies or divides by it exactly.
        public let price: Quantity
    }

    /// The prices a value is multiplied by, and those it is divided by.
    static func prices(of steps: [Step]) -> (factors: [Quantity], divisors: [Quantity]) {
        (steps.filter { !$0.inverted }.map(\.price), steps.filter(\.inverted).map(\.price))
    }

    public let from: CommodityID
    public let to: CommodityID
    /// One unit of `from` in `to`.
    public let rate: Quantity
    /// Empty when `from` is `to`.
    public let steps: [Step]

    /// The latest date among the prices used (nil when none was needed).
    public var date: Day? { steps.map(\.date).max() }

    /// The earliest date among the prices used: how old the rate is (nil when none was needed).
    public var oldestDate: Day? { steps.map(\.date).min() }

    /// The commodities the value passes through, `from` first and `to` last.
    public var chain: [CommodityID] { [from] + steps.map(\.to) }
}
