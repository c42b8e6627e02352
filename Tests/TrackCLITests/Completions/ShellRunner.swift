import Foundation
import Testing

/// Runs a script in a real shell (bash, zsh, fish) for the completion tests,
/// and finds what those tests need: the shell itself, and the `track` binary
/// that the scripts call back into for account names.
enum ShellRunner {
    /// The shell's path, nil when it is not installed (the tests that need it say so when skipped).
    static func path(_ shell: String) -> String? {
        ["/bin/", "/usr/bin/", "/usr/local/bin/"].map { $0 + shell }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The `track` that `swift build` (or `swift test`) made, nil when there is none yet.
    static let trackBinary: String? = {
        [".build/debug/track", ".build/release/track"].map { CLIHarness.repositoryRoot + "/" + $0 }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    struct Output {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// Runs `shell ARGUMENTS` with `environment` (PATH leads to the track binary's folder) and `input` on stdin.
    static func run(_ shell: String, _ arguments: [String], environment: [String: String] = [:],
                    in directory: String? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path(shell)))
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"]
        if let binary = trackBinary {
            env["PATH"] = (binary as NSString).deletingLastPathComponent + ":/usr/bin:/bin"
        }
        env.merge(environment) { $1 }
        process.environment = env
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                      status: process.terminationStatus)
    }
}
