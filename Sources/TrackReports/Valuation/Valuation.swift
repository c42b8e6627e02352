import TrackModel

/// How a report values amounts in one currency (`-X CUR`): at one date for
/// every amount (the report's end, hledger's default for `-X`), or each at
/// its posting's date (`--value=then`).
public struct Valuation: Sendable {
    public enum Moment: Sendable, Hashable {
        /// Every amount at the rates of this day.
        case on(Day)
        /// Each amount at the rates of its posting's date.
        case postingDate
    }

    public let converter: CurrencyConverter
    public let moment: Moment

    public init(converter: CurrencyConverter, moment: Moment) {
        self.converter = converter
        self.moment = moment
    }

    public var target: CommodityID { converter.target }

    /// The day whose rates value an amount posted on `posted`.
    public func rateDay(postedOn posted: Day) -> Day {
        switch moment {
        case .on(let day): return day
        case .postingDate: return posted
        }
    }

    /// `amount` in the target currency; nil when no rate reaches it.
    public func value(_ amount: Amount, postedOn posted: Day) -> Amount? {
        converter.convert(amount, on: rateDay(postedOn: posted))
    }
}
