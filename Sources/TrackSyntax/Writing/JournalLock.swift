#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a journal file, held around read-modify-write so
/// that concurrent writers (`track fmt -i`, `track add`, …) take turns and
/// every change lands.
///
/// The lock is the file itself (`flock`), so no lock file is left behind.
/// Writers replace the journal by renaming a new file over it
/// (`AtomicFile`), which leaves a waiting writer holding a lock on the old
/// file: after acquiring, the lock checks that the path still names the
/// file it locked, and if not, locks the new one instead.
///
/// ```swift
/// let lock = try JournalLock.acquire("household.journal")
/// defer { lock.release() }
/// // read, change, AtomicFile.write
/// ```
public final class JournalLock {
    public let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Waits for the lock on the existing file at `path` (following links).
    /// Anything but a regular file is refused: opening is non-blocking, so a
    /// FIFO never hangs the writer, and a device is never written.
    public static func acquire(_ path: String) throws(WriteError) -> JournalLock {
        let target = AtomicFile.resolvedPath(path)
        while true {
            let fd = PathCall.open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { throw .system("lock", path) }
            var opened = stat()
            if fstat(fd, &opened) == 0, opened.st_mode & S_IFMT != S_IFREG {
                close(fd)
                throw .notRegularFile(path, type: opened.st_mode & S_IFMT)
            }
            var result: Int32
            repeat {
                result = flock(fd, LOCK_EX)
            } while result != 0 && errno == EINTR
            guard result == 0 else {
                let code = errno
                close(fd)
                throw .system("lock", path, errno: code)
            }
            var locked = stat(), current = stat()
            if fstat(fd, &locked) == 0, PathCall.stat(target, &current) == 0,
               locked.st_dev == current.st_dev, locked.st_ino == current.st_ino {
                AtomicFile.removeLeftovers(beside: target)
                return JournalLock(path: path, descriptor: fd)
            }
            // Another writer replaced the file while this one waited: lock the new file.
            close(fd)
        }
    }

    /// Gives the lock up (also done when the lock is released by deinit).
    public func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }
}
