import TrackModel

/// Amounts: `$5`, `5 USD`, `USD 5`, `-$5`, `$-5`, `- 5 USD`, `NT$1,000`,
/// `€ 3,50`, `"ACME Co" 10`, `1.5E3 BTC`; then costs (`@`, `@@`), lot
/// annotations (`{…}`, `{{…}}`, `[date]`, `(note)`) and assertions (`=`, `==`,
/// `=*`, `==*`).
extension JournalParser {
    /// What an amount is read for: it decides whether the amount counts toward
    /// its commodity's inferred style and how `1,000` is read.
    enum AmountContext {
        /// A posting amount, `P` price or `D` amount: counts toward the style.
        case posting
        /// A cost, lot price, assertion, or a periodic or auto posting amount: does not.
        case secondary
        /// A `commodity` directive: `1,000` means digit groups.
        case declaration
    }

    struct ParsedAmount {
        var amount: Amount
        var reading: NumberReading
        /// nil when no symbol was written.
        var side: AmountStyle.SymbolSide?
        var spaced: Bool
        var numberStart: Int
        var numberEnd: Int
    }

    /// Reads an amount, interning its commodity and recording its style.
    /// Reports and returns nil when there is no valid amount at the cursor.
    mutating func readAmount(_ cursor: inout Cursor, context: AmountContext) -> ParsedAmount? {
        let start = cursor.position
        if cursor.peek == UInt8(ascii: "("), let end = valueExpressionEnd(cursor) {
            report(.invalidAmount(cursor.string(start, end), at: cursor.location(start)..<cursor.location(end)))
            return nil
        }
        // As hledger: one sign before the symbol and one before the number, each
        // optional, their product the sign (`-$-20` is 20); never two in a row.
        var negative = NumberReader.readSign(&cursor)
        guard !startsSign(cursor) || cursor.position == start else {
            reportTwoSigns(cursor, from: start)
            return nil
        }
        var side: AmountStyle.SymbolSide?
        var spaced = false
        var symbol: (start: Int, end: Int)?
        if !NumberReader.startsNumber(cursor) {
            guard let s = readSymbol(&cursor) else { return nil }
            symbol = s
            side = .left
            spaced = cursor.skipSpaces() > 0
            let signStart = cursor.position
            if NumberReader.readSign(&cursor) { negative.toggle() }
            if cursor.position > signStart && startsSign(cursor) {
                reportTwoSigns(cursor, from: start)
                return nil
            }
            guard NumberReader.startsNumber(cursor) else {
                reportInvalidAmount(cursor, from: start)
                return nil
            }
        }
        let numberStart = cursor.position
        let result = NumberReader.read(&cursor, decimalHint: nil, groupsWhenAmbiguous: context == .declaration)
        let numberEnd = cursor.position
        guard case .success(var reading) = result else {
            let range = cursor.location(numberStart)..<cursor.location(numberEnd)
            if case .failure(.overflow) = result {
                report(.amountOverflow(at: range))
            } else {
                report(.malformedNumber(cursor.string(numberStart, numberEnd), at: range))
            }
            return nil
        }
        guard NumberReader.applyExponent(&cursor, to: &reading) else {
            report(.amountOverflow(at: cursor.location(numberStart)..<cursor.location(cursor.position)))
            return nil
        }
        if symbol == nil {
            let afterNumber = cursor.position
            let gap = cursor.skipSpaces()
            if startsSymbol(cursor) {
                guard let s = readSymbol(&cursor) else { return nil }
                symbol = s
                side = .right
                spaced = gap > 0
            } else {
                cursor.position = afterNumber
            }
        }
        var commodity = CommodityID.none
        if let symbol {
            var symbolStart = symbol.start, symbolEnd = symbol.end
            if cursor.byte(at: symbolStart) == UInt8(ascii: "\"") {
                symbolStart += 1
                symbolEnd -= 1
            }
            commodity = internCommodity(cursor, symbolStart, symbolEnd)
        } else if let d = journal.defaultCommodity {
            commodity = d
        }
        settleWithDirectives(&reading, commodity: commodity)
        if negative, let n = reading.quantity.negated() { reading.quantity = n }
        if context != .secondary {
            styles.observe(commodity, reading: reading, side: symbol == nil ? nil : side, spaced: spaced,
                           influencesStyle: true)
        } else {
            styles.observe(commodity, reading: reading, side: symbol == nil ? nil : side, spaced: spaced,
                           influencesStyle: false)
        }
        return ParsedAmount(amount: Amount(reading.quantity, commodity), reading: reading, side: side,
                            spaced: spaced, numberStart: numberStart, numberEnd: numberEnd)
    }

    /// The end of a ledger value expression at the cursor, `(1 + 2)` or
    /// `(amount * 2)`: parentheses around a space, an operator or a leading
    /// digit. `(USD) 5` is not one: hledger reads `(USD)` as a commodity symbol.
    private func valueExpressionEnd(_ cursor: Cursor) -> Int? {
        let end = cursor.contentEnd
        var i = cursor.position + 1
        var isExpression = cursor.byte(at: i).isDigit
        while i < end {
            let b = cursor.byte(at: i)
            if b == UInt8(ascii: ")") { return isExpression ? i + 1 : nil }
            switch b {
            case .space, .tab, UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"):
                isExpression = true
            default:
                break
            }
            i += 1
        }
        return nil
    }

    func startsSymbol(_ cursor: Cursor) -> Bool {
        let b = cursor.peek
        return b == UInt8(ascii: "\"") || (b >= 0x20 && b != 0x7F && !Commodity.isNonSymbolByte(b))
    }

    /// A commodity symbol: `"quoted, with spaces"` or a run of symbol bytes.
    mutating func readSymbol(_ cursor: inout Cursor) -> (start: Int, end: Int)? {
        let start = cursor.position
        if cursor.peek == UInt8(ascii: "\"") {
            var i = start + 1
            let end = cursor.contentEnd
            while i < end && cursor.byte(at: i) != UInt8(ascii: "\"") { i += 1 }
            guard i < end else {
                report(.unclosedQuote(at: cursor.location(start)..<cursor.location(end)))
                return nil
            }
            cursor.position = i + 1
            guard i > start + 1 else {
                // `""`: hledger rejects an empty symbol too.
                reportInvalidAmount(cursor, from: start)
                return nil
            }
            return (start, i + 1)
        }
        cursor.advance(while: { $0 >= 0x20 && $0 != 0x7F && !Commodity.isNonSymbolByte($0) })
        guard cursor.position > start else {
            reportInvalidAmount(cursor, from: start)
            return nil
        }
        return (start, cursor.position)
    }

    mutating func internCommodity(_ cursor: Cursor, _ start: Int, _ end: Int) -> CommodityID {
        let key = UnsafeBufferPointer(rebasing: cursor.bytes[start..<end])
        if let value = commodityCache.value(for: key) { return CommodityID(rawValue: UInt32(value)) }
        let symbol = String(decoding: key, as: UTF8.self)
        if !symbol.utf8.elementsEqual(key) {
            report(.nameNotUtf8("commodity symbol", at: cursor.location(start)..<cursor.location(end)))
        }
        let id = journal.commodities.intern(symbol)
        commodityCache.insert(key, value: Int32(id.rawValue))
        return id
    }

    /// A declared decimal mark (the commodity's directive, else `decimal-mark`)
    /// settles a `1,000`-like number at once.
    private func settleWithDirectives(_ reading: inout NumberReading, commodity: CommodityID) {
        guard let mark = reading.ambiguousMark,
              let decided = declaredStyles[commodity]?.decimalMark ?? scope.decimalMark else { return }
        reading.ambiguousMark = nil
        if decided != mark {
            reading.quantity = Quantity(mantissa: reading.quantity.mantissa, scale: 0)
            reading.decimalMark = nil
            reading.digitGroups = AmountStyle.DigitGroups(mark: mark.character, sizes: [3])
        }
    }

    private func startsSign(_ cursor: Cursor) -> Bool {
        cursor.peek == UInt8(ascii: "-") || cursor.peek == UInt8(ascii: "+")
    }

    /// `--20`, `-+20`, `$-+20`: the amount up to the next space, underlined.
    private mutating func reportTwoSigns(_ cursor: Cursor, from start: Int) {
        let lineEnd = cursor.contentEnd
        var end = cursor.position
        while end < lineEnd && !cursor.byte(at: end).isSpaceOrTab { end += 1 }
        report(.amountTwoSigns(cursor.string(start, end), at: cursor.location(start)..<cursor.location(end)))
    }

    private mutating func reportInvalidAmount(_ cursor: Cursor, from start: Int) {
        // At the end of the line (or file) there is nothing to underline: the range stays empty.
        let lineEnd = cursor.contentEnd
        var end = max(cursor.position, min(start + 1, lineEnd))
        while end < lineEnd && !cursor.byte(at: end).isSpaceOrTab { end += 1 }
        report(.invalidAmount(cursor.string(start, end), at: cursor.location(start)..<cursor.location(end)))
    }

    /// Costs and lot annotations after a posting amount, in any order.
    mutating func readAnnotations(
        _ cursor: inout Cursor, into details: inout Posting.Details, postingIndex: Int,
        ambiguities: inout [PendingAmbiguity]
    ) -> Bool {
        var lot: LotAnnotation?
        var lotStart: Int?
        var lotEnd = 0
        while true {
            let b = cursor.peek
            if b == UInt8(ascii: "@") || (b == UInt8(ascii: "(") && cursor.peek(at: 1) == UInt8(ascii: "@")) {
                guard details.cost == nil else {
                    report(.textAfterCost(at: cursor.location..<cursor.location(cursor.position + 1)))
                    return false
                }
                let virtualCost = b == UInt8(ascii: "(")
                details.costLocation = cursor.location
                if virtualCost { cursor.advance() }
                cursor.advance()
                let total = cursor.consume(UInt8(ascii: "@"))
                if virtualCost && !cursor.consume(UInt8(ascii: ")")) {
                    report(.unclosedVirtualCost(at: cursor.location..<cursor.location(min(cursor.position + 1, cursor.contentEnd))))
                    return false
                }
                cursor.skipSpaces()
                guard let parsed = readAmount(&cursor, context: .secondary) else { return false }
                noteAmbiguity(parsed, kind: .cost, postingIndex: postingIndex, cursor: cursor, into: &ambiguities)
                // Kept as written, sign included: `Cost.total(for:)` applies hledger's rules.
                details.cost = Cost(total ? .total : .perUnit, parsed.amount)
            } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") || b == UInt8(ascii: "(") {
                if lotStart == nil { lotStart = cursor.position }
                var annotation = lot ?? LotAnnotation(text: .empty)
                guard readLotPart(&cursor, into: &annotation) else { return false }
                lot = annotation
                lotEnd = cursor.position
            } else {
                break
            }
            cursor.skipSpaces()
        }
        if var lot, let lotStart {
            lot.text = cursor.text(lotStart, lotEnd)
            details.lot = lot
        }
        return true
    }

    /// One of `{PRICE}`, `{{TOTAL}}`, `{=PRICE}`, `[DATE]`, `(NOTE)`.
    private mutating func readLotPart(_ cursor: inout Cursor, into lot: inout LotAnnotation) -> Bool {
        let open = cursor.peek
        let start = cursor.position
        let hadPrice = lot.price != nil, hadDate = lot.date != nil
        cursor.advance()
        switch open {
        case UInt8(ascii: "{"):
            let total = cursor.consume(UInt8(ascii: "{"))
            cursor.skipSpaces()
            if cursor.consume(UInt8(ascii: "=")) { lot.isFixed = true }
            cursor.skipSpaces()
            guard let parsed = readAmount(&cursor, context: .secondary) else { return false }
            lot.price = Cost(total ? .total : .perUnit, parsed.amount)
            cursor.skipSpaces()
            guard cursor.consume(UInt8(ascii: "}")), !total || cursor.consume(UInt8(ascii: "}")) else {
                // `{$5 USD}`: closed further on, with something else than the amount in it.
                var close = cursor.position
                while close < cursor.contentEnd && cursor.byte(at: close) != UInt8(ascii: "}") { close += 1 }
                if close < cursor.contentEnd && cursor.byte(at: cursor.position) != UInt8(ascii: "}") {
                    report(.textInLotPrice(at: cursor.location(cursor.position)..<cursor.location(close)))
                } else {
                    report(.unclosedLotPrice(at: cursor.location(start)..<cursor.location(cursor.position)))
                }
                return false
            }
            if hadPrice {
                report(.repeatedLotPart("lot price", at: cursor.location(start)..<cursor.location(cursor.position)))
                return false
            }
        case UInt8(ascii: "["):
            guard let day = readDate(&cursor, year: scope.defaultYear) else { return false }
            lot.date = day
            guard cursor.consume(UInt8(ascii: "]")) else {
                report(.unclosedLotDate(at: cursor.location(start)..<cursor.location(cursor.position)))
                return false
            }
            if hadDate {
                report(.repeatedLotPart("lot date", at: cursor.location(start)..<cursor.location(cursor.position)))
                return false
            }
        default:
            let end = cursor.contentEnd
            var i = cursor.position
            while i < end && cursor.byte(at: i) != UInt8(ascii: ")") { i += 1 }
            guard i < end else {
                report(.unclosedLotNote(at: cursor.location(start)..<cursor.location(end)))
                return false
            }
            lot.note = cursor.text(cursor.position, i)
            cursor.position = i + 1
        }
        return true
    }

    /// `= AMOUNT`, `== AMOUNT`, `=* AMOUNT`, `==* AMOUNT` (a cost after it is read and ignored).
    mutating func readAssertion(
        _ cursor: inout Cursor, postingIndex: Int, ambiguities: inout [PendingAmbiguity]
    ) -> BalanceAssertion? {
        let location = cursor.location
        cursor.advance()
        let isTotal = cursor.consume(UInt8(ascii: "="))
        let inclusive = cursor.consume(UInt8(ascii: "*"))
        cursor.skipSpaces()
        guard let parsed = readAmount(&cursor, context: .secondary) else { return nil }
        noteAmbiguity(parsed, kind: .assertion, postingIndex: postingIndex, cursor: cursor, into: &ambiguities)
        cursor.skipSpaces()
        var assertion = BalanceAssertion(amount: parsed.amount, isTotal: isTotal, includesSubaccounts: inclusive, location: location)
        if cursor.peek == UInt8(ascii: "@") {
            cursor.advance()
            let total = cursor.consume(UInt8(ascii: "@"))
            cursor.skipSpaces()
            guard let cost = readAmount(&cursor, context: .secondary) else { return nil }
            assertion.cost = Cost(total ? .total : .perUnit, cost.amount)
        }
        return assertion
    }

    private func noteAmbiguity(
        _ parsed: ParsedAmount, kind: PendingAmbiguity.Kind, postingIndex: Int, cursor: Cursor,
        into ambiguities: inout [PendingAmbiguity]
    ) {
        guard let mark = parsed.reading.ambiguousMark else { return }
        ambiguities.append(PendingAmbiguity(
            posting: postingIndex, kind: kind, commodity: parsed.amount.commodity, mark: mark,
            start: parsed.numberStart, end: parsed.numberEnd, base: cursor.base, side: parsed.side, spaced: parsed.spaced))
    }
}
