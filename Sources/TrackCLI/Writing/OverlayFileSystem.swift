import TrackSyntax

/// A file system in which some files read as given bytes (a rewrite not
/// yet written) and every other path as `base` has it: reading the journal
/// through it shows what it would be after the rewrite.
struct OverlayFileSystem: JournalFileSystem {
    let base: any JournalFileSystem
    /// Replacement bytes, by the path the journal's sources record.
    let files: [String: [UInt8]]

    func read(_ path: String) -> Result<[UInt8], FileError> {
        files[path].map { .success($0) } ?? base.read(path)
    }

    func canonicalPath(_ path: String) -> String { base.canonicalPath(path) }

    func fileExists(_ path: String) -> Bool { files[path] != nil || base.fileExists(path) }

    func contentsOfDirectory(_ path: String) -> [String]? { base.contentsOfDirectory(path) }
}
