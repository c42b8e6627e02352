import TrackSyntax

extension ByteBlock {
    /// `bytes` as a JSON string, escaped as `JSONValue` escapes one: `"`, `\`,
    /// and the control characters (`\n`, `\r`, `\t`, else `\u00XX`); any
    /// other byte as it is. Bytes that may not be UTF-8 (`validUTF8` false)
    /// and are not ASCII are decoded as a `String` first, as the `String`
    /// path does (a byte that is not UTF-8 becomes U+FFFD).
    mutating func appendJSONString(_ bytes: UnsafeRawBufferPointer, validUTF8: Bool = false) {
        append(UInt8(ascii: "\""))
        appendJSONEscaped(bytes, validUTF8: validUTF8)
        append(UInt8(ascii: "\""))
    }

    /// The inside of `appendJSONString`'s string, for text written in pieces.
    mutating func appendJSONEscaped(_ bytes: UnsafeRawBufferPointer, validUTF8: Bool = false) {
        guard validUTF8 || Self.isASCII(bytes) else {
            var text = String(decoding: bytes, as: UTF8.self)
            text.withUTF8 { appendJSONEscaped(UnsafeRawBufferPointer($0), validUTF8: true) }
            return
        }
        var start = 0
        for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            append(UnsafeRawBufferPointer(rebasing: bytes[start..<i]))
            start = i + 1
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            default:
                let hex: StaticString = "0123456789abcdef"
                append("\\u00")
                append(hex.utf8Start[Int(byte >> 4)])
                append(hex.utf8Start[Int(byte & 0xF)])
            }
        }
        append(UnsafeRawBufferPointer(rebasing: bytes[start..<bytes.count]))
    }
}
