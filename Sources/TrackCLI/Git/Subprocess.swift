#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackSyntax

/// A program run to its end (git, for the git commands): its exit status
/// and what it wrote.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: [UInt8]
    public var stderr: [UInt8]

    public init(status: Int32, stdout: [UInt8], stderr: [UInt8]) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    public var text: String { String(decoding: stdout, as: UTF8.self) }
    public var errorText: String { String(decoding: stderr, as: UTF8.self) }
}

/// Runs a program with `posix_spawnp`: the only place track starts one.
/// Standard input is the null device; standard output and error are read
/// together (poll), so a large output never blocks the child.
public enum Subprocess {
    /// Runs `arguments[0]` (looked up in PATH) with `environment`; nil when it cannot be started.
    public static func run(_ arguments: [String], environment: [String: String]) -> ProcessOutput? {
        guard !arguments.isEmpty else { return nil }
        var out: [Int32] = [0, 0], err: [Int32] = [0, 0]
        guard pipe(&out) == 0 else { return nil }
        guard pipe(&err) == 0 else {
            close(out[0])
            close(out[1])
            return nil
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        for descriptor in [out[0], out[1], err[0], err[1]] { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = arguments.map { strdupBytes(PathBytes.bytes($0)) }
        let envp = environment.map { strdupBytes(PathBytes.bytes($0.key) + [UInt8(ascii: "=")] + PathBytes.bytes($0.value)) }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let started = argv[0].map { program in
            posix_spawnp(&pid, program, &actions, nil, argv + [nil], envp + [nil])
        } ?? -1
        close(out[1])
        close(err[1])
        guard started == 0 else {
            close(out[0])
            close(err[0])
            return nil
        }
        let (stdout, stderr) = readBoth(out[0], err[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, spelled out (they are macros in C).
        let exited = status & 0x7f == 0
        return ProcessOutput(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), stdout: stdout, stderr: stderr)
    }

    private static func strdupBytes(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        guard let pointer = malloc(bytes.count + 1)?.assumingMemoryBound(to: CChar.self) else { return nil }
        for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[bytes.count] = 0
        return pointer
    }

    /// Reads two descriptors to their ends, whichever has data first.
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var outputs: [[UInt8]] = [[], []]
        var open = [first, second]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while open.contains(where: { $0 >= 0 }) {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in 0..<2 where open[index] >= 0 && fds[index].revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(open[index], $0.baseAddress, $0.count) }
                if n > 0 {
                    outputs[index] += buffer[0..<n]
                } else if n == 0 || errno != EINTR {
                    close(open[index])
                    open[index] = -1
                }
            }
        }
        return (outputs[0], outputs[1])
    }
}

extension Subprocess {
    /// This program's own file (`/proc/self/exe`), for git to run it back
    /// (the merge driver, the hook); nil where it cannot be told.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return PathBytes.string(buffer[0..<count].map { UInt8(bitPattern: $0) })
    }
}
