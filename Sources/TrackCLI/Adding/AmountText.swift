/// An amount as typed on the command line, split into its commodity symbol
/// (if one is written) and its number: `12.50`, `$12.50`, `-20 USD`,
/// `1.500,50 €`, `NT$1,000`. The number itself is read by `AmountArgument`
/// once the commodity, and so its decimal mark, is known.
struct AmountText: Equatable {
    /// The symbol written before or after the number, or nil.
    var symbol: String?

    init?(_ text: String) {
        var rest = Substring(ArgumentText.trimmed(text))
        if let first = rest.first, first == "-" || first == "+" { rest = rest.dropFirst() }
        let isNumeric = { (c: Character) in ArgumentText.isDigit(c) || c == "." || c == "," }
        guard let start = rest.firstIndex(where: isNumeric) else { return nil }
        let end = rest[start...].firstIndex { !isNumeric($0) } ?? rest.endIndex
        guard rest[start..<end].contains(where: ArgumentText.isDigit) else { return nil }
        var prefix = ArgumentText.trimmed(rest[..<start])
        if let last = prefix.last, last == "-" || last == "+" { prefix = ArgumentText.trimmed(prefix.dropLast()) }  // `$-20`
        let suffix = ArgumentText.trimmed(rest[end...])
        guard prefix.isEmpty || suffix.isEmpty else { return nil }
        let written = prefix.isEmpty ? suffix : prefix
        // A symbol has no digits, signs, colons (accounts) or spaces inside.
        guard !written.contains(where: { ArgumentText.isDigit($0) || "-+:; \t\"".contains($0) }) else { return nil }
        symbol = written.isEmpty ? nil : written
    }
}
