/// A `ByteSink` that keeps what it takes, for the callers that want a
/// streamed writer's output whole (tests, a short text).
public final class CollectedBytes: ByteSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public func take(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }
}

extension CollectedBytes {
    /// What `write` writes, as text: a streamed writer's `text()`, `csv()` or `json()`.
    public static func text(_ write: (CollectedBytes) -> Void) -> String {
        let collected = CollectedBytes()
        write(collected)
        return String(decoding: collected.bytes, as: UTF8.self)
    }
}
