import TrackModel

/// `track convert AMOUNT --to CUR`: an amount in another currency on a day,
/// with the rate and the chain of prices used.
public struct Conversion: Sendable {
    public enum Failure: Error, Sendable, Equatable {
        /// No chain of prices reaches the target on the day.
        case noRate
        /// The value's integer part has more than 38 digits.
        case tooLarge
    }

    public let amount: Amount
    public let quote: RateQuote
    /// `amount` in the target, exact to the converter's scale.
    public let value: Amount
    public let day: Day

    /// Converts `amount` with `converter`'s prices dated `day` or before.
    public init(_ amount: Amount, converter: CurrencyConverter, on day: Day) throws(Failure) {
        guard let quote = converter.quote(from: amount.commodity, on: day) else { throw .noRate }
        guard let value = amount.commodity == converter.target ? amount : converter.value(amount, at: quote) else {
            throw .tooLarge
        }
        self.amount = amount
        self.quote = quote
        self.value = value
        self.day = day
    }
}
