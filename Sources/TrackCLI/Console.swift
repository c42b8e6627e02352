#if canImport(Glibc)
import Glibc
#endif
import TrackModel
import TrackRendering
import TrackSyntax

/// Everything a run of `track` may touch, passed in so that tests run
/// commands in-process with fixed inputs: arguments, environment variables,
/// standard input, the terminal, the file system and today's date.
public struct Console {
    /// The arguments after the program name.
    public var arguments: [String]
    public var environment: [String: String]
    public var isOutputTerminal: Bool
    /// Whether standard error is a terminal (its diagnostics quote journal lines).
    public var isErrorTerminal: Bool
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
    /// Runs a program (git) to its end with an environment; nil when it cannot start.
    public var runProcess: @Sendable ([String], [String: String]) -> ProcessOutput?
    /// Ends the process with a command's status while its journal is still
    /// held, so that a large journal is left to the system instead of being
    /// freed object by object (a million transactions: 5–10% of a command's
    /// time). The executable sets it; nil (tests) returns the status as usual.
    public var exitWithoutTeardown: ((Int32) -> Never)?

    public init(
        arguments: [String], environment: [String: String] = [:], isOutputTerminal: Bool = false,
        isErrorTerminal: Bool = false, isInputTerminal: Bool = false, today: Day, fileSystem: any JournalFileSystem = LocalFileSystem(),
        readStandardInput: @escaping () -> [UInt8] = { [] },
        readLine: @escaping () -> String? = { nil },
        output: OutputBuffer = OutputBuffer(), errors: OutputBuffer = OutputBuffer(),
        runProcess: @escaping @Sendable ([String], [String: String]) -> ProcessOutput? = { Subprocess.run($0, environment: $1) }
    ) {
        self.arguments = arguments
        self.environment = environment
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.isInputTerminal = isInputTerminal
        self.today = today
        self.fileSystem = fileSystem
        self.readStandardInput = readStandardInput
        self.readLine = readLine
        self.output = output
        self.errors = errors
        self.runProcess = runProcess
    }
}

/// Bytes on their way to standard output or standard error: kept in memory
/// (tests read them back) or flushed to a file descriptor in large chunks,
/// so a million-line register costs few system calls.
///
/// When it goes to a terminal, the CLI turns on `escapeControls`: from then
/// on what a journal may hold (a payee with `ESC [2J`) is shown escaped
/// rather than obeyed, whichever report wrote it.
public final class OutputBuffer {
    public private(set) var bytes: [UInt8] = []
    private let descriptor: Int32?
    private let chunk = 1 << 16
    private var escaper: TerminalEscaper?
    private var formulaGuard: CSVFormulaGuard?

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

    /// Shows control characters escaped in everything written from now on;
    /// with `allowingStyle`, track's own colour still passes.
    public func escapeControls(allowingStyle: Bool) {
        escaper = TerminalEscaper(allowsStyle: allowingStyle)
    }

    /// Writes what `body` writes as CSV with `--csv-safe`'s guard (`CSVFormulaGuard`).
    public func protectingFormulas(_ body: () -> Void) {
        formulaGuard = CSVFormulaGuard()
        defer {
            var rest: [UInt8] = []
            formulaGuard?.finish(into: &rest)
            formulaGuard = nil
            write(rest)
        }
        body()
    }

    public func write(_ string: String) {
        var string = string
        string.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    public func write(_ data: some Sequence<UInt8>) {
        if escaper != nil || formulaGuard != nil {
            Array(data).withUnsafeBytes { write($0) }
            return
        }
        bytes.append(contentsOf: data)
        if descriptor != nil && bytes.count >= chunk { writeOut() }
    }

    public func write(_ raw: UnsafeRawBufferPointer) {
        if formulaGuard != nil {
            var guarded: [UInt8] = []
            formulaGuard!.protect(raw, into: &guarded)
            guarded.withUnsafeBytes { escapeAndAppend($0) }
        } else {
            escapeAndAppend(raw)
        }
    }

    private func escapeAndAppend(_ raw: UnsafeRawBufferPointer) {
        if escaper != nil {
            escaper!.escape(raw, into: &bytes)
        } else if let descriptor, raw.count >= chunk {
            // A streamed part of a chunk or more goes out as it is, not copied first.
            writeOut()
            Self.writeAll(raw, to: descriptor)
            return
        } else {
            bytes.append(contentsOf: raw)
        }
        if descriptor != nil && bytes.count >= chunk { writeOut() }
    }

    /// Ends the output: writes what the escaper held back, then what is
    /// buffered to the descriptor (in-memory buffers keep it).
    public func flush() {
        escaper?.finish(into: &bytes)
        writeOut()
    }

    private func writeOut() {
        guard let descriptor, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
        bytes.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32) {
        var offset = 0
        while offset < raw.count {
            let n = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if n <= 0 { break }  // a closed pipe: stop writing, as `head` expects
            offset += n
        }
    }
}

extension Console {
    /// This process's arguments after the program name, read as bytes from
    /// `argv` so that a file name that is not UTF-8 survives (see `PathBytes`).
    public static func processArguments() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { PathBytes.string(cString: $0) }
        }
    }

    /// This process's environment, read as bytes from `environ` (see `PathBytes`).
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = PathBytes.string(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return environment
    }
}

extension Console {
    /// Today's date where the user is: the local calendar date (the `TZ`
    /// environment and /etc/localtime decide, as for `date`), read once.
    public static func localToday() -> Day {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil,
              let day = Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else { return Day(daysSinceEpoch: Int32(truncatingIfNeeded: now / 86_400)) }
        return day
    }
}
