@testable import TrackSyntax

/// Files in memory, some of which cannot be read, as without permission.
struct UnreadableFileSystem: JournalFileSystem {
    var files: InMemoryFileSystem
    var unreadable: Set<String>

    func read(_ path: String) -> Result<[UInt8], FileError> {
        unreadable.contains(path) ? .failure(.unreadable("Permission denied")) : files.read(path)
    }

    func canonicalPath(_ path: String) -> String { files.canonicalPath(path) }
    func contentsOfDirectory(_ path: String) -> [String]? { files.contentsOfDirectory(path) }
}
