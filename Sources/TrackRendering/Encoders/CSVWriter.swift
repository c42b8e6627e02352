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
            for character in field {
                if character == "\"" {
                    output.append("\"")
                }
                output.append(character)
            }
            output.append("\"")
        }
        output.append("\n")
    }
}
