#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

/// Where journal files come from: the disk, or memory in tests and the fuzzer.
public protocol JournalFileSystem: Sendable {
    /// The whole file, or an error message in plain words. Only a regular
    /// file is read: a device or FIFO named by an `include` or matched by a
    /// glob would read forever or block.
    func read(_ path: String) -> Result<[UInt8], FileError>
    /// A file the user named on the command line (`-f`, `--rules`, the CSV of
    /// `import`): as `read`, and also a pipe or FIFO (`-f <(…)`), which the
    /// user chose to wait for, and the null device (`-f /dev/null`).
    func readArgument(_ path: String) -> Result<[UInt8], FileError>
    /// A journal's file, as `read` (or, for a file named on the command
    /// line, `readArgument`) reads it; a large file may come back mapped
    /// into memory rather than copied (see `MappedFile`).
    func readSource(_ path: String, argument: Bool) -> Result<SourceBytes, FileError>
    /// A path that names the file uniquely (symlinks and `..` resolved), to detect include cycles.
    func canonicalPath(_ path: String) -> String
    /// The entries of a directory (names only), or nil when it is not one.
    func contentsOfDirectory(_ path: String) -> [String]?
    /// Which file or folder `path` is (device and inode, after symbolic
    /// links), so that a glob walks each folder and includes each file once;
    /// nil where paths are the only identity (in memory).
    func fileID(_ path: String) -> FileID?
    /// False only when nothing is at `path` (where `read` would say `.notFound`),
    /// without reading the file.
    func fileExists(_ path: String) -> Bool
}

extension JournalFileSystem {
    public func readArgument(_ path: String) -> Result<[UInt8], FileError> { read(path) }

    public func readSource(_ path: String, argument: Bool) -> Result<SourceBytes, FileError> {
        (argument ? readArgument(path) : read(path)).map { SourceBytes($0) }
    }

    public func fileID(_ path: String) -> FileID? { nil }

    public func fileExists(_ path: String) -> Bool {
        if case .failure(.notFound) = read(path) { return false }
        return true
    }
}

/// A file's identity on disk: the same for every path that leads to it.
public struct FileID: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

public enum FileError: Error, Equatable, Sendable {
    case notFound
    case unreadable(String)
    case isDirectory
}

/// Files in memory: for tests, the fuzzer and stdin.
public struct InMemoryFileSystem: JournalFileSystem {
    public var files: [String: [UInt8]]

    public init(files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    public init(bytes: [String: [UInt8]]) {
        files = bytes
    }

    public func read(_ path: String) -> Result<[UInt8], FileError> {
        files[normalize(path)].map { .success($0) } ?? .failure(.notFound)
    }

    public func canonicalPath(_ path: String) -> String { normalize(path) }

    public func fileExists(_ path: String) -> Bool { files[normalize(path)] != nil }

    public func contentsOfDirectory(_ path: String) -> [String]? {
        let prefix = path.isEmpty || path == "." ? "" : normalize(path) + "/"
        let names = files.keys.compactMap { key -> String? in
            guard key.hasPrefix(prefix) else { return nil }
            return key.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
        }
        return names.isEmpty ? nil : Array(Set(names)).sorted()
    }

    /// Removes `.` and `dir/..` components, as the disk would resolve them.
    private func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

/// The real file system, read with POSIX calls straight into memory; a
/// large journal is mapped instead (`readSource`), unless `mapsLargeFiles`
/// is off (the language server holds journals for hours, while editors
/// rewrite them).
public struct LocalFileSystem: JournalFileSystem {
    public var mapsLargeFiles: Bool

    public init(mapsLargeFiles: Bool = true) {
        self.mapsLargeFiles = mapsLargeFiles
    }

    public func fileExists(_ path: String) -> Bool {
        var info = stat()
        return PathCall.stat(path, &info) == 0 || errno != ENOENT
    }

    public func read(_ path: String) -> Result<[UInt8], FileError> {
        read(path, argument: false)
    }

    public func readArgument(_ path: String) -> Result<[UInt8], FileError> {
        read(path, argument: true)
    }

    public func readSource(_ path: String, argument: Bool) -> Result<SourceBytes, FileError> {
        read(path, argument: argument) { fd, info in
            let size = Int(info.st_size)
            if mapsLargeFiles, size >= MappedFile.threshold,
               let mapped = MappedFile.map(fd, size: size, path: path,
                                           identity: FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
                                           roomForAppends: argument) {
                return .success(SourceBytes(mapped))
            }
            Self.readBlocking(fd)
            return readRegular(fd, size: size)
        } other: { fd in
            readAll(fd, sizeHint: 0).map { SourceBytes($0) }
        } empty: { .empty }
    }

    private func read(_ path: String, argument: Bool) -> Result<[UInt8], FileError> {
        read(path, argument: argument) { fd, info in
            Self.readBlocking(fd)
            return readAll(fd, sizeHint: Int(info.st_size), isRegularFile: true)
        } other: { fd in
            readAll(fd, sizeHint: 0)
        } empty: { [] }
    }

    /// A regular file of `size` bytes read into a buffer of its own (one
    /// copy, not an array and a copy of it); one that grew meanwhile is
    /// read again to its end.
    private func readRegular(_ fd: Int32, size: Int) -> Result<SourceBytes, FileError> {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size + 1, alignment: 16)
        var kept = false
        defer { if !kept { memory.deallocate() } }
        let whole = UnsafeMutableBufferPointer(start: memory.assumingMemoryBound(to: UInt8.self), count: size + 1)
        var count = 0
        if size >= ParallelFileRead.threshold {
            switch ParallelFileRead.read(fd, into: UnsafeMutableBufferPointer(rebasing: whole[..<size]),
                                         parts: min(JournalParser.processorCount, 4)) {
            case .success(let n): count = n
            case .failure(let error): return .failure(.unreadable(String(cString: strerror(error.code))))
            }
            // `pread` moves no offset: go on from where it stopped (a file that shrank reads no more).
            guard lseek(fd, off_t(count), SEEK_SET) >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        }
        while count < whole.count {
            let n = Glibc.read(fd, whole.baseAddress! + count, whole.count - count)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(.unreadable(String(cString: strerror(errno)))) }
            if n == 0 { break }
            count += n
        }
        // One byte more than its size: the file grew as it was read; read it again, to its end.
        guard count <= size else {
            guard lseek(fd, 0, SEEK_SET) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
            return readAll(fd, sizeHint: size, isRegularFile: true).map { SourceBytes($0) }
        }
        kept = true
        return .success(SourceBytes(SourceBuffer(start: memory, count: count, capacity: size + 1, memory: .init(
            release: { start, _ in start.deallocate() }))))
    }

    /// Clears the flag `read` opens with on a regular file that is read, not
    /// mapped: it does nothing there, but a file replaced as it is read
    /// reads on as usual.
    private static func readBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }

    /// Opens without blocking (a FIFO with no writer would wait forever) and
    /// checks what was opened with `fstat`, not `stat` before `open`, so the
    /// file cannot be swapped in between; then reads a regular file (of the
    /// size and identity its `fstat` gives) with `regular`, a pipe the user
    /// named with `other`.
    private func read<Bytes>(
        _ path: String, argument: Bool,
        regular: (_ fd: Int32, _ info: stat) -> Result<Bytes, FileError>,
        other: (_ fd: Int32) -> Result<Bytes, FileError>,
        empty: () -> Bytes
    ) -> Result<Bytes, FileError> {
        var fd = PathCall.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(errno == ENOENT ? .notFound : .unreadable(String(cString: strerror(errno))))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        switch SpecialFile(info) {
        case nil:
            return regular(fd, info)
        case .folder?:
            return .failure(.isDirectory)
        case .fifo? where argument:
            // Named by the user: wait for the writer as they asked, reading with a blocking descriptor.
            let blocking = PathCall.open(path, O_RDONLY | O_CLOEXEC)
            guard blocking >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
            close(fd)
            fd = blocking
            return other(fd)
        case .nullDevice? where argument:
            return .success(empty())
        case let kind?:
            return .failure(.unreadable("it is \(kind.description), not a regular file"))
        }
    }

    /// Reads until end of file: a regular file into one buffer of its size
    /// (a large one on several threads), anything longer (a pipe, a growing
    /// file) in further chunks.
    func readAll(_ fd: Int32, sizeHint: Int, isRegularFile: Bool = false) -> Result<[UInt8], FileError> {
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: sizeHint + 1) { buffer, count in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            count = 0
            if isRegularFile && sizeHint >= ParallelFileRead.threshold {
                let whole = UnsafeMutableBufferPointer(rebasing: buffer[..<sizeHint])
                switch ParallelFileRead.read(fd, into: whole, parts: min(JournalParser.processorCount, 4)) {
                case .success(let n): count = n
                case .failure(let error): failure = error.code
                }
                // Short: the file ended early. Else go on from where `pread` stopped, in case it grew.
                if failure != 0 || count < sizeHint || lseek(fd, off_t(count), SEEK_SET) < 0 { return }
            }
            while count < buffer.count {
                let n = Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = errno }
                if n <= 0 { break }
                count += n
            }
        }
        if failure != 0 { return .failure(.unreadable(String(cString: strerror(failure)))) }
        if bytes.count <= sizeHint { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(.unreadable(String(cString: strerror(errno)))) }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return .success(bytes)
    }

    /// Reads standard input whole.
    public func readStandardInput() -> Result<[UInt8], FileError> {
        readAll(0, sizeHint: 0)
    }

    public func fileID(_ path: String) -> FileID? {
        var info = stat()
        guard PathCall.stat(path.isEmpty ? "." : path, &info) == 0 else { return nil }
        return FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    public func canonicalPath(_ path: String) -> String {
        PathCall.realpath(path) ?? path
    }

    public func contentsOfDirectory(_ path: String) -> [String]? {
        guard let dir = PathCall.opendir(path.isEmpty ? "." : path) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.string(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
