import TrackModel

/// A file system in which some files read as given bytes (a rewrite not
/// yet written) and every other path as `base` has it: reading the journal
/// through it shows what it would be after the rewrite.
public struct OverlayFileSystem: JournalFileSystem {
    public let base: any JournalFileSystem
    /// Replacement bytes, by the path the journal's sources record.
    public let files: [String: SourceBytes]

    public init(base: any JournalFileSystem, files: [String: [UInt8]]) {
        self.init(base: base, sources: files.mapValues { SourceBytes($0) })
    }

    /// Files that read as bytes already read (mapped, when large), not copied.
    public init(base: any JournalFileSystem, sources: [String: SourceBytes]) {
        self.base = base
        files = sources
    }

    public func read(_ path: String) -> Result<[UInt8], FileError> {
        files[path].map { .success(Array($0)) } ?? base.read(path)
    }

    public func readArgument(_ path: String) -> Result<[UInt8], FileError> {
        files[path].map { .success(Array($0)) } ?? base.readArgument(path)
    }

    public func readSource(_ path: String, argument: Bool) -> Result<SourceBytes, FileError> {
        files[path].map { .success($0) } ?? base.readSource(path, argument: argument)
    }

    public func canonicalPath(_ path: String) -> String { base.canonicalPath(path) }

    public func fileExists(_ path: String) -> Bool { files[path] != nil || base.fileExists(path) }

    public func fileID(_ path: String) -> FileID? { base.fileID(path) }

    public func contentsOfDirectory(_ path: String) -> [String]? { base.contentsOfDirectory(path) }
}
