import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents so that a reader (or a crash, or a power cut)
/// sees either the old file or the new one, never a part of either:
///
/// 1. write a temporary file in the same folder (so that the rename below
///    stays on one file system), with the original file's mode;
/// 2. `fsync` it, so its bytes are on disk before its name is;
/// 3. keep the old file as `FILE.bak` when asked;
/// 4. `rename` it over the original (atomic in POSIX);
/// 5. `fsync` the folder, so the rename itself is on disk.
///
/// A symbolic link is followed: the file it points to is replaced, and the
/// link stays a link. A read-only file is refused even where the folder
/// would allow the rename: its permissions say it is not to be changed.
/// On any failure the temporary file is removed and the original is
/// untouched.
///
/// ```swift
/// try AtomicFile.write(formatted, to: "household.journal", backup: true)
/// ```
public enum AtomicFile {
    /// Writes `bytes` to `path`. A new file gets `newFileMode` (0600: a
    /// journal is private); an existing one keeps its mode.
    public static func write(
        _ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o600, backup: Bool = false
    ) throws(WriteError) {
        let target = resolvedPath(path)
        let directory = directoryName(of: target)
        var info = stat()
        let exists = stat(target, &info) == 0
        if !exists && errno != ENOENT { throw .system("read the attributes of", path) }
        let mode = exists ? info.st_mode & 0o7777 : newFileMode
        if exists && access(target, W_OK) != 0 {
            if errno == EACCES || errno == EROFS { throw .readOnlyFile(path) }
            throw .system("write", path)
        }
        let temporary = try writeTemporary(bytes, beside: target, in: directory, mode: mode, for: path)
        if exists {
            // Keep the owner too where allowed (running as root for another user).
            _ = chown(temporary, info.st_uid, info.st_gid)
        }
        if backup && exists {
            do throws(WriteError) {
                try keepBackup(of: target, mode: mode, for: path)
            } catch {
                unlink(temporary)
                throw error
            }
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw .system("replace", path, errno: code)
        }
        syncDirectory(directory)
    }

    /// Throws what `write` would for want of permission, writing nothing:
    /// the file (when it exists) and its folder must both be writable. For
    /// a command that writes several files, to refuse before the first.
    public static func checkWritable(_ path: String) throws(WriteError) {
        let target = resolvedPath(path)
        if access(target, F_OK) == 0 && access(target, W_OK) != 0 {
            if errno == EACCES || errno == EROFS { throw .readOnlyFile(path) }
            throw .system("write", path)
        }
        let directory = directoryName(of: target)
        if access(directory, W_OK | X_OK) != 0 {
            let code = errno
            if code == EACCES || code == EROFS || code == EPERM { throw .readOnlyDirectory(directory, for: path) }
            throw .system("write in", directory, errno: code)
        }
    }

    /// Removes the temporary files a writer killed mid-write left beside
    /// `target` (named as `write` names them). Safe only under the file's
    /// `JournalLock`: every writer holds it from before it creates its
    /// temporary file until after the rename, so none of these is in use.
    static func removeLeftovers(beside target: String) {
        let directory = directoryName(of: target)
        let prefix = "." + baseName(of: target) + ".track-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
            unlink(directory + "/" + name)
        }
    }

    /// Creates, fills and syncs the temporary file; returns its path.
    private static func writeTemporary(
        _ bytes: [UInt8], beside target: String, in directory: String, mode: mode_t, for path: String
    ) throws(WriteError) -> String {
        var template = Array((directory + "/." + baseName(of: target) + ".track-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            let code = errno
            if code == EACCES || code == EROFS || code == EPERM { throw .readOnlyDirectory(directory, for: path) }
            throw .system("create a temporary file beside", path, errno: code)
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: WriteError?
        if fchmod(fd, mode) != 0 {
            failure = .system("set the mode of", temporary)
        } else if !writeAll(fd, bytes) {
            failure = .system("write", temporary)
        } else if fsync(fd) != 0 {
            failure = .system("sync", temporary)
        }
        if close(fd) != 0 && failure == nil { failure = .system("close", temporary) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        return temporary
    }

    /// `FILE.bak`: the file's current bytes, written atomically in turn.
    private static func keepBackup(of target: String, mode: mode_t, for path: String) throws(WriteError) {
        let fd = open(target, O_RDONLY)
        guard fd >= 0 else { throw .system("read", path) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw .system("read", path) }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        try write(bytes, to: target + ".bak", newFileMode: mode)
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }

    /// Makes a rename in `directory` durable. Some file systems cannot sync a
    /// folder; the rename has happened, so that is not an error.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// The file a symbolic link points to (so the link stays a link), or the path itself.
    static func resolvedPath(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
