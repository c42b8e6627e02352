import TrackModel

/// Amounts written straight into a `ByteBlock`, exactly as `AmountFormatter`
/// writes them (a debug build checks every one against it) but without the
/// strings it builds on the way: a register writes two amounts per line, a
/// million lines at a time.
///
/// Each commodity's style is resolved once into plain values, so writing an
/// amount touches no reference-counted storage.
public struct AmountBytes: Sendable {
    /// What writing one commodity's amounts needs.
    private typealias Style = ResolvedAmountStyles.Style

    /// How one amount is written: worked out once for its width and its bytes.
    private struct Number {
        var layout: DigitLayout
        var negative: Bool
    }

    private let styles: [Style]
    private let text: [UInt8]
    private let groupSizes: [Int]
    /// Each commodity's place in display order (by symbol).
    private let displayRank: [Int]
    private let formatter: AmountFormatter

    public init(commodities: CommodityTable, showsDigitGroups: Bool = true) {
        formatter = AmountFormatter(commodities: commodities, showsDigitGroups: showsDigitGroups)
        let resolved = ResolvedAmountStyles(commodities: commodities, showsDigitGroups: showsDigitGroups)
        styles = resolved.styles
        text = resolved.text
        groupSizes = resolved.groupSizes
        var rank = [Int](repeating: 0, count: styles.count)
        for (position, id) in commodities.allIDs.sorted(by: commodities.areInDisplayOrder).enumerated() {
            rank[Int(id.rawValue)] = position
        }
        displayRank = rank
    }

    /// True when the amount rounds to zero at its display precision.
    public func isZeroWhenShown(_ amount: Amount) -> Bool {
        let q = amount.quantity
        if q.isZero { return true }
        guard let p = styles[Int(amount.commodity.rawValue)].precision, p < q.scale else { return false }
        return q.rounded(toScale: p)?.isZero ?? false
    }

    /// The amounts of `mixed` that do not show as zero, in display order, into `out`.
    public func shownAmounts(of mixed: MixedAmount, into out: inout [Amount]) {
        shownAmounts(of: mixed.amounts[...], into: &out)
    }

    /// The amounts that do not show as zero, in display order, into `out`.
    public func shownAmounts(of amounts: ArraySlice<Amount>, into out: inout [Amount]) {
        out.removeAll(keepingCapacity: true)
        for amount in amounts where !isZeroWhenShown(amount) { out.append(amount) }
        guard out.count > 1 else { return }
        // An insertion sort on the ranks: a total holds few commodities, and
        // `sort` with a closure retains the ranks on every comparison.
        displayRank.withUnsafeBufferPointer { rank in
            for i in 1..<out.count {
                let amount = out[i]
                let key = rank[Int(amount.commodity.rawValue)]
                var j = i
                while j > 0 && rank[Int(out[j - 1].commodity.rawValue)] > key {
                    out[j] = out[j - 1]
                    j -= 1
                }
                out[j] = amount
            }
        }
    }

    /// The width of the amount as a mixed amount of it shows: `0` when zero.
    public func shownWidth(_ amount: Amount) -> Int {
        isZeroWhenShown(amount) ? 1 : width(of: amount)
    }

    /// Writes the amount as a mixed amount of it shows: `0` when zero.
    public func writeShown(_ amount: Amount, to block: inout ByteBlock) {
        if isZeroWhenShown(amount) {
            block.append(UInt8(ascii: "0"))
        } else {
            write(amount, to: &block)
        }
    }

    public func width(of amount: Amount) -> Int {
        let style = styles[Int(amount.commodity.rawValue)]
        if let usual = Usual(amount, style) { return usual.width(style) }
        return width(number(amount, style), style)
    }

    /// Writes the amount after enough spaces to fill `width` columns, in red
    /// when `color` is on and it is negative; returns the amount's own width.
    @discardableResult
    public func write(_ amount: Amount, rightAlignedTo width: Int, color: Bool, to block: inout ByteBlock) -> Int {
        let style = styles[Int(amount.commodity.rawValue)]
        if let usual = Usual(amount, style), !(color && usual.negative) {
            return write(amount, usual, style, rightAlignedTo: width, to: &block)
        }
        let n = number(amount, style)
        let shownWidth = self.width(n, style)
        block.appendSpaces(width - shownWidth)
        let red = color && n.negative
        if red { block.append("\u{1B}[31m") }
        write(amount, n, style, to: &block)
        if red { block.append("\u{1B}[0m") }
        return shownWidth
    }

    public func write(_ amount: Amount, to block: inout ByteBlock) {
        let style = styles[Int(amount.commodity.rawValue)]
        write(amount, number(amount, style), style, to: &block)
    }

    /// The usual amount: already at its style's precision, a mantissa
    /// within 64 bits, no digit groups. Its width and bytes come from the
    /// mantissa in one pass, without a `DigitLayout`.
    private struct Usual {
        var magnitude: UInt64
        var negative: Bool
        var scale: Int
        /// Digits written, at least one before the decimal mark.
        var digits: Int

        init?(_ amount: Amount, _ style: Style) {
            let q = amount.quantity
            guard style.sizes.isEmpty, style.precision.map({ $0 == q.scale }) ?? true,
                  let mantissa = Int64(exactly: q.mantissa) else { return nil }
            magnitude = mantissa.magnitude
            negative = mantissa < 0
            scale = Int(q.scale)
            digits = max(DecimalDigits.count(word: magnitude), scale + 1)
        }

        /// The sign, digits and decimal mark.
        var numberBytes: Int { (negative ? 1 : 0) + digits + (scale > 0 ? 1 : 0) }

        func width(_ style: Style) -> Int {
            numberBytes + (style.symbol.isEmpty ? 0 : style.symbolWidth + (style.spaced ? 1 : 0))
        }
    }

    /// Writes the style's symbol (if any) at `p[i...]` with its space on
    /// the number's side: `before` the number, the symbol then the space.
    @inline(__always)
    private static func putSymbol(_ style: Style, _ text: UnsafeBufferPointer<UInt8>, before: Bool,
                                  to p: UnsafeMutablePointer<UInt8>, at i: inout Int) {
        guard !style.symbol.isEmpty else { return }
        if style.spaced && !before {
            p[i] = UInt8(ascii: " ")
            i += 1
        }
        for b in text[style.symbol] {
            p[i] = b
            i += 1
        }
        if style.spaced && before {
            p[i] = UInt8(ascii: " ")
            i += 1
        }
    }

    /// `write(_:rightAlignedTo:color:to:)` of a usual amount, without colour.
    private func write(_ amount: Amount, _ usual: Usual, _ style: Style, rightAlignedTo width: Int,
                       to block: inout ByteBlock) -> Int {
        let shownWidth = usual.width(style)
        let padding = max(0, width - shownWidth)
        let symbolBytes = style.symbol.isEmpty ? 0 : style.symbol.count + (style.spaced ? 1 : 0)
        let numberBytes = usual.numberBytes
        let start = block.count
        text.withUnsafeBufferPointer { text in
            block.write(count: padding + symbolBytes + numberBytes) { p in
                var i = 0
                while i < padding {
                    p[i] = UInt8(ascii: " ")
                    i += 1
                }
                if style.symbolOnLeft { Self.putSymbol(style, text, before: true, to: p, at: &i) }
                if usual.negative {
                    p[i] = UInt8(ascii: "-")
                    i += 1
                }
                // The digits backwards from the number's end: the fraction, the mark, the integer part.
                let end = i + usual.digits + (usual.scale > 0 ? 1 : 0)
                var k = end
                var value = usual.magnitude
                for _ in 0..<usual.scale {
                    k -= 1
                    p[k] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                    value /= 10
                }
                if usual.scale > 0 {
                    k -= 1
                    p[k] = style.decimalMark
                }
                while k > i {
                    k -= 1
                    p[k] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                    value /= 10
                }
                i = end
                if !style.symbolOnLeft { Self.putSymbol(style, text, before: false, to: p, at: &i) }
            }
        }
        assert(String(decoding: block.bytes(since: start + padding), as: UTF8.self) == formatter.format(amount),
               "AmountBytes wrote \(String(decoding: block.bytes(since: start + padding), as: UTF8.self)), AmountFormatter \(formatter.format(amount))")
        assert(shownWidth == self.width(number(amount, style), style))
        return shownWidth
    }

    private func number(_ amount: Amount, _ style: Style) -> Number {
        let q = amount.quantity.shown(atPrecision: style.precision)
        // A style without digit groups, the usual one, lays out without them (no group sizes to walk).
        let layout = style.sizes.isEmpty ? DigitLayout(q) : DigitLayout(q, groupSizes: groupSizes[style.sizes])
        return Number(layout: layout, negative: q.isNegative)
    }

    private func width(_ n: Number, _ style: Style) -> Int {
        var width = (n.negative ? 1 : 0) + n.layout.byteCount(groupMarkCount: style.groupMarkWidth)
        if !style.symbol.isEmpty { width += style.symbolWidth + (style.spaced ? 1 : 0) }
        return width
    }

    private func write(_ amount: Amount, _ n: Number, _ style: Style, to block: inout ByteBlock) {
        let symbolBytes = style.symbol.isEmpty ? 0 : style.symbol.count + (style.spaced ? 1 : 0)
        let numberBytes = n.layout.byteCount(groupMarkCount: style.groupMark.count)
        let length = symbolBytes + (n.negative ? 1 : 0) + numberBytes
        let start = block.count
        text.withUnsafeBufferPointer { text in
        block.write(count: length) { p in
            var i = 0
            if style.symbolOnLeft { Self.putSymbol(style, text, before: true, to: p, at: &i) }
            if n.negative {
                p[i] = UInt8(ascii: "-")
                i += 1
            }
            if n.layout.marks == 0 {
                n.layout.write(endingAt: p + i + numberBytes, decimalMark: style.decimalMark,
                               groupMark: EmptyCollection(), groupSizes: EmptyCollection())
            } else {
                n.layout.write(endingAt: p + i + numberBytes, decimalMark: style.decimalMark,
                               groupMark: text[style.groupMark], groupSizes: groupSizes[style.sizes])
            }
            i += numberBytes
            if !style.symbolOnLeft { Self.putSymbol(style, text, before: false, to: p, at: &i) }
        }
        }
        assert(String(decoding: block.bytes(since: start), as: UTF8.self) == formatter.format(amount),
               "AmountBytes wrote \(String(decoding: block.bytes(since: start), as: UTF8.self)), AmountFormatter \(formatter.format(amount))")
        assert(DisplayWidth.of(String(decoding: block.bytes(since: start), as: UTF8.self)) == width(n, style))
    }
}
