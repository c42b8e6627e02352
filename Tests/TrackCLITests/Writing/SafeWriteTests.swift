import Foundation
import Testing
import TrackCLI
import TrackTestSupport

/// The safe-write pipeline (`JournalWriter`) with real `track` processes:
/// concurrent writers all land, a writer killed at any moment leaves the
/// old file or the new one, and read-only files and folders are refused.
@Suite(.serialized) struct SafeWriteTests {
    /// The built `track` executable, beside the test bundle in the build
    /// products folder (whatever the scratch path).
    static let executable: URL? = {
        let folder = Bundle.module.bundleURL.deletingLastPathComponent()
        let url = folder.appendingPathComponent("track")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    static func process(_ arguments: [String]) throws -> Process {
        let executable = try #require(executable, "the track executable is built beside the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["TRACK_TODAY": "2026-11-21", "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }

    @Test func fiftyConcurrentWritersAllLand() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", AddCommandTests.journal)
        let writers = try (0..<50).map { i in
            try Self.process(["-f", path, "add", "expense", "\(i + 1)", "Writer \(i)", "--account", "Assets:Cash",
                              "--category", "Expenses:Leisure:Dining"])
        }
        for writer in writers { try writer.run() }
        for writer in writers { writer.waitUntilExit() }
        #expect(writers.allSatisfy { $0.terminationStatus == 0 })
        let result = CLIHarness.run(["-f", path, "check"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("ok: 56 transactions"))
        let text = try #require(dir.read("track.journal"))
        #expect(text.hasPrefix(AddCommandTests.journal))
        for i in 0..<50 { #expect(text.contains("\nWriter \(i)\n") || text.contains(" Writer \(i)\n")) }
        // $140 in, $40 out, then 1 + 2 + … + 50 = $1,275 out.
        #expect(CLIHarness.run(["-f", path, "bal", "Assets:Cash", "--flat", "--no-total"]).stdout.contains("$-1,165.00"))
        #expect(dir.contents == ["track.journal"])
    }

    /// A writer killed with SIGKILL at random moments: the journal is always
    /// byte for byte the old file or the new one, and its lock is free.
    @Test func aKilledWriterLeavesTheOldFileOrTheNew() throws {
        let dir = TemporaryDirectory()
        var big = AddCommandTests.journal
        for i in 0..<4_000 {
            big += "\n2026-10-\(String(format: "%02d", i % 28 + 1)) Shop \(i)\n    Expenses:Essentials:Groceries  $1.00\n    Assets:Cash\n"
        }
        let old = Data(big.utf8)
        let arguments = { (path: String) in ["-f", path, "add", "expense", "2", "Shop", "--account", "Assets:Cash"] }
        // The new file, and how long one write takes.
        let reference = dir.write("reference.journal", big)
        let start = Date()
        let once = try Self.process(arguments(reference))
        try once.run()
        once.waitUntilExit()
        let duration = Date().timeIntervalSince(start)
        let new = try #require(FileManager.default.contents(atPath: reference))
        #expect(once.terminationStatus == 0 && new.count > old.count)

        for _ in 0..<5 {
            let path = dir.write("track.journal", big)
            let writer = try Self.process(arguments(path))
            try writer.run()
            usleep(useconds_t(Double.random(in: 0...(duration * 1.2)) * 1_000_000))
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            let after = try #require(FileManager.default.contents(atPath: path))
            #expect(after == old || after == new, "a torn journal: \(after.count) bytes")
            // The lock died with the writer.
            let fd = open(path, O_RDONLY)
            #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
            close(fd)
        }
        // A killed writer may leave its temporary file; the next writer, holding the lock, removes it.
        let last = dir.path + "/track.journal"
        #expect(CLIHarness.run(arguments(last)).status == 0)
        #expect(dir.contents.filter { $0.hasPrefix(".track.journal.track-") } == [])
    }

    /// What a killed writer left (a temporary file named as `AtomicFile`
    /// names them) goes with the next write; other files stay.
    @Test func theNextWriterRemovesAKilledWritersTemporaryFile() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", AddCommandTests.journal)
        dir.write(".track.journal.track-Ab12Cd", "half a journal")
        dir.write(".track.journal.track-notours", "someone else's")
        dir.write(".other.journal.track-Ab12Cd", "another journal's")
        #expect(CLIHarness.run(["-f", path, "add", "expense", "1", "x", "--account", "Assets:Cash"]).status == 0)
        #expect(dir.contents.sorted() == [".other.journal.track-Ab12Cd", ".track.journal.track-notours", "track.journal"])
    }

    @Test(.enabled(if: Unprivileged.isAvailable, "as root, needs setpriv to run track as nobody"))
    func aReadOnlyJournalIsRefusedAndUnchanged() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", AddCommandTests.journal, mode: 0o444)
        let result = Unprivileged.run(["-f", path, "add", "expense", "1", "x", "--account", "Assets:Cash"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == """
            track: error: cannot write '\(path)': the file is read-only
            hint: \(Unprivileged.readOnlyHint(path))

            """)
        #expect(dir.read("track.journal") == AddCommandTests.journal)
        #expect(dir.contents == ["track.journal"])
    }

    @Test(.enabled(if: Unprivileged.isAvailable, "as root, needs setpriv to run track as nobody"))
    func aNewJournalInAReadOnlyFolderIsRefused() throws {
        let dir = TemporaryDirectory()
        chmod(dir.path, 0o555)
        defer { chmod(dir.path, 0o755) }
        let path = dir.path + "/track.journal"
        let result = Unprivileged.run(["-f", path, "add", "expense", "1", "x", "--account", "Assets:Cash", "--new-account"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == """
            track: error: cannot create '\(path)': its folder does not allow creating files
            hint: choose a journal in a writable folder with -f FILE; nothing was changed

            """)
        #expect(dir.contents == [])
    }

    /// Where permissions do not stop the writer (root), a folder that does
    /// not exist still gives a clear error and creates nothing.
    @Test func aJournalInAMissingFolderIsRefused() {
        let dir = TemporaryDirectory()
        let path = dir.path + "/missing/track.journal"
        let result = CLIHarness.run(["-f", path, "add", "expense", "1", "x", "--account", "Assets:Cash", "--new-account"])
        #expect(result.status == 1)
        #expect(result.stderr == "track: error: cannot create '\(path)': No such file or directory\n")
        #expect(dir.contents == [])
    }

    @Test func aNewJournalIsPrivateAndAnExistingOneKeepsItsModeAndLineEndings() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/new.journal"
        let created = CLIHarness.run(["-f", path, "add", "expense", "1", "x", "--account", "Assets:Cash", "--new-account"])
        #expect(created.status == 0)
        #expect(created.stderr == "added to \(path) (a new file)\n")
        #expect(dir.mode("new.journal") == 0o600)
        #expect(dir.read("new.journal") == "2026-11-21 x\n    Expenses:Other     1\n    Assets:Cash\n")

        let crlf = AddCommandTests.journal.replacingOccurrences(of: "\n", with: "\r\n")
        let existing = dir.write("crlf.journal", crlf, mode: 0o640)
        #expect(CLIHarness.run(["-f", existing, "add", "expense", "2", "Bakery"]).status == 0)
        let text = try #require(dir.read("crlf.journal"))
        #expect(text == crlf + "\r\n2026-11-21 Bakery\r\n    Expenses:Other                    $2.00\r\n    Assets:Bank:Checking\r\n")
        #expect(dir.mode("crlf.journal") == 0o640)
    }

    @Test func aJournalWithErrorsIsNotWritten() {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", GoldenTests.broken)
        let result = CLIHarness.run(["-f", path, "add", "expense", "1", "x", "--account", "Assets:Checking"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: this transaction does not balance"))
        #expect(dir.read("track.journal") == GoldenTests.broken)
    }
}
