import TrackModel

/// Amounts in JSON: exact quantities as JSON numbers written digit for digit
/// (never through a floating-point value), with the commodity and the
/// amount as the text report shows it.
public enum AmountJSON {
    public static func amount(_ amount: Amount, _ formatter: AmountFormatter) -> JSONValue {
        .object([
            ("commodity", .string(formatter.commodities.symbol(amount.commodity))),
            ("quantity", .number(amount.quantity.description)),
            ("formatted", .string(formatter.format(amount))),
        ])
    }

    /// The nonzero amounts, in commodity order.
    public static func mixed(_ mixed: MixedAmount, _ formatter: AmountFormatter) -> JSONValue {
        let amounts = mixed.amounts
            .filter { !$0.isZero }
            .sorted { formatter.commodities.areInDisplayOrder($0.commodity, $1.commodity) }
        return .array(amounts.map { amount($0, formatter) })
    }
}
