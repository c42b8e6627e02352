import TrackSyntax

/// Whether one journal file, on its own, reads and balances.
///
/// A file of a journal split by `include` is merged on its own, so the
/// files it includes are not there: their absence, and the balance
/// assertions that may depend on them, are not held against it.
struct MergeCheck: Sendable {
    var path: String
    var options: ParseOptions

    /// The file read, when it has errors; nil when it reads and balances.
    func failure(_ bytes: [UInt8]) -> LoadedJournal? {
        let loader = JournalLoader(options: options, fileSystem: InMemoryFileSystem(bytes: [path: bytes]))
        let loaded = loader.load(paths: [path])
        let includes = loaded.diagnostics.contains { Self.includeProblems.contains($0.id) }
        let errors = loaded.errors.filter {
            !Self.includeProblems.contains($0.id) && !(includes && $0.id == .journal(.balanceAssertionFailed))
        }
        guard !errors.isEmpty else { return nil }
        var failed = loaded
        failed.diagnostics = errors
        return failed
    }

    static let includeProblems: Set<DiagnosticID> = [
        .journal(.includeNotFound), .journal(.includeMatchesNothing), .journal(.includeUnreadable),
    ]
}
