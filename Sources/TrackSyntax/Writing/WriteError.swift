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

    public static func readOnlyFile(_ path: String) -> WriteError {
        WriteError(kind: .readOnlyFile, message: "cannot write '\(path)': the file is read-only",
                   hint: "make it writable (chmod u+w '\(path)') if you mean to change it; nothing was changed")
    }

    public static func readOnlyDirectory(_ directory: String, for path: String) -> WriteError {
        WriteError(kind: .readOnlyDirectory,
                   message: "cannot write '\(path)': the folder '\(directory)' does not allow creating files",
                   hint: "track writes a temporary file beside the journal and renames it over the journal, so the folder must be writable; nothing was changed")
    }

    /// A failed system call, described by `errno`.
    public static func system(_ action: String, _ path: String, errno code: Int32 = errno) -> WriteError {
        WriteError(kind: code == ENOENT ? .notFound : .system,
                   message: "cannot \(action) '\(path)': \(String(cString: strerror(code)))",
                   hint: code == ENOSPC ? "free some disk space; nothing was changed" : nil)
    }
}
