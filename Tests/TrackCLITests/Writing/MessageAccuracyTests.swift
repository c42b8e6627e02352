#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TrackCLI
import TrackTestSupport

/// The class "a message that names the wrong cause": a dangling symbolic
/// link is not "cannot lock" nor "exists already", and a file that belongs
/// to someone else gets no `chmod` hint its reader cannot run.
@Suite struct MessageAccuracyTests {
    @Test func addOnADanglingLinkSaysSo() throws {
        let dir = TemporaryDirectory()
        symlink("gone.journal", dir.path + "/j.journal")
        let result = CLIHarness.run(["-f", dir.path + "/j.journal", "add", "expense", "5", "lunch", "--new-account"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is a symbolic link to 'gone.journal', which does not exist"), "\(result.stderr)")
        #expect(!result.stderr.contains("lock"))
        #expect(dir.read("gone.journal") == nil, "nothing created through the link")
    }

    @Test func initOnADanglingLinkSaysSo() {
        let dir = TemporaryDirectory()
        symlink("gone.journal", dir.path + "/j.journal")
        let result = CLIHarness.run(["init", dir.path + "/j.journal", "--currency", "USD"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is a symbolic link to 'gone.journal', which does not exist"), "\(result.stderr)")
        #expect(!result.stderr.contains("exists already"))
    }

    @Test(.enabled(if: Unprivileged.isAvailable && getuid() == 0))
    func anotherUsersJournalGetsNoChmodHint() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", "2026-11-01 Opening\n    Assets:Cash  10 USD\n    Equity:Opening\n")
        chmod(dir.path + "/track.journal", 0o644)
        chmod(dir.path, 0o777)  // the folder is not the cause: only the file's permissions
        let result = Unprivileged.run(["-f", dir.path + "/track.journal", "add", "Lunch", "Expenses:Food", "5", "Assets:Cash",
                                       "--new-account"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("it belongs to root, and its permissions do not let you write it"), "\(result.stderr)")
        #expect(!result.stderr.contains("chmod"))
    }
}
