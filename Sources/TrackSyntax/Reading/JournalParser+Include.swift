import TrackModel

/// `include PATH`: reads another file in place, relative to the including
/// file's folder; `*`, `?`, `[…]` and `**` patterns include every match.
/// A CSV file is refused, as hledger refuses it (`track import` reads those);
/// timeclock and timedot files are read as such (`JournalFileFormat`).
/// The included file starts with the includer's aliases, `apply account`,
/// year and decimal mark, and its own changes to them end with it.
/// Several files included one after another are read side by side
/// (`JournalParser+IncludeRun`), with the same result.
extension JournalParser {
    /// One file an `include` line names (a glob names several).
    struct IncludedFile: Sendable {
        /// Resolved against the including file's folder.
        var path: String
        /// As the include line wrote it, for messages.
        var written: String
        var format: JournalFileFormat
        /// The include line's argument, where messages point.
        var range: Range<SourceLocation>
    }

    /// What an include line asks for, in order: files to read, or problems to report.
    enum IncludeItem: Sendable {
        case file(IncludedFile)
        case problem(Diagnostic)
    }

    /// A file read ahead of its turn (`JournalParser+IncludeRun`).
    struct PreparedFile: Sendable {
        var canonical: String
        var bytes: Result<SourceBytes, FileError>
        /// The line of the first lone CR, which refuses the file (`acceptsLineEnds`).
        var loneCarriageReturnLine: Int?
        /// Room for its transactions: its lines that start with a digit
        /// (`LineScan`), exactly its count of transactions but for such a line
        /// that is not one's (a slot is left unused); what does not fit goes to
        /// the region's overflow.
        var transactionBound: Int
    }

    mutating func parseInclude(_ cursor: inout Cursor) {
        if stateWatch == .off, region == nil, (options.threads ?? Self.processorCount) > 1 {
            parseIncludeRun(&cursor)
            return
        }
        for item in includeItems(cursor) {
            switch item {
            case .problem(let diagnostic): report(diagnostic)
            case .file(let file): include(file, prepared: nil)
            }
        }
    }

    /// The files (or problems) of the include line whose argument starts at the cursor.
    func includeItems(_ cursor: Cursor) -> [IncludeItem] {
        let (start, end) = argument(cursor)
        let range = cursor.location(start)..<cursor.location(max(end, min(start + 1, cursor.contentEnd)))
        guard end > start else { return [.problem(.includeNeedsPath(at: range))] }
        let written = cursor.path(start, end)
        let (format, unprefixed) = JournalFileFormat.of(written)
        guard format != .separatedValues else { return [.problem(.includeSeparatedValues(written, at: range))] }
        let including = journal.sources.file(of: cursor.location)?.path ?? ""
        let path = Self.resolve(unprefixed, relativeTo: including, home: options.homeDirectory)
        guard Glob.hasWildcards(written) else {
            return [.file(IncludedFile(path: path, written: written, format: format, range: range))]
        }
        let matches = Glob.expand(path, in: fileSystem)
        guard !matches.isEmpty else { return [.problem(.includeMatchesNothing(written, resolved: path, at: range))] }
        return matches.map {
            .file(IncludedFile(path: $0, written: written, format: JournalFileFormat.of($0).format, range: range))
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

    /// Reads `file` here and now, from its bytes read ahead when `prepared`
    /// has them. A large journal file is read on every core.
    mutating func include(_ file: IncludedFile, prepared: PreparedFile?) {
        let canonical = prepared?.canonical ?? fileSystem.canonicalPath(file.path)
        if includeStack.contains(canonical) {
            report(.includeCycle(file.written, match: Glob.hasWildcards(file.written) ? file.path : nil, at: file.range))
            return
        }
        switch prepared?.bytes ?? fileSystem.readSource(file.path, argument: false) {
        case .failure(let error):
            switch error {
            case .notFound: report(.includeNotFound(file.written, resolved: file.path, at: file.range))
            case .isDirectory: report(.includeUnreadable(file.written, reason: "it is a folder", at: file.range))
            case .unreadable(let reason): report(.includeUnreadable(file.written, reason: reason, at: file.range))
            }
        case .success(let bytes):
            guard let index = journal.sources.add(path: file.path, bytes: bytes) else {
                report(.journalTooLarge(at: file.range))
                return
            }
            let threads = options.threads ?? Self.processorCount
            let parallel = file.format == .journal && threads > 1 && bytes.count >= options.parallelThreshold
                && stateWatch == .off && region == nil
            // A file read in parallel has its line ends checked in the pass that sizes its chunks.
            if !parallel || prepared != nil {
                let loneCarriageReturn = prepared.map(\.loneCarriageReturnLine) ?? Self.loneCarriageReturnLine(in: bytes)
                guard accepts(loneCarriageReturnLine: loneCarriageReturn, written: file.written, includedAt: file.range)
                else { return }
            }
            let saved = scope
            includeStack.append(canonical)
            scopeChanged()
            if parallel {
                parseFileInParallel(at: index, workers: min(threads, 8), written: file.written, includedAt: file.range)
            } else {
                parseFile(at: index, as: file.format)
            }
            includeStack.removeLast()
            scope = saved
            scopeChanged()
        }
    }
}
