import Foundation
import Testing
import TrackCLI
import TrackModel
import TrackSyntax

/// Runs `track` in-process, as the executable would, with fixed inputs: no
/// environment variables, today 2026-11-21, and the real file system (or
/// in-memory files for journals written in a test).
enum CLIHarness {
    struct Result: Sendable {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    static let today = Day(year: 2026, month: 11, day: 21)!

    /// The repository's root, found from this file's place in it
    /// (`Tests/TrackCLITests/Support/CLIHarness.swift`).
    static let repositoryRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    /// The absolute path of a journal in `Examples/`.
    static func example(_ name: String) -> String {
        repositoryRoot + "/Examples/" + name
    }

    /// Runs `track ARGUMENTS`. Paths under the repository root are shown
    /// relative to it, so that output does not depend on where the
    /// repository is checked out.
    static func run(_ arguments: [String], files: [String: String]? = nil,
                    environment: [String: String] = [:]) -> Result {
        let fileSystem: any JournalFileSystem = files.map { InMemoryFileSystem(files: $0) } ?? LocalFileSystem()
        let console = Console(arguments: arguments, environment: environment, today: today, fileSystem: fileSystem,
                              output: OutputBuffer(), errors: OutputBuffer())
        let status = TrackCLI.run(console)
        return Result(stdout: relative(console.output.text), stderr: relative(console.errors.text), status: status)
    }

    private static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: repositoryRoot + "/", with: "")
    }
}

/// Golden files: the exact output of one scenario each, in
/// `Tests/TrackCLITests/Golden/`.
///
/// `TRACK_RECORD_GOLDEN=1 swift test --filter GoldenTests` writes the actual
/// output into the source tree's golden files and fails on purpose, so that
/// recording is never left on; review the changes with `git diff` before
/// committing them.
enum Golden {
    static let isRecording = ProcessInfo.processInfo.environment["TRACK_RECORD_GOLDEN"] == "1"

    /// Where recording writes: the source tree, next to this file's folder.
    static let sourceDirectory = CLIHarness.repositoryRoot + "/Tests/TrackCLITests/Golden"

    /// Compares `actual` with the golden file `name` (or records it).
    static func check(_ actual: String, against name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if isRecording {
            do {
                try actual.write(toFile: sourceDirectory + "/" + name, atomically: true, encoding: .utf8)
                Issue.record("recorded \(name); run again without TRACK_RECORD_GOLDEN to compare",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot write \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let folder = Bundle.module.url(forResource: "Golden", withExtension: nil),
              let expected = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
            Issue.record("no golden file \(name); record it with TRACK_RECORD_GOLDEN=1 swift test --filter GoldenTests",
                         sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        Issue.record(Comment(rawValue: difference(expected: expected, actual: actual, name: name)),
                     sourceLocation: sourceLocation)
    }

    /// The first line where the texts part, with a little context.
    private static func difference(expected: String, actual: String, name: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        let shown = { (lines: [Substring]) in
            lines[max(0, line - 2)..<min(lines.count, line + 3)].map { "  |" + $0 }.joined(separator: "\n")
        }
        return """
            \(name) differs at line \(line + 1) (expected \(e.count) lines, got \(a.count)):
            expected:
            \(shown(e))
            actual:
            \(shown(a))
            """
    }
}
