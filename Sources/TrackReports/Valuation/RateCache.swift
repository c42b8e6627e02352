import TrackModel

/// A `CurrencyConverter` with its lookups remembered, for a report that
/// values many amounts: a rate changes only on days that have a price, so
/// each commodity is looked up once per stretch between price days, and
/// valuing a million postings costs a binary search and a dictionary
/// lookup each. It also records what the report used: every distinct rate
/// (for `--show-rates`) and the commodities that had none.
public struct RateCache: Sendable {
    public let converter: CurrencyConverter
    /// By commodity and price stretch: an index into `rates`, or -1 for no rate.
    private var memo: [Int: Int32] = [:]
    private var rateIndex: [RateQuote: Int32] = [:]
    /// Each distinct rate looked up, in order of first use.
    public private(set) var rates: [RateQuote] = []
    /// Commodities that had no rate on a day they were valued, in order of
    /// first miss, with that day.
    public private(set) var unpriced: [(commodity: CommodityID, day: Day)] = []
    /// Commodities whose value in the target did not fit in 38 digits, in
    /// order of first overflow, with that day: shown unconverted, and said so.
    public private(set) var tooLarge: [(commodity: CommodityID, day: Day)] = []

    public init(_ converter: CurrencyConverter) {
        self.converter = converter
    }

    public var target: CommodityID { converter.target }

    /// The rate from `commodity` to the target on `day`, nil when there is none.
    public mutating func quote(from commodity: CommodityID, on day: Day) -> RateQuote? {
        let days = converter.priceDays
        var low = 0, high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid] <= day { low = mid + 1 } else { high = mid }
        }
        let key = Int(commodity.rawValue) * (days.count + 1) + low
        if let index = memo[key] { return index < 0 ? nil : rates[Int(index)] }
        guard let quote = converter.quote(from: commodity, on: day) else {
            memo[key] = -1
            if !unpriced.contains(where: { $0.commodity == commodity }) { unpriced.append((commodity, day)) }
            return nil
        }
        let index: Int32
        if let known = rateIndex[quote] {
            index = known
        } else {
            index = Int32(rates.count)
            rates.append(quote)
            rateIndex[quote] = index
        }
        memo[key] = index
        return quote
    }

    /// `amount` in the target on `day`, or as it is when no rate reaches it.
    public mutating func convert(_ amount: Amount, on day: Day) -> Amount {
        if amount.commodity == converter.target { return amount }
        guard let quote = quote(from: amount.commodity, on: day) else { return amount }
        if let value = converter.value(amount, at: quote) { return value }
        if !tooLarge.contains(where: { $0.commodity == amount.commodity }) { tooLarge.append((amount.commodity, day)) }
        return amount
    }

    /// Each amount in the target on `day`; those no rate reaches stay in their commodity.
    public mutating func convert(_ mixed: MixedAmount, on day: Day) -> MixedAmount {
        if mixed.amounts.allSatisfy({ $0.commodity == converter.target }) { return mixed }
        var result = MixedAmount()
        for amount in mixed.amounts where !amount.isZero {
            guard !result.add(convert(amount, on: day)) else { continue }
            // The converted amounts together pass 38 digits: keep them all as they are, and say so.
            for other in mixed.amounts where other.commodity != converter.target
            && !tooLarge.contains(where: { $0.commodity == other.commodity }) {
                tooLarge.append((other.commodity, day))
            }
            return mixed
        }
        return result
    }

    /// What the report used, for its notes.
    public func summary(moment: Valuation.Moment) -> ValuationSummary {
        ValuationSummary(target: converter.target, moment: moment,
                         rates: rates.filter { !$0.steps.isEmpty }, unpriced: unpriced.map(\.commodity),
                         tooLarge: tooLarge.map { ($0.commodity, $0.day) })
    }
}

/// What valuing a report took: the currency, when, the rates used and the
/// commodities left as they are for want of a rate.
public struct ValuationSummary: Sendable {
    public let target: CommodityID
    public let moment: Valuation.Moment
    /// Distinct rates, in order of first use.
    public let rates: [RateQuote]
    /// Commodities with no rate to the target on a day they were valued:
    /// their amounts are shown unconverted.
    public let unpriced: [CommodityID]
    /// Commodities whose value in the target has more than 38 digits, with
    /// the first day it happened: their amounts are shown unconverted.
    public let tooLarge: [(commodity: CommodityID, day: Day)]

    public init(target: CommodityID, moment: Valuation.Moment, rates: [RateQuote], unpriced: [CommodityID],
                tooLarge: [(commodity: CommodityID, day: Day)] = []) {
        self.target = target
        self.moment = moment
        self.rates = rates
        self.unpriced = unpriced
        self.tooLarge = tooLarge
    }
}
