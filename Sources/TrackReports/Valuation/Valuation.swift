import TrackModel

/// How a report values amounts in one currency (`-X CUR`): at one date for
/// every amount, each at its posting's date (`--value=then`), or each
/// report period at its last day (`--value=end`, hledger's default for `-X`).
public struct Valuation: Sendable {
    public enum Moment: Sendable, Hashable {
        /// Every amount at the rates of this day.
        case on(Day)
        /// Each amount at the rates of its posting's date.
        case postingDate
        /// Each report period (column) at the rates of its last day; a
        /// report of one period at its end. Asked for by multi-period
        /// reports; see `rateDay(postedOn:periodEnd:)`.
        case periodEnd
    }

    public let converter: CurrencyConverter
    public let moment: Moment

    public init(converter: CurrencyConverter, moment: Moment) {
        self.converter = converter
        self.moment = moment
    }

    public var target: CommodityID { converter.target }

    /// The day whose rates value an amount posted on `posted`, in a period
    /// ending on `periodEnd` (its last day; the posting's own date when not given).
    public func rateDay(postedOn posted: Day, periodEnd: Day? = nil) -> Day {
        switch moment {
        case .on(let day): return day
        case .postingDate: return posted
        case .periodEnd: return periodEnd ?? posted
        }
    }

    /// `amount` in the target currency; nil when no rate reaches it.
    public func value(_ amount: Amount, postedOn posted: Day, periodEnd: Day? = nil) -> Amount? {
        converter.convert(amount, on: rateDay(postedOn: posted, periodEnd: periodEnd))
    }

    /// A cache of this valuation's rates, for valuing many amounts.
    public func cache() -> RateCache {
        RateCache(converter)
    }
}
