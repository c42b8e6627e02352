/// An amount as typed on the command line, split into its signs, the
/// commodity symbol written before or after the number, and the number:
/// `12.50`, `$12.50`, `-20 USD`, `$-20`, `1.500,50 €`, `NT$1,000`. The
/// number itself is read by `AmountArgument` once the commodity, and so its
/// decimal mark, is known.
struct AmountText: Equatable {
    /// The sign before everything (`-$20`), and the one between a symbol and the number (`$-20`).
    var leadingSign: Character?
    var innerSign: Character?
    /// What is written before or after the number, "" when nothing is.
    var written: String
    /// The digits and marks.
    var number: Substring

    /// The split of `text`, or nil when it has no number or has text both before and after it.
    init?(splitting text: String) {
        var rest = Substring(ArgumentText.trimmed(text))
        if let first = rest.first, first == "-" || first == "+" {
            leadingSign = first
            rest = Substring(ArgumentText.trimmed(rest.dropFirst()))
        }
        let isNumeric = { (c: Character) in ArgumentText.isDigit(c) || c == "." || c == "," }
        guard let start = rest.firstIndex(where: isNumeric) else { return nil }
        let end = rest[start...].firstIndex { !isNumeric($0) } ?? rest.endIndex
        var prefix = ArgumentText.trimmed(rest[..<start])
        if let last = prefix.last, last == "-" || last == "+" {
            innerSign = last
            prefix = ArgumentText.trimmed(prefix.dropLast())
        }
        let suffix = ArgumentText.trimmed(rest[end...])
        guard prefix.isEmpty || suffix.isEmpty else { return nil }
        written = prefix.isEmpty ? suffix : prefix
        number = rest[start..<end]
    }

    /// `text` when it reads as an amount, for telling amounts from other
    /// words: a number with a digit, and a symbol with no digits, signs,
    /// colons (accounts) or spaces inside.
    init?(_ text: String) {
        guard let split = AmountText(splitting: text), split.number.contains(where: ArgumentText.isDigit),
              !split.written.contains(where: { ArgumentText.isDigit($0) || "-+:; \t\"".contains($0) }) else { return nil }
        self = split
    }

    /// The symbol written, or nil.
    var symbol: String? { written.isEmpty ? nil : written }

    /// Whether the amount is negative; nil for `-$-20`, which has a sign too many.
    var isNegative: Bool? {
        if leadingSign == "-" && innerSign != nil { return nil }
        return (innerSign ?? leadingSign) == "-"
    }
}
