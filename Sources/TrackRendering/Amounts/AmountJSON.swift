import TrackModel

/// Amounts in JSON: exact quantities as JSON numbers written digit for digit
/// (never through a floating-point value), with the commodity and the
/// amount as the text report shows it.
///
/// Most JSON readers (jq, Python's `json`, JavaScript) turn a number into a
/// 64-bit float, so `1234567890123456.78` reads back as `…456.8`; `exact`
/// carries the same value as a decimal string, which they keep as written
/// (as hledger's JSON carries a mantissa and a scale).
public enum AmountJSON {
    public static func amount(_ amount: Amount, _ formatter: AmountFormatter) -> JSONValue {
        .object([
            ("commodity", .string(formatter.commodities.symbol(amount.commodity))),
            ("quantity", .number(amount.quantity.description)),
            ("exact", exact(amount.quantity)),
            ("formatted", .string(formatter.format(amount))),
        ])
    }

    /// The quantity as a decimal string, every digit kept: `"-1234.50"`.
    public static func exact(_ quantity: Quantity) -> JSONValue {
        .string(quantity.description)
    }

    /// The nonzero amounts, in commodity order.
    public static func mixed(_ mixed: MixedAmount, _ formatter: AmountFormatter) -> JSONValue {
        let amounts = mixed.amounts
            .filter { !$0.isZero }
            .sorted { formatter.commodities.areInDisplayOrder($0.commodity, $1.commodity) }
        return .array(amounts.map { amount($0, formatter) })
    }
}
