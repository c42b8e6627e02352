/// Decoding UTF-8 one scalar at a time, for the regex machine. A byte that
/// does not start a well-formed sequence stands for itself, as
/// `ScalarSet.invalidBase + byte`, so any bytes can be searched.
enum UTF8Scalars {
    /// The scalar at `i` and its length in bytes; nil (length 0) at the end.
    @inline(__always)
    static func scalar(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> (UInt32?, Int) {
        guard i < text.count else { return (nil, 0) }
        let b0 = text[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        let length: Int
        var value: UInt32
        switch b0 {
        case 0xC2...0xDF: length = 2; value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(b0 & 0x07)
        default: return (ScalarSet.invalidBase + UInt32(b0), 1)
        }
        guard i + length <= text.count else { return (ScalarSet.invalidBase + UInt32(b0), 1) }
        for k in 1..<length {
            let b = text[i + k]
            guard b & 0xC0 == 0x80 else { return (ScalarSet.invalidBase + UInt32(b0), 1) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        return (value, length)
    }

    /// The scalar that ends right before byte `i` (> 0).
    static func scalar(before i: Int, in text: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var start = i - 1
        while start > 0 && i - start < 4 && text[start] & 0xC0 == 0x80 { start -= 1 }
        let (scalar, length) = scalar(at: start, in: text)
        if let scalar, start + length == i { return scalar }
        return ScalarSet.invalidBase + UInt32(text[i - 1])
    }
}
