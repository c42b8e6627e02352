/// Frames outgoing messages: `Content-Length: N\r\n\r\n` then the body.
public struct MessageWriter {
    private let writeBytes: ([UInt8]) -> Void

    public init(writeBytes: @escaping ([UInt8]) -> Void) {
        self.writeBytes = writeBytes
    }

    public func send(_ message: JSON) {
        let body = message.bytes
        // Two writes rather than one joined copy of a body that may hold a whole journal.
        writeBytes(Array("Content-Length: \(body.count)\r\n\r\n".utf8))
        writeBytes(body)
    }
}
