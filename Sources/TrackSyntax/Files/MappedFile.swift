#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import TrackModel

/// A large journal file mapped into memory instead of copied.
///
/// Reading a file copies it from the kernel's page cache into memory of
/// our own: 117 MB held twice for a million transactions. Mapped, the
/// process reads the page cache itself, and once the parser is past a part
/// of the file its pages are given back (`SourceBuffer.forget`), so a run
/// holds little more than the model it builds. The pages read the same when
/// touched again: the mapping is private, and never written but past the
/// file's end, where the room for appended text is (`SourceBytes.appending`).
///
/// A mapped file that another program cuts short while track runs would
/// stop the process with SIGBUS when a page past its new end is read; after
/// `handleTruncation()` (the executable calls it) track says which file
/// changed under it and exits 1, as for any other error. A file rewritten in
/// place by track itself (a bind mount, see `AtomicFile`) is first detached:
/// its bytes become a copy of their own (`detach`).
public enum MappedFile {
    /// Below this a file is read: mapping costs more than copying it. (A
    /// journal of many included files is mapped file by file, each given
    /// back once read.)
    public static let threshold = 64 << 10

    /// How many mapped files may keep a descriptor open to be mapped again
    /// (`SourceBuffer.remapped`, for a second text appended to a journal of
    /// one file): a journal of thousands of included files must not run out
    /// of descriptors.
    static let remappable = 16

    /// Maps `size` bytes of the regular file open at `fd` (which is
    /// `identity`, from the caller's `fstat`); nil when the system refuses
    /// (the caller reads the file instead). With `roomForAppends` (a file
    /// named on the command line, which `add` and `import` append to) the
    /// mapping has room after the file for appended text, and the buffer
    /// keeps a descriptor of its own, to map the file again for other
    /// appended text (`SourceBuffer.remapped`), while no more than
    /// `remappable` do. An included file has neither: text appended to it is
    /// copied (`SourceBytes.appending`), and a run of a thousand files costs
    /// a thousand system calls less.
    static func map(_ fd: Int32, size: Int, path: String, identity: FileID?, roomForAppends: Bool) -> SourceBuffer? {
        guard roomForAppends else { return map(own: nil, fd, size: size, room: 0, path: path, identity: identity) }
        let room = max(4 << 20, size / 16)
        guard Registry.shared.descriptors.add(1, ordering: .relaxed).newValue <= remappable else {
            Registry.shared.descriptors.subtract(1, ordering: .relaxed)
            return map(own: nil, fd, size: size, room: room, path: path, identity: identity)
        }
        let own = dup(fd)
        guard own >= 0, let buffer = map(own: own, own, size: size, room: room, path: path, identity: identity) else {
            if own >= 0 { close(own) }
            Registry.shared.descriptors.subtract(1, ordering: .relaxed)
            return map(own: nil, fd, size: size, room: room, path: path, identity: identity)
        }
        return buffer
    }

    /// `map` of `fd` with `room` bytes after the file; with `own`, a
    /// descriptor of its own that the buffer keeps to map the file again
    /// and closes when it goes.
    private static func map(own: Int32?, _ fd: Int32, size: Int, room: Int, path: String,
                            identity: FileID?) -> SourceBuffer? {
        let page = pageSize
        let total = (size + room + page - 1) / page * page
        let start: UnsafeMutableRawPointer
        if room > 0 {
            // Reserve the whole span as private anonymous memory (the room), then
            // lay the file over its start.
            let reserved = mmap(nil, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
            guard let reserved, reserved != MAP_FAILED else { return nil }
            // Writable but private: only the room past the file's end is ever
            // written (the file's last page is copied when it is), never the file.
            let mapped = mmap(reserved, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_FIXED, fd, 0)
            guard mapped == reserved else {
                munmap(reserved, total)
                return nil
            }
            start = reserved
        } else {
            // Writable as the file with room is, though nothing is written: the buffer holds no more than the file.
            let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0)
            guard let mapped, mapped != MAP_FAILED else { return nil }
            start = mapped
        }
        let state = State()
        Registry.shared.add(Mapping(start: UInt(bitPattern: start), fileLength: size, length: total, file: identity,
                                    message: truncationMessage(path), state: state))
        return SourceBuffer(start: start, count: size, capacity: room > 0 ? total : size, memory: .init(
            release: { start, _ in
                Registry.shared.remove(start: UInt(bitPattern: start))
                munmap(start, total)
                if let own {
                    close(own)
                    Registry.shared.descriptors.subtract(1, ordering: .relaxed)
                }
            },
            dropPages: { start, count in
                // A detached copy is memory of its own: dropping would lose it.
                guard !state.detached.load(ordering: .acquiring) else { return }
                // Whole pages only: a page shared with bytes before or after stays.
                let first = (UInt(bitPattern: start) + UInt(page) - 1) / UInt(page) * UInt(page)
                let end = (UInt(bitPattern: start) + UInt(count)) / UInt(page) * UInt(page)
                guard end > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
                _ = madvise(pointer, Int(end - first), MADV_DONTNEED)
            },
            remap: {
                // A detached copy outlives what the file held: the file now is another text.
                guard let own, !state.detached.load(ordering: .acquiring) else { return nil }
                return map(own, size: size, path: path, identity: identity, roomForAppends: true)
            }))
    }

    /// Gives every mapping of the file `file` a copy of its bytes, at the
    /// same addresses, before track rewrites that file in place: what was
    /// read from it keeps reading the same, whatever the file holds next.
    public static func detach(_ file: FileID) {
        for mapping in Registry.shared.mappings(of: file) {
            guard let start = UnsafeMutableRawPointer(bitPattern: mapping.start),
                  !mapping.state.detached.exchange(true, ordering: .acquiringAndReleasing) else { continue }
            let length = (mapping.fileLength + pageSize - 1) / pageSize * pageSize
            let copy = UnsafeMutableRawPointer.allocate(byteCount: max(length, 1), alignment: 16)
            defer { copy.deallocate() }
            copy.copyMemory(from: start, byteCount: length)
            guard mmap(start, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == start
            else { continue }
            start.copyMemory(from: copy, byteCount: length)
        }
    }

    /// Makes a read past the end of a mapped file that shrank under track an
    /// error that names the file, exit status 1, instead of a crash. For the
    /// executable: a library does not take over a process's signals.
    public static func handleTruncation() {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { _, info, _ in
            let address = info.map { UInt(bitPattern: $0.pointee._sifields._sigfault.si_addr) } ?? 0
            if let message = Registry.shared.messageForFault(at: address) {
                // Threads reading the file at once fault at once: one says so, the others wait for the end.
                if Registry.shared.reported.exchange(true, ordering: .acquiringAndReleasing) {
                    while true { pause() }
                }
                _ = write(2, message.baseAddress, message.count)
                _exit(1)
            }
            // Not in a mapped journal: the default action, as if unhandled.
            signal(SIGBUS, SIG_DFL)
        }
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, nil)
    }

    private static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))

    /// What is printed when `path` shrank under track, made before it is
    /// needed (a signal handler may not allocate).
    private static func truncationMessage(_ path: String) -> UnsafeBufferPointer<UInt8> {
        let text = "track: error: \(PathBytes.display(path)) changed while track was reading it: it is shorter now\n"
            + "hint: nothing was written; run the command again once the file is saved\n"
        let bytes = Array(text.utf8)
        let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = memory.initialize(from: bytes)
        return UnsafeBufferPointer(memory)
    }

    /// Whether a mapping was detached (its bytes made a copy of their own).
    final class State: Sendable {
        let detached = Atomic<Bool>(false)
    }

    struct Mapping: @unchecked Sendable {
        // Unchecked: `message` is written once, before the mapping is
        // registered, and freed only after it is removed.
        var start: UInt
        var fileLength: Int
        var length: Int
        var file: FileID?
        var message: UnsafeBufferPointer<UInt8>
        var state: State
    }

    /// The mappings alive, for the signal handler and `detach`. The handler
    /// reads the table without locking (it may not take a lock): a slot is
    /// filled before the count that exposes it grows.
    final class Registry: Sendable {
        static let shared = Registry()
        private static let capacity = 4096
        private let lock = Mutex(0)
        private nonisolated(unsafe) let slots = UnsafeMutablePointer<Mapping?>.allocate(capacity: Registry.capacity)
        private let used = Atomic<Int>(0)
        /// Whether a truncation was reported (by the first thread to fault).
        let reported = Atomic<Bool>(false)
        /// How many mappings keep a descriptor (`remappable`).
        let descriptors = Atomic<Int>(0)

        private init() {
            slots.initialize(repeating: nil, count: Registry.capacity)
        }

        func add(_ mapping: Mapping) {
            lock.withLock { _ in
                let used = self.used.load(ordering: .relaxed)
                if let free = (0..<used).first(where: { slots[$0] == nil }) {
                    slots[free] = mapping
                } else if used < Registry.capacity {
                    slots[used] = mapping
                    self.used.store(used + 1, ordering: .releasing)
                }
                // Else unregistered: a crash, not a message, if that file shrinks.
            }
        }

        func remove(start: UInt) {
            lock.withLock { _ in
                for i in 0..<used.load(ordering: .relaxed) where slots[i]?.start == start {
                    let message = slots[i]?.message
                    slots[i] = nil
                    message?.deallocate()
                }
            }
        }

        func mappings(of file: FileID) -> [Mapping] {
            lock.withLock { _ in
                (0..<used.load(ordering: .relaxed)).compactMap { slots[$0] }.filter { $0.file == file }
            }
        }

        func messageForFault(at address: UInt) -> UnsafeBufferPointer<UInt8>? {
            for i in 0..<used.load(ordering: .acquiring) {
                if let mapping = slots[i], address >= mapping.start, address < mapping.start + UInt(mapping.length) {
                    return mapping.message
                }
            }
            return nil
        }
    }
}
