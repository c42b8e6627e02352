import TrackModel

extension Journal {
    /// Calls `body` with a function that reads a text of the journal's
    /// where its bytes lie: `journal.bytes` makes a slice of the file's
    /// array, retained and released, for each text, which costs more than
    /// looking at a description. A journal of one file (the usual one) is
    /// read in place; the texts of other journals are sliced as `bytes` slices them.
    func withTextBytes<Result>(
        _ body: ((Text, (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool) -> Result
    ) -> Result {
        guard sources.files.count == 1, let file = sources.files.first else {
            return body { text, look in bytes(text).withUnsafeBufferPointer { look($0) } }
        }
        return file.bytes.withUnsafeBufferPointer { all in
            body { text, look in
                // As `SourceStore.bytes`: empty when not in the file, cut at its end.
                guard !text.isEmpty, text.start >= file.base, Int(text.start - file.base) <= all.count else {
                    return bytes(text).withUnsafeBufferPointer { look($0) }
                }
                let start = Int(text.start - file.base)
                return look(UnsafeBufferPointer(rebasing: all[start..<min(start + Int(text.length), all.count)]))
            }
        }
    }
}
