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
            let nul = bytes[start..<end].withUnsafeBufferPointer { part -> Bool in
                if invalid == nil, let found = firstInvalidUTF8(part) { invalid = start + found }
                return part.baseAddress.map { memchr($0, 0, part.count) != nil } ?? false
            }
            if nul { return (true, nil) }
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
        let hasNUL = bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false
        if hasNUL { throw .message(.binaryJournal(PathBytes.display(name))) }
        if let found = firstInvalidUTF8(bytes) {
            throw .message(.journalNotUTF8(PathBytes.display(name), offset: offset + found))
        }
    }

    /// The offset of the first byte that does not start a valid UTF-8
    /// sequence (overlong forms, surrogates and values past U+10FFFF refused).
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8($0) }
    }

    static func firstInvalidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = buffer.count
        guard let base = buffer.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        while index < count {
            // Eight bytes of ASCII at a time: nearly all of a journal.
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = buffer[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int, low: UInt8, high: UInt8
            switch lead {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            default: return index
            }
            guard index + length <= count, buffer[index + 1] >= low, buffer[index + 1] <= high else { return index }
            for next in (index + 2)..<(index + length) where buffer[next] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
