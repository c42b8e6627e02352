import TrackSyntax

/// Standard output takes the bytes renderers stream (`register`).
extension OutputBuffer: ByteSink {
    public func take(_ bytes: UnsafeRawBufferPointer) {
        write(bytes)
    }
}
