import TrackModel

/// `include PATH`: reads another file in place, relative to the including
/// file's folder; `*`, `?`, `[…]` and `**` patterns include every match.
/// A CSV file is refused, as hledger refuses it (`track import` reads those);
/// timeclock and timedot files are read as such (`JournalFileFormat`).
/// The included file starts with the includer's aliases, `apply account`,
/// year and decimal mark, and its own changes to them end with it.
extension JournalParser {
    mutating func parseInclude(_ cursor: inout Cursor) {
        let (start, end) = argument(cursor)
        let range = cursor.location(start)..<cursor.location(max(end, min(start + 1, cursor.contentEnd)))
        guard end > start else {
            report(.includeNeedsPath(at: range))
            return
        }
        let written = cursor.path(start, end)
        let (format, unprefixed) = JournalFileFormat.of(written)
        guard format != .separatedValues else {
            report(.includeSeparatedValues(written, at: range))
            return
        }
        let including = journal.sources.file(of: cursor.location)?.path ?? ""
        let path = Self.resolve(unprefixed, relativeTo: including, home: options.homeDirectory)
        if Glob.hasWildcards(written) {
            let matches = Glob.expand(path, in: fileSystem)
            guard !matches.isEmpty else {
                report(.includeMatchesNothing(written, resolved: path, at: range))
                return
            }
            for match in matches { include(match, written: written, as: JournalFileFormat.of(match).format, at: range) }
        } else {
            include(path, written: written, as: format, at: range)
        }
    }

    /// `written` as a path from the current directory: absolute, `~/…`, or
    /// relative to the folder of the file that includes it.
    static func resolve(_ written: String, relativeTo including: String, home: String?) -> String {
        if written.hasPrefix("/") { return written }
        if written.hasPrefix("~/"), let home { return home + written.dropFirst() }
        guard let slash = including.lastIndex(of: "/") else { return written }
        return String(including[...slash]) + written
    }

    private mutating func include(_ path: String, written: String, as format: JournalFileFormat,
                                  at range: Range<SourceLocation>) {
        let canonical = fileSystem.canonicalPath(path)
        if includeStack.contains(canonical) {
            report(.includeCycle(written, match: Glob.hasWildcards(written) ? path : nil, at: range))
            return
        }
        switch fileSystem.read(path) {
        case .failure(let error):
            switch error {
            case .notFound: report(.includeNotFound(written, resolved: path, at: range))
            case .isDirectory: report(.includeUnreadable(written, reason: "it is a folder", at: range))
            case .unreadable(let reason): report(.includeUnreadable(written, reason: reason, at: range))
            }
        case .success(let bytes):
            guard let index = journal.sources.add(path: path, bytes: bytes) else {
                report(.journalTooLarge(at: range))
                return
            }
            guard acceptsLineEnds(at: index, written: written, includedAt: range) else { return }
            let saved = scope
            includeStack.append(canonical)
            scopeChanged()
            parseFile(at: index, as: format)
            includeStack.removeLast()
            scope = saved
            scopeChanged()
        }
    }
}
