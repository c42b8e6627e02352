import TrackModel

extension JournalParser {
    /// False, with an error, when the file at `index` ends lines with a lone
    /// CR: reading it would give one transaction with no postings and no
    /// error, so it is not read at all. `range` is the include line, if any.
    mutating func acceptsLineEnds(at index: Int, written: String, includedAt range: Range<SourceLocation>?) -> Bool {
        let bytes = journal.sources.files[index].bytes
        let line: Int? = bytes.withUnsafeBufferPointer { buffer in
            LineEnds.firstLoneCarriageReturn(buffer).map { LineEnds.line(of: $0, in: buffer) }
        }
        guard let line else { return true }
        report(.loneCarriageReturn(written, line: line, at: range))
        return false
    }
}
