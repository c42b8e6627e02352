import Foundation
import TrackTestSupport

/// A git repository in a temporary folder, with git run for real: no user
/// or system configuration, a fixed identity, and `track` (the executable
/// built beside the tests) as its merge driver when asked.
final class GitSandbox {
    let directory = TemporaryDirectory()
    var path: String { directory.path }

    /// git, when it can be run.
    static let git: String? = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The `track` executable built with the tests (`swift build` builds it).
    static let track: String? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder.path + "/track", folder.deletingLastPathComponent().path + "/track"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { git != nil && track != nil }

    /// Why the git tests cannot run, printed by the suites that skip.
    static var missing: String {
        git == nil ? "git is not installed (.ci/run installs it)" : "the track executable was not built beside the tests (run swift build)"
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    init() {
        git("init", "-q", "-b", "main")
    }

    /// The environment git runs in: nothing of the user's configuration.
    static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_AUTHOR_NAME"] = "Test"
        environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
        environment["GIT_COMMITTER_NAME"] = "Test"
        environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
        environment["TRACK_TODAY"] = "2026-11-21"
        return environment
    }()

    @discardableResult
    func git(_ arguments: String...) -> Result { run(Self.git ?? "git", Array(arguments)) }

    @discardableResult
    func track(_ arguments: String...) -> Result { run(Self.track ?? "track", Array(arguments)) }

    func run(_ program: String, _ arguments: [String], environment: [String: String] = GitSandbox.environment) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            return Result(status: -1, stdout: "", stderr: "\(error)")
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Sets `track merge` up as the merge driver of `*.journal` by hand.
    func useMergeDriver() {
        directory.write(".gitattributes", "*.journal merge=track\n")
        git("config", "merge.track.driver", "\(Self.track ?? "track") merge %O %A %B --path %P")
    }

    func write(_ name: String, _ text: String) { directory.write(name, text) }

    func read(_ name: String) -> String { directory.read(name) ?? "" }

    func commitAll(_ message: String) {
        git("add", "-A")
        git("commit", "-q", "-m", message)
    }
}
