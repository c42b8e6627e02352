import Foundation

/// The `track` executable `swift test` built beside the test bundle, for the
/// tests that need a real process (a working folder of its own, a browser
/// opening its output). nil when it is not there.
enum TrackExecutable {
    static let path: String? = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("track").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let built = CLIHarness.repositoryRoot + "/.build/debug/track"
        return FileManager.default.isExecutableFile(atPath: built) ? built : nil
    }()

    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// Runs `track ARGUMENTS` in `folder`.
    static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> Result? {
        guard let path else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { given, _ in given }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                      status: process.terminationStatus)
    }
}
