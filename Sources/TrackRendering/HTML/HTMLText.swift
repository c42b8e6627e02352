/// Text made safe for an HTML (and XML) document: every string a journal
/// holds (a payee, an account, a commodity) goes through here before it is
/// written, so `<script>` in a payee is shown as text, never run.
///
/// The report is written as XHTML-compatible HTML (void elements closed,
/// attributes quoted, no named entities but XML's five), so an XML parser
/// reads it too; that is how the tests check it is well formed.
public enum HTMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`: enough for element content and
    /// for a double-quoted attribute value alike. Control characters other
    /// than tab and line feed, which XML 1.0 does not allow, become U+FFFD.
    public static func escaped(_ text: String) -> String {
        var needs = false
        for byte in text.utf8 where byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || (byte < 0x20 && byte != 0x09 && byte != 0x0A) {
            needs = true
            break
        }
        guard needs else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// An element with escaped text content and attributes (already
    /// escaped values are not expected: every value is escaped here).
    public static func element(_ name: String, _ attributes: [(String, String)] = [], text: String) -> String {
        "<\(name)\(self.attributes(attributes))>\(escaped(text))</\(name)>"
    }

    /// ` name="value"` for each attribute, values escaped.
    public static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
    }

    /// `up` for a text marked `▲`, `down` for `▼`: a change's direction,
    /// which `--gain-colors tw` colours by.
    static func direction(_ text: String) -> String? {
        text.hasPrefix("▲") ? "up" : text.hasPrefix("▼") ? "down" : nil
    }
}
