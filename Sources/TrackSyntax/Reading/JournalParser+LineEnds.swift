import TrackModel

extension JournalParser {
    /// False, with an error, when the file at `index` ends lines with a lone
    /// CR: reading it would give one transaction with no postings and no
    /// error, so it is not read at all. `range` is the include line, if any.
    mutating func acceptsLineEnds(at index: Int, written: String, includedAt range: Range<SourceLocation>?) -> Bool {
        accepts(loneCarriageReturnLine: Self.loneCarriageReturnLine(in: journal.sources.files[index].bytes),
                written: written, includedAt: range)
    }

    /// As `acceptsLineEnds`, for a file whose lone CR was looked for already.
    mutating func accepts(loneCarriageReturnLine line: Int?, written: String,
                          includedAt range: Range<SourceLocation>?) -> Bool {
        guard let line else { return true }
        report(.loneCarriageReturn(written, line: line, at: range))
        return false
    }

    /// The line of the first CR that is not followed by a LF, if any.
    static func loneCarriageReturnLine(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            LineEnds.firstLoneCarriageReturn(buffer).map { LineEnds.line(of: $0, in: buffer) }
        }
    }
}
