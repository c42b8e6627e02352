import Foundation
import Testing
import TrackTestSupport

/// Runs `track` where file permissions hold. Root writes read-only files and
/// folders regardless, and CI containers often run as root: there the built
/// `track` executable runs as the `nobody` user (through `setpriv`), so
/// that the refusals are tested for real rather than skipped.
enum Unprivileged {
    static let setpriv = "/usr/bin/setpriv"

    /// False only as root without `setpriv` or the built executable.
    static let isAvailable = !runsAsRoot
        || (FileManager.default.isExecutableFile(atPath: setpriv) && SafeWriteTests.executable != nil)

    /// `track ARGUMENTS` in this process, or as `nobody` when running as
    /// root; `dir` is opened to others so that `nobody` can reach its files
    /// (each test sets the permissions it means to test inside it).
    static func run(_ arguments: [String], in dir: TemporaryDirectory) -> CLIHarness.Result {
        guard runsAsRoot, let executable = SafeWriteTests.executable else { return CLIHarness.run(arguments) }
        var info = stat()
        if stat(dir.path, &info) == 0 { chmod(dir.path, (info.st_mode & 0o7777) | 0o005) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
        process.environment = ["TRACK_TODAY": "2026-11-21", "PATH": "/usr/bin:/bin"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            return CLIHarness.Result(stdout: "", stderr: "could not start setpriv: \(error)", status: -1)
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIHarness.Result(stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
                                 status: process.terminationStatus)
    }

    /// The hint for a read-only `path` that `run` cannot write: the owner may
    /// chmod it; `nobody` (running for root) may not, and is told whose it is.
    static func readOnlyHint(_ path: String) -> String {
        runsAsRoot ? "it belongs to root, who may make it writable if it is to change; nothing was changed"
            : "make it writable (chmod u+w '\(path)') if you mean to change it; nothing was changed"
    }
}
