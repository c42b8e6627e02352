/// Writes amounts in their commodity's display style: `$1,000.00`,
/// `1.000,00 EUR`, `NT$52,000`, `-5 USD`, `$-135`.
///
/// Rounding happens here and only here: to the style's precision, half to
/// even (as hledger). A commodity with no style shows each amount's own digits.
public struct AmountFormatter: Sendable {
    public let commodities: CommodityTable
    /// Digit group marks (`1,000`); off for CSV, as hledger writes CSV.
    public var showsDigitGroups: Bool

    public init(commodities: CommodityTable, showsDigitGroups: Bool = true) {
        self.commodities = commodities
        self.showsDigitGroups = showsDigitGroups
    }

    public func style(of commodity: CommodityID) -> AmountStyle {
        commodities.style(commodity) ?? .plain
    }

    public func format(_ amount: Amount) -> String {
        format(amount.quantity, commodity: amount.commodity)
    }

    public func format(_ quantity: Quantity, commodity: CommodityID) -> String {
        let style = style(of: commodity)
        return withSymbol(formatNumber(style.shown(quantity), style: style), style: style, commodity: commodity)
    }

    /// `number` with the commodity's symbol on its side, spaced as the style says.
    private func withSymbol(_ number: String, style: AmountStyle, commodity: CommodityID) -> String {
        let symbol = commodities[commodity].quotedSymbol
        if symbol.isEmpty { return number }
        let space = style.spaced ? " " : ""
        return style.symbolSide == .left ? symbol + space + number : number + space + symbol
    }

    /// The amount in its commodity's style with all its digits: a style
    /// with fewer decimals would round it, and a journal line must say it
    /// exactly (`track reconcile`'s assertion and its table).
    public func formatExact(_ quantity: Quantity, commodity: CommodityID) -> String {
        let style = style(of: commodity)
        let shown = quantity.rescaled(to: max(quantity.scale, style.precision ?? 0)) ?? quantity
        return withSymbol(formatNumber(shown, style: style), style: style, commodity: commodity)
    }

    /// One string per nonzero commodity in symbol order, or `["0"]`.
    public func format(_ mixed: MixedAmount) -> [String] {
        let amounts = mixed.amounts
            .filter { !isZeroWhenShown($0) }
            .sorted { commodities.areInDisplayOrder($0.commodity, $1.commodity) }
        return amounts.isEmpty ? ["0"] : amounts.map(format)
    }

    /// The amounts on one line, joined by `, ` (hledger's one-line form).
    public func formatOneLine(_ mixed: MixedAmount) -> String {
        format(mixed).joined(separator: ", ")
    }

    /// True when the amount rounds to zero at its display precision.
    public func isZeroWhenShown(_ amount: Amount) -> Bool {
        if amount.quantity.isZero { return true }
        guard let p = style(of: amount.commodity).precision, p < amount.quantity.scale else { return false }
        return amount.quantity.rounded(toScale: p)?.isZero ?? false
    }

    /// The number alone: sign, integer digits with groups, mark, fraction.
    public func formatNumber(_ quantity: Quantity, style: AmountStyle) -> String {
        let negative = quantity.isNegative, decimalMark = style.decimalMark.rawValue
        guard showsDigitGroups, let groups = style.digitGroups else {
            return DigitLayout(quantity).string(negative: negative, decimalMark: decimalMark,
                                                groupMark: EmptyCollection(), groupSizes: EmptyCollection())
        }
        return DigitLayout(quantity, groupSizes: groups.sizes).string(
            negative: negative, decimalMark: decimalMark, groupMark: groups.mark.utf8, groupSizes: groups.sizes)
    }
}
