/// A `ByteSink` that keeps what it takes, for the callers that want a
/// streamed writer's output whole (tests, a short text).
public final class CollectedBytes: ByteSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public func take(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }
}
