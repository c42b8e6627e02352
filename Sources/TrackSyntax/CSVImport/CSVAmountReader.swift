import TrackModel

/// An amount as a CSV record gives it, read the way hledger reads a CSV
/// amount: `-12.50`, `(12.50)`, `$12.50`, `12.50 USD`, `USD-12.50`,
/// `1.234,50 EUR`, `10 AAPL @ $50`.
struct CSVAmount: Sendable {
    var quantity: Quantity
    /// Empty when no symbol is written.
    var symbol: String
    var reading: NumberReading
    /// nil when no symbol is written.
    var side: AmountStyle.SymbolSide?
    var spaced: Bool
    var cost: CSVCost?

    var isZero: Bool { quantity.isZero }

    func negated() -> CSVAmount? {
        guard let n = quantity.negated() else { return nil }
        var copy = self
        copy.quantity = n
        copy.reading.quantity = n
        return copy
    }
}

/// `@ UNIT` or `@@ TOTAL` after a CSV amount.
struct CSVCost: Sendable {
    var kind: Cost.Kind
    var quantity: Quantity
    var symbol: String
}

enum CSVAmountReader {
    enum Failure: Error, Equatable {
        case notAnAmount
        case overflow
    }

    /// hledger's sign rules for CSV amounts, after trimming spaces: `+5` is
    /// `5`, `(5)` is `-5`, `--5` and `-(5)` are `5`, and a sign alone (`-`,
    /// `+`, `()`) is no amount at all (empty).
    static func simplifySign(_ text: Substring) -> Substring {
        let text = text.trimmingSpaces()
        if text == "-" || text == "+" || text == "()" { return "" }
        if text.hasPrefix("("), text.hasSuffix(")"), text.count >= 2 {
            return simplifySign(negate(text.dropFirst().dropLast()))
        }
        if text.hasPrefix("-(") && text.hasSuffix(")") && text.count >= 3 {
            return simplifySign(text.dropFirst(2).dropLast())
        }
        if text.hasPrefix("--") { return text.dropFirst(2) }
        if text.hasPrefix("-+") { return negate(text.dropFirst(2)) }
        if text.hasPrefix("+") { return simplifySign(text.dropFirst()) }
        return text
    }

    private static func negate(_ text: Substring) -> Substring {
        text.hasPrefix("-") ? text.dropFirst() : Substring("-" + text)
    }

    /// Reads `text` whole (already sign-simplified, with any currency in
    /// front). `decimalMark` is the rules' `decimal-mark`, which settles
    /// `1,000`-like numbers; without it they read as hledger reads them.
    static func read(_ text: String, decimalMark: AmountStyle.DecimalMark?) -> Result<CSVAmount, Failure> {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(bytes: buffer, base: 0)
            cursor.skipSpaces()
            guard var amount = readAmount(&cursor, decimalMark: decimalMark) else { return .failure(.notAnAmount) }
            if case .failure(let failure) = amount { return .failure(failure) }
            cursor.skipSpaces()
            if cursor.peek == UInt8(ascii: "@") {
                cursor.advance()
                let total = cursor.consume(UInt8(ascii: "@"))
                cursor.skipSpaces()
                guard case .success(let price)? = readAmount(&cursor, decimalMark: decimalMark), price.cost == nil else {
                    return .failure(.notAnAmount)
                }
                if case .success(var value) = amount {
                    value.cost = CSVCost(kind: total ? .total : .perUnit, quantity: price.quantity, symbol: price.symbol)
                    amount = .success(value)
                }
                cursor.skipSpaces()
            }
            guard cursor.isAtEnd else { return .failure(.notAnAmount) }
            return amount
        }
    }

    /// `[-] [SYMBOL [spaces]] [-] NUMBER [E±N] [[spaces] SYMBOL]`; nil when
    /// nothing at the cursor starts an amount.
    private static func readAmount(_ cursor: inout Cursor, decimalMark: AmountStyle.DecimalMark?) -> Result<CSVAmount, Failure>? {
        var negative = NumberReader.readSign(&cursor)
        var symbol: String?
        var side: AmountStyle.SymbolSide?
        var spaced = false
        if !NumberReader.startsNumber(cursor) {
            guard let s = readSymbol(&cursor) else { return nil }
            symbol = s
            side = .left
            spaced = cursor.skipSpaces() > 0
            if NumberReader.readSign(&cursor) { negative.toggle() }
            guard NumberReader.startsNumber(cursor) else { return nil }
        }
        let result = NumberReader.read(&cursor, decimalHint: decimalMark)
        guard case .success(var reading) = result else {
            if case .failure(.overflow) = result { return .failure(.overflow) }
            return .failure(.notAnAmount)
        }
        guard NumberReader.applyExponent(&cursor, to: &reading) else { return .failure(.overflow) }
        if symbol == nil {
            let afterNumber = cursor.position
            let gap = cursor.skipSpaces()
            if let s = readSymbol(&cursor) {
                symbol = s
                side = .right
                spaced = gap > 0
            } else {
                cursor.position = afterNumber
            }
        }
        if negative {
            guard let n = reading.quantity.negated() else { return .failure(.overflow) }
            reading.quantity = n
        }
        return .success(CSVAmount(quantity: reading.quantity, symbol: symbol ?? "", reading: reading, side: side,
                                  spaced: spaced, cost: nil))
    }

    /// `"quoted symbol"` or a run of bytes that may form a symbol (as in a journal).
    private static func readSymbol(_ cursor: inout Cursor) -> String? {
        let start = cursor.position
        if cursor.peek == UInt8(ascii: "\"") {
            var i = start + 1
            while i < cursor.bytes.count && cursor.byte(at: i) != UInt8(ascii: "\"") { i += 1 }
            guard i < cursor.bytes.count, i > start + 1 else { return nil }
            cursor.position = i + 1
            return cursor.string(start + 1, i)
        }
        cursor.advance(while: { $0 >= 0x20 && $0 != 0x7F && !Commodity.isNonSymbolByte($0) })
        return cursor.position > start ? cursor.string(start, cursor.position) : nil
    }
}
