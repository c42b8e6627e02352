import TrackSyntax

/// The file system as the editor sees it: open documents read as their
/// unsaved text, every other file from `base`. Only reads: the server
/// never writes a file, edits go back to the editor.
struct EditorFileSystem: JournalFileSystem {
    let base: any JournalFileSystem
    /// Open documents' text by canonical path (`key`).
    let documents: [String: [UInt8]]

    func read(_ path: String) -> Result<[UInt8], FileError> {
        if let text = documents[base.canonicalPath(path)] { return .success(text) }
        return base.read(path)
    }

    func readArgument(_ path: String) -> Result<[UInt8], FileError> {
        if let text = documents[base.canonicalPath(path)] { return .success(text) }
        return base.read(path)
    }

    func canonicalPath(_ path: String) -> String { base.canonicalPath(path) }

    func fileExists(_ path: String) -> Bool { documents[base.canonicalPath(path)] != nil || base.fileExists(path) }

    func fileID(_ path: String) -> FileID? { base.fileID(path) }

    func contentsOfDirectory(_ path: String) -> [String]? { base.contentsOfDirectory(path) }
}
