import TrackModel
import TrackSyntax

/// Everything a run of `track` may touch, passed in so that tests run
/// commands in-process with fixed inputs: arguments, environment variables,
/// standard input, the terminal, the file system and today's date.
public struct Console {
    /// The arguments after the program name.
    public var arguments: [String]
    public var environment: [String: String]
    public var isOutputTerminal: Bool
    public var isInputTerminal: Bool
    /// Today in the user's time zone (`--today` and `TRACK_TODAY` override it).
    public var today: Day
    public var fileSystem: any JournalFileSystem
    /// Reads standard input whole, when a command needs it.
    public var readStandardInput: () -> [UInt8]
    /// Reads one line of standard input without its line ending (nil at its
    /// end), for the questions `track init` asks on a terminal.
    public var readLine: () -> String?
    public var output: OutputBuffer
    public var errors: OutputBuffer

    public init(
        arguments: [String], environment: [String: String] = [:], isOutputTerminal: Bool = false,
        isInputTerminal: Bool = false, today: Day, fileSystem: any JournalFileSystem = LocalFileSystem(),
        readStandardInput: @escaping () -> [UInt8] = { [] },
        readLine: @escaping () -> String? = { nil },
        output: OutputBuffer = OutputBuffer(), errors: OutputBuffer = OutputBuffer()
    ) {
        self.arguments = arguments
        self.environment = environment
        self.isOutputTerminal = isOutputTerminal
        self.isInputTerminal = isInputTerminal
        self.today = today
        self.fileSystem = fileSystem
        self.readStandardInput = readStandardInput
        self.readLine = readLine
        self.output = output
        self.errors = errors
    }
}

/// Bytes on their way to standard output or standard error: kept in memory
/// (tests read them back) or flushed to a file descriptor in large chunks,
/// so a million-line register costs few system calls.
public final class OutputBuffer {
    public private(set) var bytes: [UInt8] = []
    private let descriptor: Int32?
    private let chunk = 1 << 16

    /// A buffer that keeps everything in memory.
    public init() {
        descriptor = nil
    }

    /// A buffer that writes to `descriptor` (1 for stdout, 2 for stderr).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        bytes.reserveCapacity(chunk)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
        if descriptor != nil && bytes.count >= chunk { flush() }
    }

    public func write(_ data: some Sequence<UInt8>) {
        bytes.append(contentsOf: data)
        if descriptor != nil && bytes.count >= chunk { flush() }
    }

    /// Writes what is buffered to the descriptor (a no-op for in-memory buffers).
    public func flush() {
        guard let descriptor, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { break }  // a closed pipe: stop writing, as `head` expects
                offset += n
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
