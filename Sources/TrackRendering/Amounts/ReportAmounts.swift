import TrackModel
import TrackReports

/// How the household reports (`report monthly`, `categories`,
/// `required-income`, the overview) write amounts, percentages and changes.
///
/// When every amount a report shows is in one commodity, its table shows
/// plain numbers in that commodity's style (`4,623.96`) and the title names
/// the commodity once; otherwise each amount carries its symbol and a
/// mixed amount takes a line per commodity. Rounding to the commodity's
/// precision happens here, as everywhere, in `AmountFormatter`'s way.
public struct ReportAmounts: Sendable {
    public let formatter: AmountFormatter
    /// The one commodity of every amount shown, when there is one.
    public let commodity: CommodityID?
    /// hledger's way, for the ledger reports (`balance`, `is`, `bs`,
    /// `register -M`): every amount with its symbol, `0` for nothing, a `*`
    /// on an amount no rate converted; in CSV the same without digit groups.
    private var ledger: (text: AmountCells, csv: AmountCells)?

    public init(journal: Journal, showing amounts: [MixedAmount]) {
        formatter = AmountFormatter(commodities: journal.commodities)
        commodity = ReportMath.commonCommodity(amounts)
    }

    public init(formatter: AmountFormatter, commodity: CommodityID?) {
        self.formatter = formatter
        self.commodity = commodity
    }

    /// Amounts as hledger's reports write them, marking those not in the
    /// valuation's `target` currency.
    public static func ledger(journal: Journal, target: CommodityID?) -> ReportAmounts {
        var amounts = ReportAmounts(formatter: AmountFormatter(commodities: journal.commodities), commodity: nil)
        amounts.ledger = (AmountCells(journal: journal, target: target), AmountCells(journal: journal, digitGroups: false))
        return amounts
    }

    /// ` (in USD)` for a title, when the table shows plain numbers.
    var currencyNote: String {
        guard let commodity else { return "" }
        let symbol = formatter.commodities.symbol(commodity)
        return symbol.isEmpty ? "" : " (in \(symbol))"
    }

    /// The lines of a mixed amount: a plain number when it is in the
    /// report's commodity, else one amount per commodity (`0` when zero).
    func lines(_ mixed: MixedAmount) -> [String] {
        if let ledger { return ledger.text.lines(mixed) }
        if let commodity, mixed.amounts.allSatisfy({ $0.commodity == commodity || formatter.isZeroWhenShown($0) }) {
            return [number(mixed.quantity(of: commodity), commodity)]
        }
        return formatter.format(mixed)
    }

    /// An amount of the report's commodity (or `commodity`) as it shows in a table.
    func text(_ quantity: Quantity, _ commodity: CommodityID) -> String {
        self.commodity == commodity ? number(quantity, commodity) : formatter.format(Amount(quantity, commodity))
    }

    private func number(_ quantity: Quantity, _ commodity: CommodityID) -> String {
        let style = formatter.style(of: commodity)
        return formatter.formatNumber(style.shown(quantity), style: style)
    }

    /// A table cell, negative amounts in red.
    func cell(_ mixed: MixedAmount, paint: Paint = .plain) -> StyledTable.Cell {
        StyledTable.Cell(lines: lines(mixed).map { StyledTable.Line($0, $0.utf8.contains(UInt8(ascii: "-")) ? .negative : paint) })
    }

    /// A cell for one amount, negative in red unless it has a paint of its
    /// own (a surplus is a gain or a loss).
    func cell(_ amount: Amount, paint: Paint = .plain) -> StyledTable.Cell {
        StyledTable.Cell(text(amount.quantity, amount.commodity), paint == .plain && amount.quantity.isNegative ? .negative : paint)
    }

    /// hledger's one-line form for CSV: every amount with its symbol, no digit groups.
    func csv(_ mixed: MixedAmount) -> String {
        if let ledger { return ledger.csv.oneLine(mixed) }
        return AmountFormatter(commodities: formatter.commodities, showsDigitGroups: false).formatOneLine(mixed)
    }

    func csv(_ quantity: Quantity, _ commodity: CommodityID) -> String {
        AmountFormatter(commodities: formatter.commodities, showsDigitGroups: false).format(Amount(quantity, commodity))
    }

    func json(_ mixed: MixedAmount) -> JSONValue {
        AmountJSON.mixed(mixed, formatter)
    }

    func json(_ quantity: Quantity, _ commodity: CommodityID) -> JSONValue {
        AmountJSON.amount(Amount(quantity, commodity), formatter)
    }

    /// `20.5%` (one decimal, half to even); empty for nil.
    static func percent(_ value: Quantity?, signed: Bool = false) -> String {
        guard let value, let rounded = value.rounded(toScale: 1) else { return "" }
        return (signed && rounded.isPositive ? "+" : "") + rounded.description + "%"
    }

    /// A percentage as a JSON number, as computed (not rounded), or null.
    static func json(percent value: Quantity?) -> JSONValue {
        value.map { .number($0.description) } ?? .null
    }

    /// `▲ 336.12` for an increase, `▼ 12.00` for a decrease (one line per
    /// commodity), `=` for no change; coloured red when the change is bad
    /// (`increaseIsBad` says which way is), green when good.
    func change(_ amount: MixedAmount, increaseIsBad: Bool) -> StyledTable.Cell {
        let amounts = amount.amounts.filter { !formatter.isZeroWhenShown($0) }
            .sorted { formatter.commodities.areInDisplayOrder($0.commodity, $1.commodity) }
        if amounts.isEmpty { return StyledTable.Cell("=") }
        return StyledTable.Cell(lines: amounts.map { amount in
            let up = amount.quantity.isPositive
            let magnitude = amount.quantity.magnitude ?? amount.quantity
            let text = (up ? "▲ " : "▼ ") + self.text(magnitude, amount.commodity)
            return StyledTable.Line(text, up == increaseIsBad ? .loss : .gain)
        })
    }

    /// What a report's valuation (`-X`) says under its table: the currency
    /// and when (`ValuationNotes` adds what had no price, and the rates).
    func valuationNotes(_ summary: ValuationSummary?) -> [String] {
        guard let summary else { return [] }
        let symbols = formatter.commodities
        let target = symbols.symbol(summary.target)
        let when: String
        switch summary.moment {
        case .on(let day): when = "at the prices of \(day)"
        case .postingDate: when = "at each posting's date"
        case .periodEnd: when = "at the end of each period"
        }
        return ["Valued in \(target) \(when), with the journal's P prices."]
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}
