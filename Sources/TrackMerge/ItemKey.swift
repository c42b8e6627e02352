#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What makes two items "the same" for matching: their bytes with every
/// run of spaces and tabs read as one space, trailing spaces and carriage
/// returns ignored. So an entry that `track fmt` only realigned still
/// matches its old self, while any change of a date, a name or an amount
/// does not.
enum ItemKey {
    /// FNV-1a over the key's bytes (one loop over the bytes: it runs on every byte of three files).
    static func hash(_ bytes: [UInt8], _ range: Range<Int>, exact: Bool) -> UInt64 {
        let range = exact ? range : withoutLineEnd(bytes, range)
        return bytes.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var index = range.lowerBound
            let end = range.upperBound
            while index < end {
                var byte = buffer[index]
                index += 1
                // As `Normalized`: a carriage return is nothing; a run of spaces and
                // tabs is one space, or nothing before a line's end or the item's.
                if !exact && byte == 0x0D { continue }
                if !exact && (byte == 0x20 || byte == 0x09) {
                    while index < end && (buffer[index] == 0x20 || buffer[index] == 0x09 || buffer[index] == 0x0D) { index += 1 }
                    guard index < end && buffer[index] != 0x0A else { continue }
                    byte = 0x20
                }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    /// Whether two ranges have the same key.
    static func equal(_ a: [UInt8], _ ra: Range<Int>, _ b: [UInt8], _ rb: Range<Int>, exact: Bool) -> Bool {
        if sameBytes(a, ra, b, rb) { return true }
        if exact { return false }
        let ra = withoutLineEnd(a, ra), rb = withoutLineEnd(b, rb)
        var left = Normalized(bytes: a, index: ra.lowerBound, end: ra.upperBound)
        var right = Normalized(bytes: b, index: rb.lowerBound, end: rb.upperBound)
        while true {
            let x = left.next(), y = right.next()
            if x != y { return false }
            if x == nil { return true }
        }
    }

    /// Whether two ranges hold the same bytes (memcmp: it runs on every item of three files).
    static func sameBytes(_ a: [UInt8], _ ra: Range<Int>, _ b: [UInt8], _ rb: Range<Int>) -> Bool {
        guard ra.count == rb.count else { return false }
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                return memcmp(p + ra.lowerBound, q + rb.lowerBound, ra.count) == 0
            }
        }
    }

    /// The range without its last line's ending: the last entry of a file
    /// written without a final newline is the same entry once one follows it.
    static func withoutLineEnd(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) {
            end -= 1
        }
        return range.lowerBound..<end
    }

    /// The key's bytes one at a time, without building them.
    struct Normalized {
        let bytes: [UInt8]
        var index: Int
        let end: Int

        mutating func next() -> UInt8? {
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\r") {
                    index += 1
                    continue
                }
                guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else {
                    index += 1
                    return byte
                }
                while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                    || bytes[index] == UInt8(ascii: "\r") {
                    index += 1
                }
                // Spaces before a line's end or the item's end are not part of the key.
                if index < end && bytes[index] != UInt8(ascii: "\n") { return UInt8(ascii: " ") }
            }
            return nil
        }
    }
}
