import Foundation
import Testing

/// hledger 1.25 as an oracle for the example journals: the same command line
/// given to both programs, outputs compared line by line (trailing spaces
/// aside: hledger pads its total line, track does not). Without hledger a
/// test prints why it is skipped and checks nothing else.
enum HledgerOracle {
    /// hledger's standard output for `-f EXAMPLE ARGUMENTS`, or nil (with the
    /// reason printed) when hledger is not installed or fails.
    static func output(_ example: String, _ arguments: [String]) -> String? {
        output(path: CLIHarness.example(example), arguments)
    }

    /// As `output(_:_:)` for a journal at `path`.
    static func output(path: String, _ arguments: [String]) -> String? {
        guard let hledger = HledgerCompat.hledger else {
            print("skipped: hledger is not installed (compare 'hledger \(arguments.joined(separator: " "))' by hand)")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hledger)
        process.arguments = ["-f", path] + arguments
        process.environment = ["LC_ALL": "C.UTF-8", "TZ": "UTC", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            print("skipped: hledger did not start: \(error)")
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("hledger failed on \(path) \(arguments)")
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs both programs on `example` and expects the same lines.
    static func expectSame(_ example: String, _ arguments: [String], track trackArguments: [String]? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        expectSame(path: CLIHarness.example(example), arguments, track: trackArguments, sourceLocation: sourceLocation)
    }

    /// As `expectSame(_:_:track:)` for a journal at `path`.
    static func expectSame(path: String, _ arguments: [String], track trackArguments: [String]? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        guard let expected = output(path: path, arguments) else { return }
        let result = CLIHarness.run(["-f", path] + (trackArguments ?? arguments))
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(lines(result.stdout) == lines(expected), sourceLocation: sourceLocation)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.last == " " { line = line.dropLast() }
            return String(line)
        }
    }
}
