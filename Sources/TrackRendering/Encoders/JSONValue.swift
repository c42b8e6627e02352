/// A JSON document built by report renderers and printed byte-for-byte the
/// same on every run.
///
/// Numbers are kept as the text to print, so an exact decimal such as
/// `1234.50` keeps its digits instead of passing through `Double`; the
/// caller guarantees the text is a valid JSON number. Objects keep their keys
/// in the order given, so output can be compared with golden files.
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Pretty output puts each element on its own line, indented by two
    /// spaces, with `": "` after keys; compact output has no whitespace.
    /// Neither ends with a newline.
    public func rendered(pretty: Bool) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        return output
    }

    /// `indent` is the current depth in pretty mode and nil in compact mode.
    func write(to output: inout String, indent: Int?) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .number(let text):
            output += text
        case .string(let text):
            Self.writeString(text, to: &output)
        case .array(let elements):
            Self.writeContainer(elements, open: "[", close: "]", to: &output, indent: indent) { element, output, indent in
                element.write(to: &output, indent: indent)
            }
        case .object(let members):
            Self.writeContainer(members, open: "{", close: "}", to: &output, indent: indent) { member, output, indent in
                Self.writeString(member.0, to: &output)
                output += indent == nil ? ":" : ": "
                member.1.write(to: &output, indent: indent)
            }
        }
    }

    private static func writeContainer<Element>(
        _ elements: [Element],
        open: String,
        close: String,
        to output: inout String,
        indent: Int?,
        writeElement: (Element, inout String, Int?) -> Void
    ) {
        output += open
        guard !elements.isEmpty else {
            output += close
            return
        }
        let inner = indent.map { $0 + 1 }
        for (index, element) in elements.enumerated() {
            if index > 0 {
                output += ","
            }
            if let inner {
                output += "\n" + String(repeating: "  ", count: inner)
            }
            writeElement(element, &output, inner)
        }
        if let indent {
            output += "\n" + String(repeating: "  ", count: indent)
        }
        output += close
    }

    /// Escapes what JSON requires and nothing more: non-ASCII text stays as
    /// UTF-8 so account names remain readable.
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue: Equatable {
    /// Objects are equal when they have the same keys in the same order with
    /// equal values: the order is part of what gets printed.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.number(let a), .number(let b)):
            return a == b
        case (.string(let a), .string(let b)):
            return a == b
        case (.array(let a), .array(let b)):
            return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default:
            return false
        }
    }
}
