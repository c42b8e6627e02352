import TrackModel
import TrackReports

/// Amounts as the cells of a multi-period table: one line, `, ` between
/// commodities (in symbol order), `0` for nothing. With a valuation, an
/// amount that no rate converted keeps its commodity and gets a `*` (the
/// table's footnote says why).
///
/// Writes what `AmountFormatter` writes, with each commodity's symbol and
/// style looked up once: a table of a thousand months has many cells.
struct AmountCells {
    let formatter: AmountFormatter
    /// The valuation's currency; amounts in any other are marked.
    let target: CommodityID?
    /// By commodity id: the symbol as written in a journal, and the style.
    private let symbols: [String]
    private let styles: [AmountStyle]

    init(journal: Journal, digitGroups: Bool = true, target: CommodityID? = nil) {
        formatter = AmountFormatter(commodities: journal.commodities, showsDigitGroups: digitGroups)
        self.target = target
        symbols = journal.commodities.commodities.map(\.quotedSymbol)
        styles = journal.commodities.allIDs.map(formatter.style)
    }

    func oneLine(_ mixed: MixedAmount) -> String {
        if mixed.amounts.count == 1 { return lines(mixed)[0] }
        return lines(mixed).joined(separator: ", ")
    }

    /// One line per nonzero commodity, or `["0"]`.
    func lines(_ mixed: MixedAmount) -> [String] {
        var shown = mixed.amounts.filter { !isZeroWhenShown($0) }
        if shown.count > 1 { shown.sort { formatter.commodities.areInDisplayOrder($0.commodity, $1.commodity) } }
        guard !shown.isEmpty else { return ["0"] }
        return shown.map(format)
    }

    private func isZeroWhenShown(_ amount: Amount) -> Bool {
        if amount.quantity.isZero { return true }
        guard let p = styles[Int(amount.commodity.rawValue)].precision, p < amount.quantity.scale else { return false }
        return amount.quantity.rounded(toScale: p)?.isZero ?? false
    }

    /// As `AmountFormatter.format`, then `*` when no rate converted it.
    private func format(_ amount: Amount) -> String {
        let style = styles[Int(amount.commodity.rawValue)]
        let number = formatter.formatNumber(style.shown(amount.quantity), style: style)
        let symbol = symbols[Int(amount.commodity.rawValue)]
        var text = symbol.isEmpty ? number
            : style.symbolSide == .left ? symbol + (style.spaced ? " " : "") + number : number + (style.spaced ? " " : "") + symbol
        if let target, amount.commodity != target { text += "*" }
        return text
    }
}
