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

    /// Throws when `bytes` hold a NUL byte or are not UTF-8.
    static func checkText(_ bytes: [UInt8], _ name: String) throws(CLIError) {
        if bytes.contains(0) { throw .message(.binaryJournal(PathBytes.display(name))) }
        if let offset = firstInvalidUTF8(bytes) { throw .message(.journalNotUTF8(PathBytes.display(name), offset: offset)) }
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
