import Foundation
import Testing

/// What the cross-checks against hledger share: its answers kept as
/// fixtures for the example journals (see `Fixtures/hledger/README.md`),
/// and the journals of ../shared/compat with hledger run on them when both
/// are here.
enum HledgerCompat {
    static let fixtures = CLIHarness.repositoryRoot + "/Tests/TrackCLITests/Fixtures/hledger/"
    static let compat = CLIHarness.repositoryRoot + "/../shared/compat"
    /// The folder the compatibility journals' paths are relative to.
    static let tree = compat + "/tree"

    static var hledger: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/hledger" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var isAvailable: Bool {
        hledger != nil && FileManager.default.fileExists(atPath: compat + "/cases.txt")
    }

    /// The compatibility journals, when they and hledger are here.
    static var cases: [String] {
        guard isAvailable, let list = try? String(contentsOfFile: compat + "/cases.txt", encoding: .utf8) else { return [] }
        return list.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// hledger's output for the compatibility journal `path` given `arguments`,
    /// or nil when hledger rejects it: such a journal has nothing to compare
    /// (track check's errors are tested elsewhere), and the corpus must say it
    /// is rejected, so that a journal is never left out unnoticed.
    static func output(_ path: String, _ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(hledger))
        process.arguments = ["-f", path] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: tree)
        process.environment = ["LC_ALL": "C.UTF-8", "TZ": "UTC", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let rejected = compat + "/expected/" + path + "/expected-error.txt"
            #expect(FileManager.default.fileExists(atPath: rejected), "hledger rejects \(path), which the corpus does not expect")
            return nil
        }
        return String(decoding: output, as: UTF8.self)
    }
}
