#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's ends of standard input and output, unbuffered: a message
/// goes out whole as soon as it is framed, and a client that went away
/// (a closed pipe) ends the server instead of killing it with SIGPIPE.
public enum StandardStreams {
    public static func readChunk() -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n > 0 { return Array(chunk[0..<n]) }
            if n < 0 && errno == EINTR { continue }
            return []
        }
    }

    /// Writes everything; false when the client closed its end.
    @discardableResult
    public static func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                #if canImport(Glibc)
                Glibc.write(1, raw.baseAddress! + offset, raw.count - offset)
                #else
                Darwin.write(1, raw.baseAddress! + offset, raw.count - offset)
                #endif
            }
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            return false
        }
        return true
    }

    /// A write to a closed pipe fails with EPIPE instead of ending the process.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}
