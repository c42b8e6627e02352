/// A file system in which some files read as given bytes (a rewrite not
/// yet written) and every other path as `base` has it: reading the journal
/// through it shows what it would be after the rewrite.
public struct OverlayFileSystem: JournalFileSystem {
    public let base: any JournalFileSystem
    /// Replacement bytes, by the path the journal's sources record.
    public let files: [String: [UInt8]]

    public init(base: any JournalFileSystem, files: [String: [UInt8]]) {
        self.base = base
        self.files = files
    }

    public func read(_ path: String) -> Result<[UInt8], FileError> {
        files[path].map { .success($0) } ?? base.read(path)
    }

    public func readArgument(_ path: String) -> Result<[UInt8], FileError> {
        files[path].map { .success($0) } ?? base.readArgument(path)
    }

    public func canonicalPath(_ path: String) -> String { base.canonicalPath(path) }

    public func fileExists(_ path: String) -> Bool { files[path] != nil || base.fileExists(path) }

    public func fileID(_ path: String) -> FileID? { base.fileID(path) }

    public func contentsOfDirectory(_ path: String) -> [String]? { base.contentsOfDirectory(path) }
}
