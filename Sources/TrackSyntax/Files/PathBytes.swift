#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names are bytes, not always UTF-8 (`café.journal` written in
/// Latin-1 is `caf\xE9.journal`). A path is kept in a `String` everywhere,
/// decoded without loss: each byte that is not part of valid UTF-8 becomes
/// one private-use character, U+F700 plus the byte (U+F780…U+F7FF), and is
/// turned back into that byte before every system call. Valid UTF-8 that
/// spells one of those characters is itself kept as three such bytes, so
/// every byte string decodes to a `String` that encodes back to exactly it.
///
/// ```swift
/// let path = PathBytes.string([0x63, 0x61, 0x66, 0xE9])   // "caf\u{F7E9}"
/// PathBytes.withCString(path) { open($0, O_RDONLY) }        // opens caf\xE9
/// PathBytes.display(path)                                  // "caf\\xE9"
/// ```
public enum PathBytes {
    private static let escapes: ClosedRange<UInt32> = 0xF780...0xF7FF

    /// The bytes of a path (a file name, an argument, an environment
    /// variable, an `include` line) as a `String` that keeps all of them.
    public static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let bytes = Array(bytes)
        // Almost always: valid UTF-8 without the lead byte 0xEF of an escape character.
        if !bytes.contains(0xEF), let plain = String(validating: bytes, as: UTF8.self) { return plain }
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            let length = validSequenceLength(bytes, at: i)
            if length == 0 {
                scalars.append(escape(bytes[i]))
                i += 1
                continue
            }
            let scalar = String(decoding: bytes[i..<i + length], as: UTF8.self).unicodeScalars.first!
            if escapes.contains(scalar.value) {
                for byte in bytes[i..<i + length] { scalars.append(escape(byte)) }
            } else {
                scalars.append(scalar)
            }
            i += length
        }
        return String(scalars)
    }

    /// The bytes `path` stands for: the inverse of `string(_:)`.
    public static func bytes(_ path: String) -> [UInt8] {
        guard path.utf8.contains(0xEF) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if escapes.contains(scalar.value) {
                bytes.append(UInt8(scalar.value - 0xF700))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with `path`'s bytes as a C string, for a system call.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard path.utf8.contains(0xEF) else { return try path.withCString(body) }
        let bytes = self.bytes(path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// A C string from the system (`realpath`, `readdir`) as a path.
    public static func string(cString: UnsafePointer<CChar>) -> String {
        string(UnsafeRawBufferPointer(start: cString, count: strlen(cString)))
    }

    /// `path` to show to a person: each byte that is not UTF-8 as `\xE9`.
    public static func display(_ path: String) -> String {
        guard path.utf8.contains(0xEF) else { return path }
        var shown = ""
        for scalar in path.unicodeScalars {
            if escapes.contains(scalar.value) {
                let hex = String(scalar.value - 0xF700, radix: 16, uppercase: true)
                shown += "\\x" + hex
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0xF700 + UInt32(byte))!
    }

    /// The length of the well-formed UTF-8 sequence at `i` (RFC 3629: no
    /// overlong forms, surrogates or values past U+10FFFF), or 0.
    private static func validSequenceLength(_ b: [UInt8], at i: Int) -> Int {
        let lead = b[i]
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i + k < b.count && range.contains(b[i + k])
        }
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xE1...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}

/// The system calls on paths, each given the path's own bytes (see
/// `PathBytes`): call these, never the C function with a `String`, which
/// would pass an escape character's UTF-8 instead of the byte.
enum PathCall {
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        PathBytes.withCString(path) { systemOpen($0, flags, mode) }
    }

    static func stat(_ path: String, _ info: inout SystemStat) -> Int32 {
        PathBytes.withCString(path) { systemStat($0, &info) }
    }

    static func lstat(_ path: String, _ info: inout SystemStat) -> Int32 {
        PathBytes.withCString(path) { systemLstat($0, &info) }
    }

    static func access(_ path: String, _ mode: Int32) -> Int32 {
        PathBytes.withCString(path) { Glibc.access($0, mode) }
    }

    @discardableResult
    static func unlink(_ path: String) -> Int32 {
        PathBytes.withCString(path) { Glibc.unlink($0) }
    }

    static func rename(_ old: String, _ new: String) -> Int32 {
        PathBytes.withCString(old) { old in PathBytes.withCString(new) { Glibc.rename(old, $0) } }
    }

    /// The path with links and `..` resolved, or nil.
    static func realpath(_ path: String) -> String? {
        guard let resolved = PathBytes.withCString(path, { Glibc.realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return PathBytes.string(cString: resolved)
    }

    /// Where the link at `path` points, or nil.
    static func readlink(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = PathBytes.withCString(path) { path in
            buffer.withUnsafeMutableBufferPointer { raw in
                raw.withMemoryRebound(to: CChar.self) { Glibc.readlink(path, $0.baseAddress!, $0.count - 1) }
            }
        }
        return n >= 0 ? PathBytes.string(buffer[..<n]) : nil
    }

    static func opendir(_ path: String) -> OpaquePointer? {
        PathBytes.withCString(path) { Glibc.opendir($0) }
    }
}

/// POSIX `open`, named apart from `PathCall.open`.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}

typealias SystemStat = stat

private func systemStat(_ path: UnsafePointer<CChar>, _ info: UnsafeMutablePointer<SystemStat>) -> Int32 {
    stat(path, info)
}

private func systemLstat(_ path: UnsafePointer<CChar>, _ info: UnsafeMutablePointer<SystemStat>) -> Int32 {
    lstat(path, info)
}
