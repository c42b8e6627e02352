#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

extension AtomicFile {
    /// A write in two steps: the new bytes written and synced to a
    /// temporary file beside the target (`AtomicFile.stage`), which can be
    /// read back (`contents`) before anything changes; then either put in
    /// place (`commit`: the backup, the rename, the folder synced) or
    /// removed (`abandon`), leaving the target untouched.
    ///
    /// A staged file neither committed nor abandoned is removed when it
    /// goes, so that a failure on the way never leaves one behind.
    ///
    /// ```swift
    /// let staged = try AtomicFile.stage(content, to: "household.journal")
    /// let after = reread.read([path], replacing: [path: try staged.contents()])
    /// if after.hasErrors { staged.abandon() } else { notices = try staged.commit() }
    /// ```
    public final class Staged {
        /// The path as given, for messages.
        public let path: String
        /// The file replaced (a symbolic link's target).
        let target: String
        let directory: String
        /// The temporary file, until committed or abandoned.
        let temporary: String
        /// The target's attributes before the write; nil for a new file.
        let original: stat?
        let backup: Bool
        /// What the temporary file could not keep (owner, attributes).
        let notices: [WriteNotice]
        private var pending = true

        init(path: String, target: String, directory: String, temporary: String, original: stat?, backup: Bool,
             notices: [WriteNotice]) {
            self.path = path
            self.target = target
            self.directory = directory
            self.temporary = temporary
            self.original = original
            self.backup = backup
            self.notices = notices
        }

        deinit {
            if pending { PathCall.unlink(temporary) }
        }

        /// The staged bytes as the journal reader reads a file: a large one
        /// mapped, so that reading it back holds no copy of it.
        public func contents() throws(WriteError) -> SourceBytes {
            switch LocalFileSystem().readSource(temporary, argument: false) {
            case .success(let bytes): return bytes
            case .failure: throw .system("read", temporary)
            }
        }

        /// Puts the staged file in place of the target (keeping the old one
        /// as `FILE.bak` when asked); returns what the write could not keep.
        public func commit() throws(WriteError) -> [WriteNotice] {
            precondition(pending, "a staged file is committed or abandoned once")
            pending = false
            if backup, let original {
                do throws(WriteError) {
                    try AtomicFile.keepBackup(of: target, like: original, in: directory, for: path)
                } catch {
                    PathCall.unlink(temporary)
                    throw error
                }
            }
            guard PathCall.rename(temporary, target) == 0 else {
                let code = errno
                defer { PathCall.unlink(temporary) }
                // A single-file bind mount: the mount point cannot be renamed over.
                guard code == EBUSY, let original else { throw .system("replace", path, errno: code) }
                // What this run read of the file (mapped) must not change with it.
                MappedFile.detach(FileID(device: UInt64(original.st_dev), inode: UInt64(original.st_ino)))
                try AtomicFile.writeInPlace(from: temporary, to: target, for: path)
                return [.writtenInPlace(path: path)]
            }
            AtomicFile.syncDirectory(directory)
            return notices
        }

        /// Removes the staged file; the target stays as it was.
        public func abandon() {
            guard pending else { return }
            pending = false
            PathCall.unlink(temporary)
        }
    }
}
