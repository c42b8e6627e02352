import TrackModel
import TrackReports
import TrackSyntax

/// Amounts as `track reconcile` shows and writes them.
struct ReconciliationText {
    /// The amount in its commodity's style, with all its digits (a style
    /// with fewer decimals would round it, and the journal must say it exactly).
    static func exact(_ quantity: Quantity, _ commodity: CommodityID, _ formatter: AmountFormatter) -> String {
        let style = formatter.style(of: commodity)
        let shown = quantity.rescaled(to: max(quantity.scale, style.precision ?? 0)) ?? quantity
        let number = formatter.formatNumber(shown, style: style)
        let symbol = formatter.commodities[commodity].quotedSymbol
        if symbol.isEmpty { return number }
        let space = style.spaced ? " " : ""
        return style.symbolSide == .left ? symbol + space + number : number + space + symbol
    }
}
