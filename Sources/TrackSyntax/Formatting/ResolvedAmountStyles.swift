import TrackModel

/// Each commodity's display style resolved once into plain values, for the
/// writers that put amounts straight into bytes (`AmountWriter` for `fmt`,
/// `AmountBytes` for print and reports): reading a style for every amount
/// then touches no reference-counted storage.
public struct ResolvedAmountStyles: Sendable {
    public struct Style: Sendable {
        public var precision: UInt8?
        /// The quoted symbol, in `text`.
        public var symbol: Range<Int>
        public var symbolWidth: Int
        public var symbolOnLeft: Bool
        public var spaced: Bool
        public var decimalMark: UInt8
        /// The digit group mark, in `text`; empty when groups are not shown.
        public var groupMark: Range<Int>
        public var groupMarkWidth: Int
        /// Group sizes from the right, the last repeating, in `groupSizes`
        /// (as `DigitLayout` reads them).
        public var sizes: Range<Int>
    }

    /// By commodity id.
    public let styles: [Style]
    /// The symbols and group marks, one after another.
    public let text: [UInt8]
    public let groupSizes: [Int]

    /// The styles of `commodities`; digit groups are left out for those in
    /// `withoutGroups`, and for all unless `showsDigitGroups`.
    public init(commodities: CommodityTable, showsDigitGroups: Bool = true, withoutGroups: Set<CommodityID> = []) {
        var styles: [Style] = []
        var text: [UInt8] = []
        var groupSizes: [Int] = []
        for id in commodities.allIDs {
            let style = commodities.style(id) ?? .plain
            let symbol = Array(commodities[id].quotedSymbol.utf8)
            let symbolStart = text.count
            text.append(contentsOf: symbol)
            var resolved = Style(
                precision: style.precision, symbol: symbolStart..<text.count,
                symbolWidth: symbol.withUnsafeBufferPointer { DisplayWidth.of(utf8: $0) },
                symbolOnLeft: style.symbolSide == .left, spaced: style.spaced,
                decimalMark: style.decimalMark.rawValue, groupMark: 0..<0, groupMarkWidth: 0, sizes: 0..<0)
            if showsDigitGroups, !withoutGroups.contains(id), let groups = style.digitGroups {
                let mark = String(groups.mark)
                let markStart = text.count
                text.append(contentsOf: mark.utf8)
                resolved.groupMark = markStart..<text.count
                resolved.groupMarkWidth = DisplayWidth.of(mark)
                let sizesStart = groupSizes.count
                groupSizes.append(contentsOf: groups.sizes)
                resolved.sizes = sizesStart..<groupSizes.count
            }
            styles.append(resolved)
        }
        self.styles = styles
        self.text = text
        self.groupSizes = groupSizes
    }
}
