import TrackSyntax

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
        var block = ByteBlock(capacity: 4096)
        defer { block.release() }
        write(to: &block, indent: pretty ? 0 : nil)
        return String(decoding: block.bytes(since: 0), as: UTF8.self)
    }

    /// Writes the value's text into `block`; `indent` is the current depth in
    /// pretty mode (a value inside others is written at theirs) and nil in compact mode.
    public func write(to block: inout ByteBlock, indent: Int?) {
        switch self {
        case .null:
            block.append("null")
        case .bool(let value):
            block.append(value ? "true" : "false")
        case .number(let text):
            block.append(contentsOf: text)
        case .string(let text):
            Self.writeString(text, to: &block)
        case .array(let elements):
            Self.writeContainer(elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), to: &block,
                                indent: indent) { element, block, indent in
                element.write(to: &block, indent: indent)
            }
        case .object(let members):
            Self.writeContainer(members, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), to: &block,
                                indent: indent) { member, block, indent in
                Self.writeString(member.0, to: &block)
                block.append(indent == nil ? ":" : ": ")
                member.1.write(to: &block, indent: indent)
            }
        }
    }

    private static func writeContainer<Element>(
        _ elements: [Element],
        open: UInt8,
        close: UInt8,
        to block: inout ByteBlock,
        indent: Int?,
        writeElement: (Element, inout ByteBlock, Int?) -> Void
    ) {
        block.append(open)
        guard !elements.isEmpty else {
            block.append(close)
            return
        }
        let inner = indent.map { $0 + 1 }
        for (index, element) in elements.enumerated() {
            if index > 0 { block.append(UInt8(ascii: ",")) }
            if let inner {
                block.append(UInt8(ascii: "\n"))
                block.appendSpaces(2 * inner)
            }
            writeElement(element, &block, inner)
        }
        if let indent {
            block.append(UInt8(ascii: "\n"))
            block.appendSpaces(2 * indent)
        }
        block.append(close)
    }

    /// Escapes what JSON requires and nothing more: non-ASCII text stays as
    /// UTF-8 so account names remain readable (`ByteBlock.appendJSONString`).
    private static func writeString(_ text: String, to block: inout ByteBlock) {
        var text = text
        text.withUTF8 { block.appendJSONString(UnsafeRawBufferPointer($0), validUTF8: true) }
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
