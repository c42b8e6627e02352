import Foundation
import Testing
import TrackTestSupport

/// The executable ends right after a command returns, its journal still held
/// (`Console.exitWithoutTeardown`): what it writes and the status it ends
/// with must be the command's, as `track` run in-process gives them.
@Suite struct ExitWithoutTeardownTests {
    static let today = ["--today", "2026-11-21"]

    @Test(arguments: [
        ["check"], ["bal", "-M"], ["print"], ["reg", "Assets"], ["fmt", "--check"], ["stats"],
        ["bal", "--no-such-option"], ["check", "not-a-query("],
    ])
    func theProcessEndsWithTheCommandsOutputAndStatus(arguments: [String]) throws {
        let journal = CLIHarness.example("household.journal")
        let inProcess = CLIHarness.run(["-f", journal] + Self.today + arguments)
        guard let process = try TrackExecutable.run(["-f", journal] + Self.today + arguments,
                                                    in: CLIHarness.repositoryRoot) else {
            Issue.record("no track executable beside the tests")
            return
        }
        let root = CLIHarness.repositoryRoot + "/"
        #expect(process.status == inProcess.status)
        #expect(process.stdout.replacingOccurrences(of: root, with: "") == inProcess.stdout)
        #expect(process.stderr.replacingOccurrences(of: root, with: "") == inProcess.stderr)
    }

    /// A command that fails after reading the journal still says why and ends with 1.
    @Test func aJournalWithErrorsEndsWithItsDiagnostics() throws {
        let folder = TemporaryDirectory()
        let journal = folder.write("bad.journal", "2026-01-01 x\n    a    1 USD\n    b    2 USD\n")
        guard let process = try TrackExecutable.run(["-f", journal, "check"], in: folder.path) else {
            Issue.record("no track executable beside the tests")
            return
        }
        #expect(process.status == 1)
        #expect(process.stderr.contains("bad.journal:1"))
    }

    /// A status other than 0 that the command itself returns (`fmt --check` on a file
    /// not in canonical form) is the process's.
    @Test func aStatusTheCommandReturnsIsTheProcesss() throws {
        let folder = TemporaryDirectory()
        let journal = folder.write("loose.journal", "2026-01-01 x\n  a   1 USD\n  b\n")
        guard let process = try TrackExecutable.run(["-f", journal, "fmt", "--check"], in: folder.path) else {
            Issue.record("no track executable beside the tests")
            return
        }
        let inProcess = CLIHarness.run(["-f", journal, "fmt", "--check"])
        #expect(inProcess.status == 1)
        #expect(process.status == inProcess.status)
        #expect(process.stdout == inProcess.stdout && process.stderr == inProcess.stderr)
    }
}
