#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents so that a reader (or a crash, or a power cut)
/// sees either the old file or the new one, never a part of either:
///
/// 1. write a temporary file in the same folder (so that the rename below
///    stays on one file system), with the original file's owner, extended
///    attributes (ACLs, security labels) and mode;
/// 2. `fsync` it, so its bytes are on disk before its name is;
/// 3. keep the old file as `FILE.bak` when asked (a new file, renamed over
///    whatever `FILE.bak` was, so a link planted there is replaced, never
///    followed);
/// 4. `rename` it over the original (atomic in POSIX);
/// 5. `fsync` the folder, so the rename itself is on disk.
///
/// A symbolic link is followed: the file it points to is replaced, and the
/// link stays a link. Refused, with nothing changed: anything but a regular
/// file (a device such as `/dev/null`, a FIFO), a read-only file (for root
/// too: its permissions say it is not to be changed), and a file with other
/// hard links (they would keep the old text). What cannot be kept is said in
/// the returned notices: an owner only root may give, an attribute the new
/// file refuses. A file mounted on its own (a single-file bind mount) cannot
/// be renamed over: it is rewritten in place, and a notice says so.
/// On any failure the temporary file is removed and the original is
/// untouched.
///
/// `write` does it all; `stage` stops after step 2 and returns the
/// temporary file (`Staged`), to be read back before it is committed
/// (steps 3 to 5) or abandoned.
///
/// ```swift
/// let notices = try AtomicFile.write(formatted, to: "household.journal", backup: true)
/// ```
public enum AtomicFile {
    /// Writes `bytes` to `path`. A new file gets `newFileMode` (0600: a
    /// journal is private); an existing one keeps its mode.
    @discardableResult
    public static func write(
        _ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o600, backup: Bool = false
    ) throws(WriteError) -> [WriteNotice] {
        try write(Content(added: bytes), to: path, newFileMode: newFileMode, backup: backup)
    }

    /// Writes `content` to `path`, as `write(_:to:newFileMode:backup:)`.
    @discardableResult
    public static func write(
        _ content: Content, to path: String, newFileMode: mode_t = 0o600, backup: Bool = false
    ) throws(WriteError) -> [WriteNotice] {
        try stage(content, to: path, newFileMode: newFileMode, backup: backup).commit()
    }

    /// Steps 1 and 2 for `content`: the temporary file written and synced,
    /// nothing replaced yet (`Staged`).
    public static func stage(
        _ content: Content, to path: String, newFileMode: mode_t = 0o600, backup: Bool = false
    ) throws(WriteError) -> Staged {
        try stage(to: path, newFileMode: newFileMode, backup: backup) { content.write(to: &$0) }
    }

    /// Steps 1 and 2, the bytes written by `fill` as it makes them (a
    /// formatter's pieces, say), so that they are never held whole.
    public static func stage(
        to path: String, newFileMode: mode_t = 0o600, backup: Bool = false, writing fill: (inout Writer) -> Void
    ) throws(WriteError) -> Staged {
        let target = resolvedPath(path)
        let directory = directoryName(of: target)
        let original = try replaceable(target, for: path)
        let mode = original.map { $0.st_mode & 0o7777 } ?? newFileMode
        var notices: [WriteNotice] = []
        let temporary = try writeTemporary(fill, beside: target, in: directory, mode: mode, like: original,
                                           for: path, notices: &notices)
        return Staged(path: path, target: target, directory: directory, temporary: temporary, original: original,
                      backup: backup, notices: notices)
    }

    /// Throws what `write` would for want of permission, or for a file it
    /// refuses to replace, writing nothing: the file (when it exists) and
    /// its folder must both be writable. For a command that writes several
    /// files, to refuse before the first.
    public static func checkWritable(_ path: String) throws(WriteError) {
        let target = resolvedPath(path)
        _ = try replaceable(target, for: path)
        let directory = directoryName(of: target)
        if PathCall.access(directory, W_OK | X_OK) != 0 {
            let code = errno
            if code == EACCES || code == EROFS || code == EPERM { throw .readOnlyDirectory(directory, for: path) }
            throw .system("write in", directory, errno: code)
        }
    }

    /// The attributes of the file at `target` (nil when there is none yet),
    /// after checking that `write` may replace it: a regular file, writable
    /// (by its permission bits too, which root would otherwise ignore), with
    /// no other hard links.
    static func replaceable(_ target: String, for path: String) throws(WriteError) -> stat? {
        var info = stat()
        guard PathCall.stat(target, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .system("read the attributes of", path)
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notRegularFile(path, type: type) }
        if PathCall.access(target, W_OK) != 0 {
            let code = errno
            // Only the owner (or root) may chmod: another user's file gets another hint.
            let owner = info.st_uid == geteuid() ? nil : info.st_uid
            if code == EROFS { throw .readOnlyFile(path, readOnlySystem: true) }
            if code == EACCES {
                if info.st_mode & 0o222 == 0 { throw .readOnlyFile(path, owner: owner) }
                throw .readOnlyFile(path, notOwned: owner)
            }
            throw .system("write", path)
        }
        if info.st_mode & 0o222 == 0 { throw .readOnlyFile(path) }
        if info.st_nlink > 1 { throw .hardLinked(path, links: Int(info.st_nlink)) }
        return info
    }

    /// Removes the temporary files a writer killed mid-write left beside
    /// `target` (named as `write` names them). Safe only under the file's
    /// `JournalLock`: every writer holds it from before it creates its
    /// temporary file until after the rename, so none of these is in use.
    static func removeLeftovers(beside target: String) {
        let directory = directoryName(of: target)
        let prefix = "." + baseName(of: target) + ".track-"
        guard let names = LocalFileSystem().contentsOfDirectory(directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
            PathCall.unlink(directory + "/" + name)
        }
    }

    /// Creates, fills and syncs the temporary file, with the owner and
    /// extended attributes of `original` (when given) as far as allowed;
    /// returns its path.
    private static func writeTemporary(
        _ fill: (inout Writer) -> Void, beside target: String, in directory: String, mode: mode_t, like original: stat?,
        for path: String, notices: inout [WriteNotice]
    ) throws(WriteError) -> String {
        var template = PathBytes.bytes(directory + "/." + baseName(of: target) + ".track-XXXXXX").map { CChar(bitPattern: $0) } + [0]
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            let code = errno
            if code == EACCES || code == EROFS || code == EPERM { throw .readOnlyDirectory(directory, for: path) }
            throw .system("create a temporary file beside", path, errno: code)
        }
        let temporary = template.withUnsafeBufferPointer { PathBytes.string(cString: $0.baseAddress!) }
        if let original {
            if !keepOwner(fd, of: original) {
                notices.append(.ownerNotKept(path: path, owner: original.st_uid, group: original.st_gid))
            }
            let dropped = copyAttributes(from: target, to: fd)
            if !dropped.isEmpty { notices.append(.attributesNotKept(path: path, names: dropped)) }
        }
        var failure: WriteError?
        var writer = Writer(fd: fd)
        // The mode last: a changed owner clears set-id bits, a copied ACL sets the group bits.
        if fchmod(fd, mode) != 0 {
            failure = .system("set the mode of", temporary)
        } else {
            fill(&writer)
            if writer.failure != 0 {
                failure = .system("write", temporary, errno: writer.failure)
            } else if fsync(fd) != 0 {
                failure = .system("sync", temporary)
            }
        }
        if close(fd) != 0 && failure == nil { failure = .system("close", temporary) }
        if let failure {
            PathCall.unlink(temporary)
            throw failure
        }
        return temporary
    }

    /// Gives the new file `original`'s owner and group; false when that is
    /// refused (only root may give a file away), after keeping the group
    /// where this user may.
    private static func keepOwner(_ fd: Int32, of original: stat) -> Bool {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return false }
        if info.st_uid == original.st_uid && info.st_gid == original.st_gid { return true }
        if fchown(fd, original.st_uid, original.st_gid) == 0 { return true }
        if info.st_gid != original.st_gid { _ = fchown(fd, uid_t.max, original.st_gid) }
        return false
    }

    /// `FILE.bak`: the file's current bytes in a new file with the file's
    /// owner and mode, renamed over whatever was at `FILE.bak` (a link
    /// planted there is replaced, not followed; a folder there is refused).
    static func keepBackup(of target: String, like original: stat, in directory: String,
                           for path: String) throws(WriteError) {
        let fd = PathCall.open(target, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .system("read", path) }
        defer { close(fd) }
        var unread: Int32 = 0
        var ignored: [WriteNotice] = []
        // Copied a chunk at a time: the old file is never held whole.
        let temporary = try writeTemporary({ writer in
            unread = copy(from: fd, offset: 0, into: &writer)
        }, beside: target, in: directory, mode: original.st_mode & 0o7777, like: original, for: path, notices: &ignored)
        guard unread == 0 else {
            PathCall.unlink(temporary)
            throw .system("read", path, errno: unread)
        }
        guard PathCall.rename(temporary, target + ".bak") == 0 else {
            let code = errno
            PathCall.unlink(temporary)
            throw .system("keep the backup", path + ".bak", errno: code)
        }
    }

    /// Writes what the file open at `fd` holds from `offset` on, in chunks;
    /// the `errno` of a failed read, else 0.
    private static func copy(from fd: Int32, offset: Int, into writer: inout Writer) -> Int32 {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var at = offset
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(at)) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return errno }
            if n == 0 { return 0 }
            chunk.withUnsafeBytes { writer.write(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
            at += n
        }
    }

    /// Rewrites the file's bytes through its own inode with the staged
    /// file's, for a file that cannot be renamed over. When the new bytes
    /// only add to the old (an append), only the addition is written, so
    /// the old text is never at risk.
    static func writeInPlace(from temporary: String, to target: String, for path: String) throws(WriteError) {
        let source = PathCall.open(temporary, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw .system("read", temporary) }
        defer { close(source) }
        let fd = PathCall.open(target, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw .system("write", path) }
        defer { close(fd) }
        var info = stat(), staged = stat()
        guard fstat(fd, &info) == 0, fstat(source, &staged) == 0 else { throw .system("read the attributes of", path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(path, type: info.st_mode & S_IFMT) }
        let size = Int(info.st_size)
        let start = isPrefix(fd, size: size, of: source, size: Int(staged.st_size)) ? size : 0
        var writer = Writer(fd: fd)
        guard lseek(fd, off_t(start), SEEK_SET) == off_t(start), copy(from: source, offset: start, into: &writer) == 0,
              writer.failure == 0, ftruncate(fd, staged.st_size) == 0, fsync(fd) == 0 else {
            throw .system("write in place", path)
        }
    }

    /// Whether the `size` bytes of the file at `fd` are the first bytes of
    /// the `otherSize` bytes of the file at `other`.
    private static func isPrefix(_ fd: Int32, size: Int, of other: Int32, size otherSize: Int) -> Bool {
        guard size <= otherSize else { return false }
        var mine = [UInt8](repeating: 0, count: 1 << 16), theirs = mine
        var offset = 0
        while offset < size {
            let want = min(mine.count, size - offset)
            let n = mine.withUnsafeMutableBytes { pread(fd, $0.baseAddress, want, off_t(offset)) }
            let m = theirs.withUnsafeMutableBytes { pread(other, $0.baseAddress, want, off_t(offset)) }
            guard n == want, m == want, mine[..<n] == theirs[..<n] else { return false }
            offset += n
        }
        return true
    }

    static func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < raw.count {
            let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// Makes a rename in `directory` durable. Some file systems cannot sync a
    /// folder; the rename has happened, so that is not an error.
    static func syncDirectory(_ directory: String) {
        let fd = PathCall.open(directory, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// The file a symbolic link points to (so the link stays a link), or the path itself.
    static func resolvedPath(_ path: String) -> String {
        var info = stat()
        guard PathCall.lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
              let resolved = PathCall.realpath(path) else { return path }
        return resolved
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
