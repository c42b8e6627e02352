#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a journal file could not be written, in plain words with a hint.
/// When one is thrown, the file is as it was before.
public struct WriteError: Error, Equatable, Sendable {
    public enum Kind: Sendable, Equatable {
        /// The file exists and its permissions do not allow writing it.
        case readOnlyFile
        /// The folder does not allow creating the temporary file beside the journal.
        case readOnlyDirectory
        /// The path names a device, a FIFO, a socket or a folder: track writes only regular files.
        case notRegularFile
        /// The file has other hard links, which a replaced file would leave with the old text.
        case hardLinked
        /// The file to lock or back up is not there.
        case notFound
        /// Any other failure of the system call named in the message.
        case system
    }

    public var kind: Kind
    public var message: String
    public var hint: String?

    public init(kind: Kind, message: String, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// `owner`: the file's owner when it is not the user writing (who then
    /// cannot run `chmod` on it); `readOnlySystem`: the file system is mounted read-only.
    /// `mode` has no write permission for anyone: read-only on purpose. Only
    /// its owner (or root) may change that, so another user gets no `chmod` hint.
    public static func readOnlyFile(_ path: String, owner: uid_t?) -> WriteError {
        guard let owner else { return readOnlyFile(path) }
        return WriteError(kind: .readOnlyFile, message: "cannot write '\(path)': the file is read-only",
                          hint: "it belongs to \(userName(owner)), who may make it writable if it is to change; nothing was changed")
    }

    static func userName(_ uid: uid_t) -> String {
        getpwuid(uid).map { String(cString: $0.pointee.pw_name) } ?? "user \(uid)"
    }

    public static func readOnlyFile(_ path: String, notOwned owner: uid_t? = nil, readOnlySystem: Bool = false) -> WriteError {
        if readOnlySystem {
            return WriteError(kind: .readOnlyFile, message: "cannot write '\(path)': its file system is mounted read-only",
                              hint: "write the journal where the file system allows it; nothing was changed")
        }
        if let owner {
            let name = userName(owner)
            return WriteError(kind: .readOnlyFile,
                              message: "cannot write '\(path)': it belongs to \(name), and its permissions do not let you write it",
                              hint: "ask \(name) to change it, or to let you write it (a group or an ACL); nothing was changed")
        }
        return WriteError(kind: .readOnlyFile, message: "cannot write '\(path)': the file is read-only",
                          hint: "make it writable (chmod u+w '\(path)') if you mean to change it; nothing was changed")
    }

    public static func readOnlyDirectory(_ directory: String, for path: String) -> WriteError {
        WriteError(kind: .readOnlyDirectory,
                   message: "cannot write '\(path)': the folder '\(directory)' does not allow creating files",
                   hint: "track writes a temporary file beside the journal and renames it over the journal, so the folder must be writable; nothing was changed")
    }

    /// `type` is the file's `st_mode & S_IFMT`.
    public static func notRegularFile(_ path: String, type: mode_t) -> WriteError {
        let what = switch type {
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "not a regular file"
        }
        return WriteError(kind: .notRegularFile, message: "cannot write '\(path)': it is \(what), not a journal file",
                          hint: "track writes journals only to regular files (or symbolic links to one); "
                              + "name the journal file with -f FILE; nothing was changed")
    }

    /// `links`: the file's link count (`st_nlink`, more than 1).
    public static func hardLinked(_ path: String, links: Int) -> WriteError {
        let others = links - 1
        return WriteError(kind: .hardLinked,
                          message: "cannot write '\(path)': it has \(others) other hard \(others == 1 ? "link" : "links"), "
                              + "which would keep the old text when track replaces the file",
                          hint: "make the other names symbolic links (ln -sf), or give this name a file of its own "
                              + "(cp '\(path)' '\(path).new' && mv '\(path).new' '\(path)'); nothing was changed")
    }

    /// `path` is a symbolic link to `destination`, which does not exist.
    public static func danglingLink(_ path: String, to destination: String) -> WriteError {
        WriteError(kind: .notFound,
                   message: "cannot write '\(path)': it is a symbolic link to '\(destination)', which does not exist",
                   hint: "create '\(destination)' first, or name the journal itself with -f FILE; "
                       + "track does not create a file through a link; nothing was changed")
    }

    /// Where the symbolic link at `path` points, when it is one whose destination does not exist.
    public static func danglingDestination(of path: String) -> String? {
        var info = stat()
        guard PathCall.lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, PathCall.stat(path, &info) != 0,
              errno == ENOENT else {
            return nil
        }
        return PathCall.readlink(path)
    }

    /// A failed system call, described by `errno`.
    public static func system(_ action: String, _ path: String, errno code: Int32 = errno) -> WriteError {
        WriteError(kind: code == ENOENT ? .notFound : .system,
                   message: "cannot \(action) '\(path)': \(String(cString: strerror(code)))",
                   hint: code == ENOSPC ? "free some disk space; nothing was changed" : nil)
    }
}
