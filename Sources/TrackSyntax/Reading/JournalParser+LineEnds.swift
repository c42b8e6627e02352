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

    /// The line of the first CR that is not followed by a LF, if any. A
    /// mapped file is looked through a few megabytes at a time, each part's
    /// pages given back once read, so that the whole file is never held.
    static func loneCarriageReturnLine(in bytes: SourceBytes) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            let step = bytes.isMapped ? ReadBehind.step : buffer.count
            var behind = ReadBehind(from: 0)
            var start = 0
            while start < buffer.count {
                // One byte more than the part: a CR at its end is followed by the next part's first byte.
                let end = min(start + step, buffer.count)
                let part = UnsafeBufferPointer(rebasing: buffer[start..<min(end + 1, buffer.count)])
                if let found = LineEnds.firstLoneCarriageReturn(part), start + found < end {
                    return LineEnds.line(of: start + found, in: buffer)
                }
                if let done = behind.passing(end) { bytes.forget(done) }
                start = end
            }
            bytes.forget(behind.finishing(at: buffer.count))
            return nil
        }
    }
}
