extension JSON {
    /// Compact JSON in UTF-8, as the wire carries it.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        // Sized first: a response carrying a whole journal is not regrown (and copied) as it is written.
        out.reserveCapacity(byteCount)
        write(to: &out)
        return out
    }

    /// The length of `bytes`, counted without writing them.
    var byteCount: Int {
        switch self {
        case .null: 4
        case .bool(let value): value ? 4 : 5
        case .number(let text): text.utf8.count
        case .string(let text): Self.stringByteCount(text)
        case .array(let elements): elements.reduce(1 + max(elements.count, 1)) { $0 + $1.byteCount }
        case .object(let members):
            members.reduce(1 + max(members.count, 1)) { $0 + Self.stringByteCount($1.0) + 1 + $1.1.byteCount }
        }
    }

    private static func stringByteCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 2 + bytes.count
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): count += 1
                default: count += 5
                }
            }
            return count
        }
    }

    func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .number(let text): out += Array(text.utf8)
        case .string(let text): Self.writeString(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(member.0, to: &out)
                out.append(UInt8(ascii: ":"))
                member.1.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// Escapes quotes, backslashes and control characters; the rest passes
    /// as UTF-8, copied a run at a time between the bytes to escape.
    static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var run = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[run..<i])
                run = i + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
                default:
                    out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: bytes[run...])
        }
        out.append(UInt8(ascii: "\""))
    }
}
