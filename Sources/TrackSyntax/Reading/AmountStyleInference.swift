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
struct AmountStyleInference: Sendable {
    private struct Accumulator: Sendable {
        var seen = false
        var side: AmountStyle.SymbolSide = .right
        var spaced = true
        var precision: UInt8 = 0
        var decimalMark: AmountStyle.DecimalMark?
        var digitGroups: AmountStyle.DigitGroups?
        var sideKnown = false
        /// How the first cost or assertion wrote the commodity: its style when
        /// no posting amount gives one (`@ $1.50` alone shows `$-15.00`, as hledger).
        var fallback: AmountStyle?
        /// The most decimals a cost or assertion of the commodity writes: the
        /// fallback's precision. hledger 1.25 shows an amount computed from
        /// a cost with the cost's decimals (`203.890 ACME @ $16.02` is
        /// `$3266.32`), and a sum with the most of its parts'.
        var fallbackPrecision: UInt8 = 0
    }

    /// Where an ambiguous number was stored, so it can be re-read.
    enum Slot: Sendable {
        case posting(transaction: Int, posting: Int)
        case cost(transaction: Int, posting: Int)
        case assertion(transaction: Int, posting: Int)
        case price(Int)
        case periodic(transaction: Int, posting: Int)
        case auto(rule: Int, posting: Int)
    }

    struct Ambiguity: Sendable {
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
        guard influencesStyle else {
            if reading.ambiguousMark == nil {
                accumulators[i].fallbackPrecision = max(accumulators[i].fallbackPrecision, reading.quantity.scale)
            }
            if accumulators[i].fallback == nil, let side {
                let decimal = reading.decimalMark ?? (reading.digitGroups?.mark == "." ? .comma : .period)
                accumulators[i].fallback = AmountStyle(
                    symbolSide: side, spaced: spaced, decimalMark: decimal, digitGroups: reading.digitGroups)
            }
            return
        }
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
        ensure(ambiguity.commodity)
        let i = Int(ambiguity.commodity.rawValue)
        if ambiguity.influencesStyle {
            record(reading, into: i)
        } else {
            accumulators[i].fallbackPrecision = max(accumulators[i].fallbackPrecision, reading.quantity.scale)
        }
        return (reading.quantity, decided == nil)
    }

    /// How far another inference's item indices move when it is appended.
    struct Offsets {
        var transactions: Int
        var prices: Int
        var periodic: Int
        var rules: Int
    }

    /// Adds what another parser saw in text that follows this one's (a chunk
    /// read in parallel): its first-seen facts count only where this has none.
    mutating func absorb(_ other: AmountStyleInference, commodityMap: [CommodityID], offsets: Offsets) {
        for (i, theirs) in other.accumulators.enumerated() where theirs.seen || theirs.fallback != nil || other.firstDecimalMark[i] != nil {
            let id = commodityMap[i]
            ensure(id)
            let m = Int(id.rawValue)
            if firstDecimalMark[m] == nil { firstDecimalMark[m] = other.firstDecimalMark[i] }
            if accumulators[m].fallback == nil { accumulators[m].fallback = theirs.fallback }
            accumulators[m].fallbackPrecision = max(accumulators[m].fallbackPrecision, theirs.fallbackPrecision)
            guard theirs.seen else { continue }
            var mine = accumulators[m]
            mine.seen = true
            if !mine.sideKnown && theirs.sideKnown {
                mine.side = theirs.side
                mine.spaced = theirs.spaced
                mine.sideKnown = true
            }
            mine.precision = max(mine.precision, theirs.precision)
            if mine.decimalMark == nil { mine.decimalMark = theirs.decimalMark }
            if mine.digitGroups == nil { mine.digitGroups = theirs.digitGroups }
            accumulators[m] = mine
        }
        for var ambiguity in other.ambiguities {
            ambiguity.commodity = commodityMap[Int(ambiguity.commodity.rawValue)]
            switch ambiguity.slot {
            case .posting(let t, let p): ambiguity.slot = .posting(transaction: t + offsets.transactions, posting: p)
            case .cost(let t, let p): ambiguity.slot = .cost(transaction: t + offsets.transactions, posting: p)
            case .assertion(let t, let p): ambiguity.slot = .assertion(transaction: t + offsets.transactions, posting: p)
            case .price(let i): ambiguity.slot = .price(i + offsets.prices)
            case .periodic(let t, let p): ambiguity.slot = .periodic(transaction: t + offsets.periodic, posting: p)
            case .auto(let r, let p): ambiguity.slot = .auto(rule: r + offsets.rules, posting: p)
            }
            ambiguities.append(ambiguity)
        }
    }

    /// The inferred style of `commodity`, or nil when no amount showed one.
    func style(of commodity: CommodityID) -> AmountStyle? {
        let i = Int(commodity.rawValue)
        guard i < accumulators.count else { return nil }
        let a = accumulators[i]
        guard a.seen else {
            var fallback = a.fallback
            fallback?.precision = a.fallbackPrecision
            return fallback
        }
        let decimal = a.decimalMark ?? (a.digitGroups?.mark == "." ? .comma : .period)
        // A group mark equal to the decimal mark (`decimal-mark ,` then `2,000.50`) cannot be shown.
        let groups = a.digitGroups?.mark == decimal.character ? nil : a.digitGroups
        return AmountStyle(
            symbolSide: a.side, spaced: a.spaced, decimalMark: decimal, digitGroups: groups, precision: a.precision)
    }
}
