/// Splits the client's byte stream into JSON-RPC message bodies: a header
/// block (`Content-Length: N`, other headers ignored) ended by a blank line,
/// then exactly N bytes.
///
/// The stream is the client's, so nothing in it is trusted: a header block
/// with no length, or garbage before it (what is left after a
/// `Content-Length` that said too little), gives `.malformed` and the reader
/// picks up at the next `Content-Length`; a length beyond `maximumLength`
/// is refused before anything is allocated; the end of input, even in the
/// middle of a message, is `.end`.
public struct MessageReader {
    public enum Frame: Equatable, Sendable {
        case message([UInt8])
        case malformed(String)
        case end
    }

    /// Larger than any journal one edits (a 50 MB document fits), small
    /// enough that a lying header cannot make the server allocate gigabytes.
    public static let maximumLength = 256 << 20
    /// The buffer's room kept between messages; more is freed.
    static let keptCapacity = 1 << 20
    /// A header block longer than this is garbage, not headers.
    static let maximumHeaderLength = 8192

    private let readChunk: () -> [UInt8]
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// `readChunk` returns the next bytes available, empty at the end of input.
    public init(readChunk: @escaping () -> [UInt8]) {
        self.readChunk = readChunk
    }

    /// Whether a whole header block is already buffered, so that the next
    /// `next()` will not wait on the client (the server publishes
    /// diagnostics only once the queue is drained).
    public var hasBufferedHeader: Bool { headerEnd() != nil }

    public mutating func next() -> Frame {
        while true {
            guard let end = headerEnd() else {
                if buffer.count - start > Self.maximumHeaderLength {
                    discard(upTo: buffer.count - 16)
                    return .malformed("a header longer than \(Self.maximumHeaderLength) bytes")
                }
                guard fill() else { return .end }
                continue
            }
            let header = buffer[start..<end]
            let bodyStart = end + 4
            guard let length = Self.contentLength(header) else {
                discard(upTo: bodyStart)
                return .malformed("a header with no Content-Length")
            }
            guard length <= Self.maximumLength else {
                discard(upTo: bodyStart)
                return .malformed("a Content-Length of \(length) bytes, more than the \(Self.maximumLength) allowed")
            }
            if buffer.count - bodyStart < length { buffer.reserveCapacity(bodyStart + length) }
            while buffer.count - bodyStart < length {
                guard fill() else { return .end }
            }
            let body = Array(buffer[bodyStart..<(bodyStart + length)])
            discard(upTo: bodyStart + length)
            return .message(body)
        }
    }

    /// Reads more; false at the end of input.
    private mutating func fill() -> Bool {
        guard !atEnd else { return false }
        let chunk = readChunk()
        if chunk.isEmpty {
            atEnd = true
            return false
        }
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer += chunk
        return true
    }

    private mutating func discard(upTo index: Int) {
        start = max(start, min(index, buffer.count))
        if start == buffer.count {
            // The room a large message (a whole journal opened) took is given back, not kept for the server's life.
            buffer.removeAll(keepingCapacity: buffer.capacity <= Self.keptCapacity)
            start = 0
        }
    }

    /// The index of the `\r\n\r\n` that ends the next header block.
    private func headerEnd() -> Int? {
        var i = start
        while i + 3 < buffer.count {
            if buffer[i] == 0x0D && buffer[i + 1] == 0x0A && buffer[i + 2] == 0x0D && buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        return nil
    }

    /// The value of the last `Content-Length:` in the block (case-insensitive),
    /// wherever it starts, so that leftovers of a bad message before it are skipped.
    static func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
        let name = Array("content-length:".utf8)
        let lowered = header.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        var found: Int?
        var i = 0
        while i + name.count <= lowered.count {
            if lowered[i..<(i + name.count)].elementsEqual(name) { found = i + name.count }
            i += 1
        }
        guard var j = found else { return nil }
        while j < lowered.count && lowered[j] == 0x20 { j += 1 }
        var value = 0
        var digits = 0
        while j < lowered.count, lowered[j] >= 0x30, lowered[j] <= 0x39, digits < 12 {
            value = value * 10 + Int(lowered[j] - 0x30)
            digits += 1
            j += 1
        }
        guard digits > 0, j == lowered.count || lowered[j] == 0x0D || lowered[j] == 0x20 else { return nil }
        return value
    }
}
