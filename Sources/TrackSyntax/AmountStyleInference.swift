import TrackModel

/// Infers each commodity's display style from the amounts a journal writes,
/// as hledger does: the first amount decides the symbol's side and spacing,
/// the largest precision wins, the first digit groups and decimal mark seen
/// are used. Posting amounts, `P` prices and the `D` amount count; costs and
/// assertions do not. A `commodity` directive's style replaces all of this.
///
/// It also settles ambiguous numbers (`1,000`): the commodity's decimal mark
/// comes from its directive, else from its first unambiguous amount anywhere
/// in the journal; with neither, the number stays read as hledger reads it.
struct AmountStyleInference {
    private struct Accumulator {
        var seen = false
        var side: AmountStyle.SymbolSide = .right
        var spaced = true
        var precision: UInt8 = 0
        var decimalMark: AmountStyle.DecimalMark?
        var digitGroups: AmountStyle.DigitGroups?
        var sideKnown = false
    }

    /// Where an ambiguous number was stored, so it can be re-read.
    enum Slot {
        case posting(transaction: Int, posting: Int)
        case cost(transaction: Int, posting: Int)
        case assertion(transaction: Int, posting: Int)
        case price(Int)
        case periodic(transaction: Int, posting: Int)
        case auto(rule: Int, posting: Int)
    }

    struct Ambiguity {
        var slot: Slot
        var commodity: CommodityID
        var mark: AmountStyle.DecimalMark
        var location: SourceLocation
        var length: Int
        /// Whether the amount counts toward the commodity's style.
        var influencesStyle: Bool
        var side: AmountStyle.SymbolSide?
        var spaced: Bool
    }

    private var accumulators: [Accumulator] = []
    /// The decimal mark of each commodity's first unambiguous amount.
    private var firstDecimalMark: [AmountStyle.DecimalMark?] = []
    private(set) var ambiguities: [Ambiguity] = []

    private mutating func ensure(_ commodity: CommodityID) {
        let i = Int(commodity.rawValue)
        if i >= accumulators.count {
            accumulators.append(contentsOf: repeatElement(Accumulator(), count: i - accumulators.count + 1))
            firstDecimalMark.append(contentsOf: repeatElement(nil, count: i - firstDecimalMark.count + 1))
        }
    }

    /// Records an amount as read. `side` is nil for a number with no symbol.
    mutating func observe(
        _ commodity: CommodityID, reading: NumberReading, side: AmountStyle.SymbolSide?, spaced: Bool,
        influencesStyle: Bool
    ) {
        ensure(commodity)
        let i = Int(commodity.rawValue)
        if reading.ambiguousMark == nil, firstDecimalMark[i] == nil {
            if let d = reading.decimalMark {
                firstDecimalMark[i] = d
            } else if let g = reading.digitGroups, g.mark == "," || g.mark == "." {
                firstDecimalMark[i] = g.mark == "," ? .period : .comma
            }
        }
        guard influencesStyle else { return }
        if !accumulators[i].seen {
            accumulators[i].seen = true
        }
        if !accumulators[i].sideKnown, let side {
            accumulators[i].side = side
            accumulators[i].spaced = spaced
            accumulators[i].sideKnown = true
        }
        guard reading.ambiguousMark == nil else { return }
        record(reading, into: i)
    }

    private mutating func record(_ reading: NumberReading, into i: Int) {
        accumulators[i].precision = max(accumulators[i].precision, reading.quantity.scale)
        if accumulators[i].decimalMark == nil, let d = reading.decimalMark { accumulators[i].decimalMark = d }
        if accumulators[i].digitGroups == nil, let g = reading.digitGroups { accumulators[i].digitGroups = g }
    }

    mutating func noteAmbiguity(_ ambiguity: Ambiguity) {
        ambiguities.append(ambiguity)
    }

    /// The decimal mark that settles `commodity`'s ambiguous numbers, if any.
    func decidedMark(for commodity: CommodityID, declared: AmountStyle?) -> AmountStyle.DecimalMark? {
        if let declared { return declared.decimalMark }
        let i = Int(commodity.rawValue)
        return i < firstDecimalMark.count ? firstDecimalMark[i] : nil
    }

    /// Settles an ambiguous number: as a digit group (`1,000` is one thousand)
    /// or as read. Returns the quantity to store, and records its style.
    mutating func settle(
        _ ambiguity: Ambiguity, quantity: Quantity, declared: AmountStyle?
    ) -> (quantity: Quantity, stillAmbiguous: Bool) {
        let decided = decidedMark(for: ambiguity.commodity, declared: declared)
        var reading = NumberReading(quantity: quantity)
        let isGroup = decided != nil && decided != ambiguity.mark
        if isGroup {
            reading.quantity = Quantity(mantissa: quantity.mantissa, scale: 0)
            reading.digitGroups = AmountStyle.DigitGroups(mark: ambiguity.mark.character, sizes: [3])
        } else {
            reading.decimalMark = ambiguity.mark
        }
        if ambiguity.influencesStyle {
            ensure(ambiguity.commodity)
            record(reading, into: Int(ambiguity.commodity.rawValue))
        }
        return (reading.quantity, decided == nil)
    }

    /// The inferred style of `commodity`, or nil when no amount showed one.
    func style(of commodity: CommodityID) -> AmountStyle? {
        let i = Int(commodity.rawValue)
        guard i < accumulators.count, accumulators[i].seen else { return nil }
        let a = accumulators[i]
        let decimal = a.decimalMark ?? (a.digitGroups?.mark == "." ? .comma : .period)
        return AmountStyle(
            symbolSide: a.side, spaced: a.spaced, decimalMark: decimal,
            digitGroups: a.digitGroups, precision: a.precision)
    }
}
