/// Rows of fields as CSV (RFC 4180), for reports read by spreadsheets.
///
/// Every field is quoted, as hledger does (`"account","balance"`), so a
/// field never changes meaning because it happens to hold the separator, a
/// quote or a line break; quotes inside are doubled. Rows end with `\n`.
public struct CSVWriter: Sendable {
    public let separator: Character
    public private(set) var output = ""

    public init(separator: Character = ",") {
        self.separator = separator
    }

    public mutating func writeRow(_ fields: [String]) {
        var first = true
        for field in fields {
            if !first {
                output.append(separator)
            }
            first = false
            output.append("\"")
            // Most fields hold no quote: appended whole, not a character at a time.
            if field.utf8.contains(UInt8(ascii: "\"")) {
                output.append(field.replacingQuotes())
            } else {
                output.append(field)
            }
            output.append("\"")
        }
        output.append("\n")
    }
}

private extension String {
    /// The text with each `"` doubled.
    func replacingQuotes() -> String {
        var result = ""
        result.reserveCapacity(utf8.count + 2)
        for character in self {
            if character == "\"" { result.append("\"") }
            result.append(character)
        }
        return result
    }
}
