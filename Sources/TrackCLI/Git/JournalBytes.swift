#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel
import TrackSyntax

/// A journal file read whole for the git commands (merge, resolve, diff),
/// refused when it is not text: a merge of binary or non-UTF-8 bytes item
/// by item could lose what it cannot read, so nothing is written instead.
enum JournalBytes {
    static func read(_ path: String, _ invocation: Invocation) throws(CLIError) -> [UInt8] {
        switch invocation.console.fileSystem.readArgument(path) {
        case .success(let bytes):
            try checkText(bytes, path)
            return bytes
        case .failure(let error):
            throw .message(.journalFileUnreadable(PathBytes.display(path), error))
        }
    }

    /// A journal file for `diff`, which reads it as a journal next: a large
    /// one mapped, not copied (`MappedFile`), checked in parts on every core.
    /// The pages checked stay for the reading that follows, which gives
    /// them back behind it: given back here, each would fault in again.
    static func readSource(_ path: String, _ invocation: Invocation) throws(CLIError) -> SourceBytes {
        switch invocation.console.fileSystem.readSource(path, argument: true) {
        case .success(let bytes):
            let parts = Parts.ranges(count: bytes.count, workers: Processors.count, minimum: 1 << 20)
            let found = Parts.map(parts) { range in problem(in: bytes, range) }
            // A NUL byte anywhere makes the file binary; else the first byte that is not UTF-8 is named.
            if found.contains(where: { $0?.nul == true }) { throw .message(.binaryJournal(PathBytes.display(path))) }
            if let offset = found.lazy.compactMap({ $0?.offset }).first {
                throw .message(.journalNotUTF8(PathBytes.display(path), offset: offset))
            }
            return bytes
        case .failure(let error):
            throw .message(.journalFileUnreadable(PathBytes.display(path), error))
        }
    }

    /// What is wrong with the lines that start in `range` of `bytes`: a NUL
    /// byte (which makes the file binary, wherever it is), else the offset
    /// of the first byte that is not UTF-8. A step at a time (ending on a
    /// line, so no character is cut).
    private static func problem(in bytes: SourceBytes, _ range: Range<Int>) -> (nul: Bool, offset: Int?)? {
        var start = range.lowerBound
        while start > 0, start < bytes.count, bytes[start - 1] != UInt8(ascii: "\n") { start += 1 }
        var invalid: Int?
        while start < range.upperBound {
            var end = min(bytes.count, start + ReadBehind.step)
            while end < bytes.count, bytes[end - 1] != UInt8(ascii: "\n") { end += 1 }
            let found = bytes[start..<end].withUnsafeBufferPointer { scan($0, untilInvalid: invalid == nil) }
            if found.hasNUL { return (true, nil) }
            if invalid == nil, let offset = found.firstInvalid { invalid = start + offset }
            start = end
        }
        return invalid.map { (false, $0) }
    }

    /// Throws when `bytes` hold a NUL byte or are not UTF-8.
    static func checkText(_ bytes: [UInt8], _ name: String) throws(CLIError) {
        let problem = bytes.withUnsafeBufferPointer { buffer -> CLIError? in
            do throws(CLIError) { try checkText(buffer, name, from: 0) } catch { return error }
            return nil
        }
        if let problem { throw problem }
    }

    /// Throws when `bytes`, which start at byte `offset` of the file and end
    /// a line, hold a NUL byte or are not UTF-8.
    static func checkText(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String, from offset: Int) throws(CLIError) {
        let found = scan(bytes, untilInvalid: true)
        if found.hasNUL { throw .message(.binaryJournal(PathBytes.display(name))) }
        if let invalid = found.firstInvalid {
            throw .message(.journalNotUTF8(PathBytes.display(name), offset: offset + invalid))
        }
    }

    /// The offset of the first byte that does not start a valid UTF-8
    /// sequence (overlong forms, surrogates and values past U+10FFFF refused).
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { scan($0, untilInvalid: true).firstInvalid }
    }

    /// What one pass over `buffer` finds: whether it holds a NUL byte, and
    /// (when `untilInvalid`) the offset of the first byte that does not start
    /// a valid UTF-8 sequence. Thirty-two bytes of ASCII at a time: nearly all of a journal.
    static func scan(_ buffer: UnsafeBufferPointer<UInt8>, untilInvalid: Bool) -> (hasNUL: Bool, firstInvalid: Int?) {
        guard let base = buffer.baseAddress else { return (false, nil) }
        let raw = UnsafeRawPointer(base), count = buffer.count
        var index = 0
        while index < count {
            if index + 32 <= count, isPlainASCII(raw + index) {
                index += 32
                continue
            }
            let lead = buffer[index]
            if lead == 0 { return (true, nil) }
            if lead < 0x80 || !untilInvalid {
                index += 1
                continue
            }
            guard let length = sequenceLength(buffer, at: index) else {
                // The first invalid byte: only a NUL after it still matters.
                return (memchr(base + index, 0, count - index) != nil, index)
            }
            index += length
        }
        return (false, nil)
    }

    /// Whether the 32 bytes at `bytes` are ASCII and none is NUL: in each
    /// word, a byte less one, or the byte, has its top bit set only when the
    /// byte is 0 (less one, it wraps) or 0x80 and above.
    @inline(__always)
    private static func isPlainASCII(_ bytes: UnsafeRawPointer) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, tops: UInt64 = 0x8080_8080_8080_8080
        var flags: UInt64 = 0
        for k in 0..<4 {
            let word = bytes.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self)
            flags |= (word &- ones) | word
        }
        return flags & tops == 0
    }

    /// The length of the valid UTF-8 sequence that starts at `index` with a byte of 0x80 or more, or nil.
    private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let length: Int, low: UInt8, high: UInt8
        switch buffer[index] {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        default: return nil
        }
        guard index + length <= buffer.count, buffer[index + 1] >= low, buffer[index + 1] <= high else { return nil }
        for next in (index + 2)..<(index + length) where buffer[next] & 0xC0 != 0x80 { return nil }
        return length
    }
}
