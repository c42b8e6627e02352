import TrackSyntax

/// `textDocument/formatting`, `rangeFormatting` and `willSaveWaitUntil`:
/// the document as `track fmt` writes it (`JournalFormatter`, the same
/// bytes), sent as the few line edits that turn the text into it.
///
/// A journal with errors is not formatted (as `track fmt` refuses it): no
/// edits, and the diagnostics say why.
enum DocumentFormatting {
    /// The edits; `range` keeps only those touching it (range formatting).
    static func edits(_ workspace: JournalWorkspace, journals: [(root: String, loaded: LoadedJournal)], uri: String,
                      range: JSON? = nil) -> JSON {
        guard let document = workspace.document(uri), let (loaded, file) = workspace.journal(containing: uri, in: journals),
              !loaded.hasErrors else { return .array([]) }
        let formatted = JournalFormatter(journal: loaded.journal).format(fileAt: file)
        let old = document.text
        let index = LineIndex(old)
        let limit = range.flatMap { index.offsets($0) }
        let oldLines = LineDiff.lineRanges(old), newLines = LineDiff.lineRanges(formatted)
        var edits: [JSON] = []
        for hunk in LineDiff.hunks(old: old, oldLines: oldLines, new: formatted, newLines: newLines) {
            let start = hunk.old.lowerBound < oldLines.count ? oldLines[hunk.old.lowerBound].lowerBound : old.count
            let end = hunk.old.upperBound < oldLines.count ? oldLines[hunk.old.upperBound].lowerBound : old.count
            if let limit, end < limit.lowerBound || start > limit.upperBound { continue }
            var text: [UInt8] = []
            for line in newLines[hunk.new] { text += formatted[line] }
            edits.append(.object([("range", index.range(start..<end)), ("newText", .string(String(decoding: text, as: UTF8.self)))]))
        }
        return .array(edits)
    }
}
