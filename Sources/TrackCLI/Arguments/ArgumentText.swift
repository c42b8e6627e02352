/// Text typed as an argument or an answer, read leniently.
enum ArgumentText {
    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: some StringProtocol) -> String {
        let isSpace = { (c: Character) in c == " " || c == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }

    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
}
