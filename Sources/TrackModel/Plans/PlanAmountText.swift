/// An amount as a plan tag writes it: a plain decimal with `.` and no digit
/// groups (a comma would end the tag's value), its symbol before it with no
/// space or after it with one: `$10.00`, `10.00 EUR`, `"ABC 1" 10`… read
/// without the journal's styles, so the tag means the same in any journal.
public struct PlanAmountText: Sendable, Equatable {
    public let symbol: String
    public let quantity: Quantity

    public init?(_ text: String) {
        let trimmed = text.trimmingSpaces
        guard let first = trimmed.firstIndex(where: { $0.isASCII && ($0.isNumber || $0 == "-" || $0 == ".") }) else { return nil }
        let numberEnd = trimmed[first...].firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == "-" || $0 == ".")) }) ?? trimmed.endIndex
        let before = String(trimmed[..<first]).trimmingSpaces, after = String(trimmed[numberEnd...]).trimmingSpaces
        guard before.isEmpty || after.isEmpty, let quantity = Quantity(trimmed[first..<numberEnd]) else { return nil }
        var symbol = before.isEmpty ? after : before
        if symbol.count >= 2, symbol.hasPrefix("\""), symbol.hasSuffix("\"") { symbol = String(symbol.dropFirst().dropLast()) }
        guard !symbol.contains(",") else { return nil }
        self.symbol = symbol
        self.quantity = quantity
    }

    /// The tag's spelling of `quantity` in the commodity `symbol`, written
    /// on the side the journal writes it.
    public static func text(_ quantity: Quantity, symbol: String, onLeft: Bool) -> String {
        if symbol.isEmpty { return quantity.description }
        let written = Commodity.needsQuotes(symbol) ? "\"\(symbol)\"" : symbol
        return onLeft ? written + quantity.description : quantity.description + " " + written
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}
