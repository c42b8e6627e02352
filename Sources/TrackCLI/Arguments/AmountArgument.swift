import TrackModel

/// An amount typed on the command line in a commodity known beforehand:
/// `1500`, `1,500.00`, `$1,500`, `-20 USD`, `1.500,50 €`, `12.50` (for `€` too).
///
/// The marks are read as people type them: of two kinds, the last is the
/// decimal mark; one kind repeated (`1,000,000`) groups digits; a single
/// mark is a decimal mark, except before exactly three digits (`1,500`,
/// `1.500`), where the commodity's style decides, as hledger decides for
/// the journal's amounts. A symbol, when written, must be the commodity's.
struct AmountArgument {
    /// The commodity's symbol (`$`) and other names accepted for it (`USD`).
    let symbol: String
    let aliases: [String]
    let style: AmountStyle
    /// What the amount is, for messages: `the starting balance`.
    let purpose: String

    func parse(_ text: String) throws(CLIError) -> Quantity {
        guard let split = AmountText(splitting: text), let negative = split.isNegative else { throw notAnAmount(text) }
        let written = split.written
        if !written.isEmpty && written != symbol && !aliases.contains(where: { $0.uppercased() == written.uppercased() }) {
            guard Self.looksLikeACommodity(written) else { throw notAnAmount(text) }
            throw .message(.amountNotInCommodity(text, symbol: symbol, purpose: purpose, example: example))
        }
        guard let (digits, fraction) = Self.number(split.number, decimalMark: style.decimalMark.character),
              let magnitude = Quantity(fraction.isEmpty ? digits : digits + "." + fraction),
              let quantity = negative ? magnitude.negated() : magnitude else {
            throw notAnAmount(text)
        }
        if let precision = style.precision, fraction.count > Int(precision) {
            throw .message(.tooManyDecimals(text, symbol: symbol, precision: Int(precision)))
        }
        return quantity
    }

    /// The integer digits and the fraction digits of `text` (digits and marks only).
    static func number(_ text: Substring, decimalMark: Character) -> (String, String)? {
        let marks = text.filter { $0 == "." || $0 == "," }
        var decimal: Character?
        if let last = marks.last {
            let sameKind = marks.filter { $0 == last }.count
            if marks.contains(where: { $0 != last }) {
                guard sameKind == 1 else { return nil }  // `1.000,00,5`
                decimal = last
            } else if sameKind == 1 {
                let after = text.count - 1 - text.distance(from: text.startIndex, to: text.firstIndex(of: last)!)
                decimal = after == 3 && last != decimalMark ? nil : last
            }
        }
        let parts = text.split(separator: decimal ?? "\u{0}", omittingEmptySubsequences: false)
        let integer = parts[0]
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        guard fraction.allSatisfy(ArgumentText.isDigit) else { return nil }
        // Digit groups after the first have three digits: `1,000,000`, not `1,00`.
        let groups = integer.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        guard let first = groups.first, groups.dropFirst().allSatisfy({ $0.count == 3 }),
              groups.count == 1 || (1...3).contains(first.count) else { return nil }
        let digits = groups.joined()
        guard !(digits.isEmpty && fraction.isEmpty) else { return nil }
        return (digits.isEmpty ? "0" : digits, fraction)
    }

    /// A currency's name or symbol (`EUR`, `€`, `NT$`), rather than a typo
    /// (`11OO`, `5x`): a known currency, three capitals, or no letters or digits at all.
    static func looksLikeACommodity(_ text: String) -> Bool {
        if CurrencyTable.known.contains(where: { $0.isNamed(text) }) { return true }
        if text.count == 3 && text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) { return true }
        return !text.contains { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "+" }
    }

    /// One thousand five hundred in the commodity's style: `1,500.00`.
    var example: String {
        let zeros = String(repeating: "0", count: Int(style.precision ?? 0))
        let quantity = Quantity("1500" + (zeros.isEmpty ? "" : "." + zeros)) ?? Quantity(1500)
        return AmountFormatter(commodities: CommodityTable()).formatNumber(quantity, style: style)
    }

    func notAnAmount(_ text: String) -> CLIError {
        .message(.notAnAmount(text, symbol: symbol, purpose: purpose, example: example))
    }
}
