import TrackSyntax

/// `textDocument/formatting`, `rangeFormatting` and `willSaveWaitUntil`:
/// the document as `track fmt` writes it (`JournalFormatter`, the same
/// bytes), sent as the few line edits that turn the text into it.
///
/// A journal with errors is not formatted (as `track fmt` refuses it): no
/// edits, and the diagnostics say why.
enum DocumentFormatting {
    /// More hunks than this are sent as one edit.
    static let maximumEdits = 1000

    /// The edits; `range` keeps only those touching it (range formatting).
    static func edits(_ workspace: JournalWorkspace, journals: [(root: String, loaded: LoadedJournal)], uri: String,
                      range: JSON? = nil) -> JSON {
        guard let document = workspace.document(uri), let (loaded, file) = workspace.journal(containing: uri, in: journals),
              !loaded.hasErrors else { return .array([]) }
        let old = document.text
        // Room for the canonical text reserved once (it is about as long as
        // the old), so that it is never regrown and copied as it is written.
        var formatted: [UInt8] = []
        formatted.reserveCapacity(old.count + old.count / 4 + 4096)
        JournalFormatter(journal: loaded.journal).format(fileAt: file) { formatted.append(contentsOf: $0) }
        let limit = range.flatMap { range -> Range<Int>? in
            guard let start = Position(range["start"]), let end = Position(range["end"]) else { return nil }
            return LineIndex.offset(of: start, in: old)..<max(LineIndex.offset(of: start, in: old), LineIndex.offset(of: end, in: old))
        }
        var edits: [JSON] = []
        for span in spans(old: old, formatted: formatted, limit: limit) {
            let range: JSON = .object([("start", span.start.json), ("end", span.end.json)])
            edits.append(.object([("range", range), ("newText", .string(String(decoding: formatted[span.new], as: UTF8.self)))]))
        }
        return .array(edits)
    }

    /// Each edit as where it goes in the old text and the bytes of the new
    /// it writes there; the line tables are gone before the edits' text is
    /// copied out.
    private static func spans(old: [UInt8], formatted: [UInt8], limit: Range<Int>?) -> [(start: Position, end: Position, new: Range<Int>)] {
        let oldStarts = LineDiff.lineStarts(old), newStarts = LineDiff.lineStarts(formatted)
        var hunks = LineDiff.hunks(old: old, oldStarts: oldStarts, new: formatted, newStarts: newStarts).filter { hunk in
            guard let limit else { return true }
            return !(oldStarts[hunk.old.upperBound] < limit.lowerBound || oldStarts[hunk.old.lowerBound] > limit.upperBound)
        }
        // A file formatted for the first time changes most of its lines: one
        // edit from the first change to the last, not 100,000 (whose JSON
        // would take four times the memory of the journal).
        if hunks.count > maximumEdits, let first = hunks.first, let last = hunks.last {
            hunks = [LineDiff.Hunk(old: first.old.lowerBound..<last.old.upperBound, new: first.new.lowerBound..<last.new.upperBound)]
        }
        return hunks.map { hunk in
            (position(ofLine: hunk.old.lowerBound, starts: oldStarts, text: old),
             position(ofLine: hunk.old.upperBound, starts: oldStarts, text: old),
             newStarts[hunk.new.lowerBound]..<newStarts[hunk.new.upperBound])
        }
    }

    /// Where line `line` starts (every edit starts and ends at a line's
    /// start), or the end of the text past its last line.
    private static func position(ofLine line: Int, starts: [Int], text: [UInt8]) -> Position {
        let count = starts.count - 1
        if line < count { return Position(line: line, character: 0) }
        guard count > 0, text.last != 0x0A else { return Position(line: count, character: 0) }
        var units = 0
        for byte in text[starts[count - 1]..<starts[count]] where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
        return Position(line: count - 1, character: units)
    }
}
