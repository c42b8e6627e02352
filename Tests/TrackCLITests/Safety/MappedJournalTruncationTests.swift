import Foundation
import Testing
import TrackTestSupport

/// A large journal is mapped into memory (`MappedFile`). When another
/// program cuts it short while track is still reading it, track says so and
/// ends with status 1: no crash, and no partial answer taken for a whole one.
@Suite struct MappedJournalTruncationTests {
    @Test func aJournalCutShortWhileReadIsAnError() throws {
        guard let executable = TrackExecutable.path else {
            Issue.record("no track executable beside the tests")
            return
        }
        let folder = TemporaryDirectory()
        // About 4 MB: mapped, and `print`'s output is far more than a pipe holds.
        let entries = (0..<40_000).map { i in
            "2026-01-01 * Corner Market | purchase \(i)\n    Expenses:Groceries    \(i % 90 + 10).50 USD\n    Assets:Cash\n"
        }
        let journal = folder.write("large.journal", entries.joined(separator: "\n"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-f", journal, "print"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // The first bytes of output: the journal is read, and track waits for the pipe to empty.
        _ = try out.fileHandleForReading.read(upToCount: 1)
        try #require(truncate(journal, 0) == 0)
        _ = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(stderr == "track: error: \(journal) changed while track was reading it: it is shorter now\n"
                    + "hint: nothing was written; run the command again once the file is saved\n")
    }
}
