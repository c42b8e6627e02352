#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Line ends a journal may use: LF or CRLF. A lone CR (old Mac files) is
/// refused rather than read: the reader splits lines at LF only, so such a
/// file would read as one line, a transaction with no postings.
enum LineEnds {
    /// The offset of the first CR not followed by LF, if any. A CR as the
    /// file's last byte ends its last line, as the cursor reads it.
    static func firstLoneCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var i = 0
        while i < bytes.count, let found = memchr(base + i, Int32(UInt8.carriageReturn), bytes.count - i) {
            let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if at + 1 < bytes.count && bytes[at + 1] != .newline { return at }
            i = at + 1
        }
        return nil
    }

    /// The 1-based line of `offset`, counting LF line ends.
    static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for b in bytes[..<offset] where b == .newline { line += 1 }
        return line
    }
}
