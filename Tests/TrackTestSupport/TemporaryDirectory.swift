import Foundation

/// A fresh folder under the system's temporary folder, removed when the test ends.
/// Shared by the test targets that write files (a test target cannot use another's files).
public final class TemporaryDirectory: Sendable {
    public let path: String

    public init() {
        var folder = NSTemporaryDirectory()
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        var template = Array((folder + "/track-test-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = created.map { String(cString: $0) } ?? NSTemporaryDirectory()
    }

    deinit {
        // Folders a test made read-only must be writable again to be removed.
        _ = try? FileManager.default.subpathsOfDirectory(atPath: path).forEach {
            chmod(path + "/" + $0, 0o755)
        }
        chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `name` (folders created as needed) and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String, mode: mode_t = 0o644) -> String {
        let file = path + "/" + name
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        chmod(file, mode)
        return file
    }

    public func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    public func mode(_ name: String) -> mode_t {
        var info = stat()
        stat(path + "/" + name, &info)
        return info.st_mode & 0o7777
    }

    /// Every name in the folder and its subfolders.
    public var contents: [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

/// Permissions do not stop root: tests that expect a refused write skip
/// themselves there (CI containers often run as root), rather than pass
/// for the wrong reason.
public let runsAsRoot = geteuid() == 0
