extension DisplayWidth {
    /// The width of UTF-8 bytes as a terminal shows them, without building a
    /// `String`: ASCII counts one column a byte, anything else is decoded
    /// scalar by scalar. Invalid UTF-8 counts one column per byte (as the
    /// replacement character a terminal draws).
    public static func of(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var width = 0
        var i = 0
        let count = bytes.count
        // Eight printable ASCII bytes at a time (no byte of 0x80 or more,
        // below 0x20, or 0x7F), the usual account name.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let high = word & 0x8080_8080_8080_8080
                let control = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                let delete = ((word ^ 0x7F7F_7F7F_7F7F_7F7F) &- 0x0101_0101_0101_0101) & ~(word ^ 0x7F7F_7F7F_7F7F_7F7F)
                    & 0x8080_8080_8080_8080
                guard high | control | delete == 0 else { break }
                width += 8
                i += 8
            }
        }
        while i < count {
            let lead = bytes[i]
            if lead < 0x80 {
                width += lead < 0x20 || lead == 0x7F ? 0 : 1
                i += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            guard length > 1, i + length <= count else {
                width += 1
                i += 1
                continue
            }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            var valid = true
            for k in 1..<length {
                let b = bytes[i + k]
                if b & 0xC0 != 0x80 { valid = false; break }
                value = value << 6 | UInt32(b & 0x3F)
            }
            if valid, let scalar = Unicode.Scalar(value) {
                width += of(scalar: scalar)
                i += length
            } else {
                width += 1
                i += 1
            }
        }
        return width
    }

    public static func of(utf8 bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { of(utf8: $0) }
    }
}
