/// Where rendered bytes go: rendering never writes to a file or a
/// descriptor itself, it hands its bytes to a sink the caller owns (the
/// CLI's standard output). A streamed report (a million-line register)
/// hands them over a block at a time instead of building one string.
public protocol ByteSink: AnyObject {
    /// Takes a copy of `bytes`; they are not valid after the call.
    func take(_ bytes: UnsafeRawBufferPointer)
}

extension ByteSink {
    public func take(_ text: String) {
        var text = text
        text.withUTF8 { take(UnsafeRawBufferPointer($0)) }
    }
}
