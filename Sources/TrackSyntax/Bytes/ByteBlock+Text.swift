#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

/// The pieces of journal text that output writers append as bytes, each
/// exactly as its `String` form spells it (`Day.description`,
/// `Quantity.description`, `String(decoding:as:)`), without the string.
extension ByteBlock {
    /// `YYYY-MM-DD`, as `Day.description`.
    @inlinable
    public mutating func append(_ day: Day) {
        let (y, m, d) = day.civil
        guard (0...9999).contains(y) else { return append(contentsOf: day.description) }
        write(count: 10) { Day.writeISO(year: y, month: m, day: d, to: $0) }
    }

    /// The quantity in plain form (`-1234.50`: no digit groups, `.` as the
    /// mark), as `Quantity.description`.
    @inlinable
    public mutating func appendPlain(_ quantity: Quantity) {
        let layout = DigitLayout(quantity)
        let negative = quantity.isNegative
        let length = (negative ? 1 : 0) + layout.byteCount(groupMarkCount: 0)
        write(count: length) { p in
            if negative { p[0] = UInt8(ascii: "-") }
            layout.write(endingAt: p + length, decimalMark: UInt8(ascii: "."), groupMark: EmptyCollection(),
                         groupSizes: EmptyCollection())
        }
    }

    /// The journal's text as `String(decoding:as:)` has it: its own bytes
    /// when they are UTF-8 (ASCII is checked eight bytes at a time), else
    /// with each malformed sequence replaced, as a `String` shows it.
    @inlinable
    public mutating func appendText(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { appendText($0) }
    }

    /// The journal's text, as `appendText(_: ArraySlice<UInt8>)`.
    @inlinable
    public mutating func appendText(_ bytes: SourceBytes) {
        bytes.withUnsafeBytes { appendText($0) }
    }

    @inlinable
    mutating func appendText(_ raw: UnsafeRawBufferPointer) {
        if Self.isASCII(raw) {
            append(raw)
        } else {
            append(contentsOf: String(decoding: raw, as: UTF8.self))
        }
    }

    @inlinable
    public static func isASCII(_ raw: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        let n = raw.count
        var high: UInt64 = 0
        while i + 8 <= n {
            high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < n {
            high |= UInt64(raw[i])
            i += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// `bytes` as a CSV field: in double quotes, quotes inside doubled (as `CSVWriter`).
    @inlinable
    public mutating func appendCSVField(_ bytes: UnsafeRawBufferPointer) {
        append(UInt8(ascii: "\""))
        appendCSVEscaped(bytes)
        append(UInt8(ascii: "\""))
    }

    /// `bytes` as the inside of a CSV field: each quote doubled. Most
    /// fields hold none, found by one `memchr`, and are copied whole.
    public mutating func appendCSVEscaped(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count, let found = memchr(base + start, Int32(UInt8(ascii: "\"")), bytes.count - start) {
            let quote = base.distance(to: UnsafeRawPointer(found))
            append(UnsafeRawBufferPointer(rebasing: bytes[start...quote]))
            append(UInt8(ascii: "\""))
            start = quote + 1
        }
        append(UnsafeRawBufferPointer(rebasing: bytes[start...]))
    }

    /// The journal's text (as `appendText` writes it) as a CSV field, or
    /// as the inside of one when not `quoted`.
    @inlinable
    public mutating func appendCSVText(_ bytes: ArraySlice<UInt8>, quoted: Bool = true) {
        bytes.withUnsafeBytes { appendCSVText($0, quoted: quoted) }
    }

    /// The journal's text (as `appendText` writes it) as a CSV field, or
    /// as the inside of one when not `quoted`.
    @inlinable
    public mutating func appendCSVText(_ bytes: SourceBytes, quoted: Bool = true) {
        bytes.withUnsafeBytes { appendCSVText($0, quoted: quoted) }
    }

    @inlinable
    mutating func appendCSVText(_ raw: UnsafeRawBufferPointer, quoted: Bool) {
        if quoted { append(UInt8(ascii: "\"")) }
        if Self.isASCII(raw) {
            appendCSVEscaped(raw)
        } else {
            var text = String(decoding: raw, as: UTF8.self)
            text.withUTF8 { appendCSVEscaped(UnsafeRawBufferPointer($0)) }
        }
        if quoted { append(UInt8(ascii: "\"")) }
    }
}
