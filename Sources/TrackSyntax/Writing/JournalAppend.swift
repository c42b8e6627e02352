#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appending entries to a journal file without touching what is there:
/// the new text comes after one blank line, in the file's line endings, and
/// the file is replaced atomically (`AtomicFile`) under its lock
/// (`JournalLock`).
///
/// ```swift
/// let lock = try JournalAppend.lock("track.journal")   // creates it (0600) if missing
/// defer { lock.release() }
/// let bytes = JournalAppend.appending(newText, to: original)
/// try AtomicFile.write(bytes, to: "track.journal")
/// ```
public enum JournalAppend {
    /// A held lock on the journal, and whether this run created the file.
    public final class Lock {
        public let lock: JournalLock
        public let path: String
        /// The file did not exist: it was created empty (mode 0600) to be
        /// locked, and is removed again unless something is written.
        public let created: Bool
        private var keep = false

        init(lock: JournalLock, path: String, created: Bool) {
            self.lock = lock
            self.path = path
            self.created = created
        }

        /// The file now holds what this run wrote: keep it.
        public func keepFile() { keep = true }

        public func release() {
            if created && !keep { PathCall.unlink(path) }
            lock.release()
        }
    }

    /// Locks the journal at `path`, creating it empty first when it does not exist.
    public static func lock(_ path: String) throws(WriteError) -> Lock {
        var created = false
        let fd = PathCall.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            created = true
            close(fd)
        } else if errno == EEXIST, let destination = WriteError.danglingDestination(of: path) {
            // O_EXCL never creates through a link: say so, rather than "cannot lock".
            throw .danglingLink(path, to: destination)
        } else if errno != EEXIST {
            let code = errno
            if code == EACCES || code == EROFS {
                throw WriteError(kind: .readOnlyDirectory,
                                 message: "cannot create '\(path)': its folder does not allow creating files",
                                 hint: "choose a journal in a writable folder with -f FILE; nothing was changed")
            }
            throw .system("create", path, errno: code)
        }
        do {
            return Lock(lock: try JournalLock.acquire(path), path: path, created: created)
        } catch {
            if created { PathCall.unlink(path) }
            throw error
        }
    }

    /// `original` followed by `text` (which ends with `\n`): a line ending
    /// is added after an unterminated last line, then one blank line unless
    /// the file already ends with one; `text` takes the file's line endings.
    public static func appending<Original: BidirectionalCollection<UInt8>>(_ text: [UInt8], to original: Original) -> [UInt8] {
        var result = Array(original)
        result += addition(text, after: original)
        return result
    }

    /// What `appending(text, to: original)` puts after `original`: the line
    /// ends that separate it, then `text` in the file's line endings.
    public static func addition<Original: BidirectionalCollection<UInt8>>(_ text: [UInt8], after original: Original) -> [UInt8] {
        let eol = lineEnding(of: original)
        var result: [UInt8] = []
        if !original.isEmpty {
            if original.last != UInt8(ascii: "\n") { result += eol }
            if !endsWithBlankLine(original) { result += eol }
        }
        if eol.count == 2 {
            var last = result.last ?? original.last
            for byte in text {
                if byte == UInt8(ascii: "\n") && last != UInt8(ascii: "\r") { result.append(UInt8(ascii: "\r")) }
                result.append(byte)
                last = byte
            }
        } else {
            result += text
        }
        return result
    }

    /// Where `appending(_:to: original)` puts the text: the length of what
    /// comes before it, without copying the file to find out.
    public static func offsetOfText<Original: RandomAccessCollection<UInt8>>(appendedTo original: Original) -> Int
    where Original.Index == Int {
        guard !original.isEmpty else { return 0 }
        let eol = lineEnding(of: original).count
        let terminated = original.last == UInt8(ascii: "\n")
        // The last line, as `endsWithBlankLine` sees it once it is terminated.
        var i = original.endIndex - (terminated ? 2 : 1)
        while i >= original.startIndex, original[i] == UInt8(ascii: " ") || original[i] == UInt8(ascii: "\t") || original[i] == UInt8(ascii: "\r") {
            i -= 1
        }
        let blank = i < original.startIndex || original[i] == UInt8(ascii: "\n")
        return original.count + (terminated ? 0 : eol) + (blank ? 0 : eol)
    }

    /// `\r\n` when the file's first line ends so, else `\n`.
    static func lineEnding<Bytes: BidirectionalCollection<UInt8>>(of bytes: Bytes) -> [UInt8] {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")), newline > bytes.startIndex,
              bytes[bytes.index(before: newline)] == UInt8(ascii: "\r") else { return [UInt8(ascii: "\n")] }
        return [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
    }

    /// Whether the last line (ended by a final `\n` or not) is empty or only white space.
    private static func endsWithBlankLine<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bool {
        var i = bytes.last == UInt8(ascii: "\n") ? bytes.index(before: bytes.endIndex) : bytes.endIndex
        while i > bytes.startIndex {
            i = bytes.index(before: i)
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { return true }
            if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") && b != UInt8(ascii: "\r") { return false }
        }
        return true
    }
}
