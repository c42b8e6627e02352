import Foundation
import Testing
import TrackCLI
import TrackTestSupport

/// What a write through `AtomicFile` must not lose or damage (issue 12,
/// items 3 to 5): anything but a regular file is refused, the backup never
/// goes through a link, and replacing the inode keeps what users count on
/// (read-only stays refused for root, hard links, extended attributes,
/// ownership) or says what it could not keep.
@Suite(.serialized) struct ReplacedFileTests {
    static let add = ["add", "expense", "1", "x", "--account", "Assets:Cash"]

    static func type(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & S_IFMT
    }

    // MARK: - Writing what is not a regular file

    @Test(.enabled(if: runsAsRoot, "making a device node needs root"))
    func writingACharacterDeviceIsRefused() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/mynull"
        try #require(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)  /* makedev(1, 3): /dev/null */) == 0)
        let result = CLIHarness.run(["-f", path] + Self.add + ["--new-account"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            track: error: cannot write '\(path)': it is a character device, not a journal file
            hint: track writes journals only to regular files (or symbolic links to one); name the journal file with -f FILE; nothing was changed

            """)
        #expect(Self.type(path) == S_IFCHR)
    }

    @Test func writingAFIFOIsRefusedWithoutWaiting() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/fifo.journal"
        try #require(mkfifo(path, 0o600) == 0)
        // Through a link too: the link is followed to what it names.
        let link = dir.path + "/link.journal"
        try #require(symlink(path, link) == 0)
        for target in [path, link] {
            let result = CLIHarness.run(["-f", target, "reconcile", "Assets:Cash", "0", "--assert"])
            #expect(result.status == 1)
            #expect(result.stderr.contains("it is a FIFO (named pipe), not a journal file"))
        }
        #expect(Self.type(path) == S_IFIFO)
    }

    // MARK: - The backup follows links

    @Test func theBackupReplacesAPlantedLinkAndTakesTheJournalsMode() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", "2026-11-01 x\n  Assets:Cash  1 USD\n  Income:Salary\n", mode: 0o600)
        let victim = dir.write("victim.txt", "precious\n", mode: 0o644)
        try #require(symlink(victim, path + ".bak") == 0)
        let result = CLIHarness.run(["-f", path, "fmt", "-i", "--backup"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(dir.read("victim.txt") == "precious\n")
        #expect(Self.type(path + ".bak") == S_IFREG)
        #expect(dir.read("track.journal.bak") == "2026-11-01 x\n  Assets:Cash  1 USD\n  Income:Salary\n")
        #expect(dir.mode("track.journal.bak") == 0o600)
    }

    @Test func anExistingBackupTakesTheJournalsMode() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", "2026-11-01 x\n  Assets:Cash  1 USD\n  Income:Salary\n", mode: 0o600)
        dir.write("track.journal.bak", "an older backup\n", mode: 0o644)
        #expect(CLIHarness.run(["-f", path, "fmt", "-i", "--backup"]).status == 0)
        #expect(dir.mode("track.journal.bak") == 0o600)
        #expect(dir.read("track.journal.bak") == "2026-11-01 x\n  Assets:Cash  1 USD\n  Income:Salary\n")
    }

    // MARK: - Replacing the inode

    @Test func aReadOnlyJournalIsRefusedForRootToo() {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", AddCommandTests.journal, mode: 0o444)
        let result = CLIHarness.run(["-f", path] + Self.add)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("track: error: cannot write '\(path)': the file is read-only\n"))
        #expect(dir.read("track.journal") == AddCommandTests.journal)
        // fmt -i too.
        let unformatted = dir.write("loose.journal", "2026-11-01 x\n  Assets:Cash  1 USD\n  Income:Salary\n", mode: 0o444)
        #expect(CLIHarness.run(["-f", unformatted, "fmt", "-i"]).status == 1)
        #expect(dir.read("loose.journal") == "2026-11-01 x\n  Assets:Cash  1 USD\n  Income:Salary\n")
    }

    @Test func aHardLinkedJournalIsRefused() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", AddCommandTests.journal)
        try #require(link(path, dir.path + "/other.journal") == 0)
        let result = CLIHarness.run(["-f", path] + Self.add)
        #expect(result.status == 1)
        #expect(result.stderr == """
            track: error: cannot write '\(path)': it has 1 other hard link, which would keep the old text when track replaces the file
            hint: make the other names symbolic links (ln -sf), or give this name a file of its own (cp '\(path)' '\(path).new' && mv '\(path).new' '\(path)'); nothing was changed

            """)
        #expect(dir.read("track.journal") == AddCommandTests.journal)
        #expect(dir.read("other.journal") == AddCommandTests.journal)
    }

    @Test func extendedAttributesAreKept() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", AddCommandTests.journal)
        let value = Array("household".utf8)
        guard Self.setAttribute(path, "user.track-test", value) else { return }  // a file system without user attributes
        let result = CLIHarness.run(["-f", path] + Self.add)
        #expect(result.status == 0)
        #expect(result.stderr == "added to \(path)\n")
        #expect(Self.attribute(path, "user.track-test") == value)
    }

    @Test(.enabled(if: runsAsRoot, "giving a file to another user needs root"))
    func rootKeepsTheOwner() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("track.journal", AddCommandTests.journal, mode: 0o600)
        try #require(chown(path, 65534, 65534) == 0)
        #expect(CLIHarness.run(["-f", path] + Self.add).status == 0)
        var info = stat()
        stat(path, &info)
        #expect(info.st_uid == 65534 && info.st_gid == 65534)
        #expect(info.st_mode & 0o7777 == 0o600)
    }

    @Test(.enabled(if: runsAsRoot && Unprivileged.isAvailable, "as root, needs setpriv to run track as nobody"))
    func anOwnerThatCannotBeKeptIsSaid() throws {
        let dir = TemporaryDirectory()
        chmod(dir.path, 0o777)
        let path = dir.write("track.journal", AddCommandTests.journal, mode: 0o666)
        let result = Unprivileged.run(["-f", path] + Self.add, in: dir)
        #expect(result.status == 0)
        #expect(result.stderr == """
            track: warning: '\(path)' belonged to user 0 (group 0) and now belongs to you
            hint: only root can give a file to another user; if it must stay theirs, ask them (or root) to run 'chown 0:0 \(path)'
            added to \(path)

            """)
    }

    @Test(.enabled(if: runsAsRoot, "a bind mount needs root"))
    func aBindMountedJournalIsWrittenInPlace() throws {
        let dir = TemporaryDirectory()
        let source = dir.write("source.journal", AddCommandTests.journal)
        let mounted = dir.write("track.journal", "")
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["--bind", source, mounted]
        mount.standardError = FileHandle.nullDevice
        guard (try? mount.run()) != nil else { return }
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { return }  // a container that may not mount
        defer {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [mounted]
            try? umount.run()
            umount.waitUntilExit()
        }
        let result = CLIHarness.run(["-f", mounted] + Self.add)
        #expect(result.status == 0)
        #expect(result.stderr == """
            track: warning: '\(mounted)' is mounted on its own (a bind mount), so it was written in place rather than replaced
            hint: track could not write it atomically: had it been stopped while writing, the file could be partly written; mount its folder instead of the file to have atomic writes
            added to \(mounted)

            """)
        let text = try #require(dir.read("source.journal"))
        #expect(text.hasPrefix(AddCommandTests.journal) && text.hasSuffix("    Assets:Cash\n"))
        #expect(CLIHarness.run(["-f", mounted, "check"]).status == 0)
    }

    static func setAttribute(_ path: String, _ name: String, _ value: [UInt8]) -> Bool {
        typealias Set = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        guard let call = dlsym(dlopen(nil, RTLD_NOW), "setxattr") else { return false }
        return value.withUnsafeBytes { unsafeBitCast(call, to: Set.self)(path, name, $0.baseAddress, $0.count, 0) } == 0
    }

    static func attribute(_ path: String, _ name: String) -> [UInt8]? {
        typealias Get = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        guard let call = dlsym(dlopen(nil, RTLD_NOW), "getxattr") else { return nil }
        var value = [UInt8](repeating: 0, count: 256)
        let n = value.withUnsafeMutableBytes { unsafeBitCast(call, to: Get.self)(path, name, $0.baseAddress, 256) }
        return n < 0 ? nil : Array(value[..<n])
    }
}
