import TrackModel

/// `check --strict`: control characters in the journal's text.
extension JournalParser {
    /// A warning for the first control character of each line that holds
    /// one, in every file read; keyed after every transaction, so they come
    /// last. Only in strict mode: it reads every byte once more.
    /// From byte `start` of each file (text appended to a journal read already).
    func controlCharacterWarnings(from start: Int = 0) -> [(order: Int, diagnostic: Diagnostic)] {
        var warnings: [(order: Int, diagnostic: Diagnostic)] = []
        for file in journal.sources.files {
            let bytes = file.bytes
            var i = start
            while i < bytes.count {
                guard let length = ControlCharacter.length(at: i, in: bytes) else {
                    i += 1
                    continue
                }
                let start = SourceLocation(offset: file.base + UInt32(i))
                let end = SourceLocation(offset: start.offset + UInt32(length))
                let value = length == 1 ? UInt32(bytes[i]) : UInt32(bytes[i + 1])
                warnings.append((2 * transactionCount, .controlCharacter(value, at: start..<end)))
                // One per line: the rest of the line is likely the same sequence.
                i = bytes[i...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            }
        }
        return warnings
    }
}
