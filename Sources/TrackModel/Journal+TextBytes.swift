/// A journal's texts read where their bytes lie, within
/// `Journal.withTextBytes`: `journal.bytes` makes a slice of a file's
/// buffer, retained and released, for each text, which costs more than
/// looking at a description, and the count it changes is one that every
/// core searching the journal shares.
public struct TextBytes {
    /// Each file's first offset in the store and its bytes in memory.
    @usableFromInline let files: [(base: UInt32, bytes: UnsafeBufferPointer<UInt8>)]
    @usableFromInline let sources: SourceStore

    fileprivate init(_ sources: SourceStore) {
        self.sources = sources
        // The buffers never move, and `withTextBytes` keeps them alive.
        files = sources.files.map { file in (file.base, file.bytes.withUnsafeBufferPointer { $0 }) }
    }

    /// The bytes of `text`, as `SourceStore.bytes` gives them: empty when
    /// the text is in no file, cut at its file's end. Inlinable: the walks
    /// that read texts on every core call it for each transaction.
    @inlinable
    public subscript(text: Text) -> UnsafeBufferPointer<UInt8> {
        guard !text.isEmpty, let file = file(of: text.start) else { return UnsafeBufferPointer(start: nil, count: 0) }
        let all = files[file].bytes
        let start = Int(text.start - files[file].base)
        return UnsafeBufferPointer(rebasing: all[start..<min(start + Int(text.length), all.count)])
    }

    /// The file that holds `offset`: a journal of one file (the usual one) without a search.
    @inlinable
    func file(of offset: UInt32) -> Int? {
        guard files.count == 1 else { return sources.fileIndex(of: SourceLocation(offset: offset)) }
        return offset >= files[0].base && Int(offset - files[0].base) <= files[0].bytes.count ? 0 : nil
    }
}

extension Journal {
    /// Calls `body` with the journal's texts read in place (`TextBytes`).
    public func withTextBytes<Result>(_ body: (TextBytes) -> Result) -> Result {
        withExtendedLifetime(sources) { body(TextBytes(sources)) }
    }
}
