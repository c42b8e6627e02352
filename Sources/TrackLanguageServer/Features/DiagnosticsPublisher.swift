import TrackModel
import TrackSyntax

/// `textDocument/publishDiagnostics` for every file of every journal the
/// open documents belong to: what `track check` says, as LSP diagnostics
/// (the same message, the same range, notes and the hint after it).
///
/// Remembers what it last sent per URI, so that a file whose diagnostics
/// did not change is not sent again and a file no longer read, or fixed,
/// is sent an empty list (which clears it in the editor).
struct DiagnosticsPublisher {
    private var published: [String: JSON] = [:]

    mutating func publish(_ workspace: JournalWorkspace, journals: [(root: String, loaded: LoadedJournal)]) -> [JSON] {
        var current: [String: [JSON]] = [:]
        for (root, loaded) in journals {
            let sources = loaded.journal.sources
            var indexes: [Int: LineIndex] = [:]
            var seen = Set<String>()
            for file in sources.files {
                guard let uri = workspace.uri(forSourcePath: file.path) else { continue }
                if current[uri] == nil { current[uri] = [] }
                seen.insert(uri)
            }
            for diagnostic in loaded.diagnostics {
                if let range = diagnostic.range, let fileIndex = sources.fileIndex(of: range.lowerBound),
                   let uri = workspace.uri(forSourcePath: sources.files[fileIndex].path) {
                    let file = sources.files[fileIndex]
                    let index = indexes[fileIndex] ?? LineIndex(file.bytes)
                    indexes[fileIndex] = index
                    let start = Int(range.lowerBound.offset - file.base)
                    let end = sources.fileIndex(of: range.upperBound) == fileIndex || range.upperBound.offset == file.base + UInt32(file.bytes.count)
                        ? Int(range.upperBound.offset - file.base) : start
                    current[uri, default: []].append(Self.json(diagnostic, range: index.range(start..<max(start, end))))
                } else if let uri = workspace.uri(forSourcePath: root) {
                    // No position (a main file that cannot be read): shown at the top of the root.
                    current[uri, default: []].append(Self.json(diagnostic, range: LineIndex([]).range(0..<0)))
                }
            }
        }
        var out: [JSON] = []
        for uri in Set(published.keys).union(current.keys).sorted() {
            let diagnostics = JSON.array(current[uri] ?? [])
            guard published[uri] != diagnostics else { continue }
            published[uri] = current[uri] == nil ? nil : diagnostics
            let version = workspace.document(uri).map { JSON.int($0.version) }
            var params: [(String, JSON)] = [("uri", .string(uri))]
            if let version { params.append(("version", version)) }
            params.append(("diagnostics", diagnostics))
            out.append(Outgoing.notification("textDocument/publishDiagnostics", .object(params)))
        }
        return out
    }

    /// A diagnostic as LSP has it: the message as `track check` prints it,
    /// without the excerpt the editor shows itself.
    static func json(_ diagnostic: Diagnostic, range: JSON) -> JSON {
        var message = PathBytes.display(diagnostic.message)
        for note in diagnostic.notes { message += "\n" + PathBytes.display(note) }
        if let hint = diagnostic.hint { message += "\nhint: " + PathBytes.display(hint) }
        return .object([
            ("range", range),
            ("severity", .int(diagnostic.isError ? 1 : 2)),
            ("code", .string(diagnostic.id.rawValue)),
            ("source", .string("track")),
            ("message", .string(message)),
        ])
    }
}
