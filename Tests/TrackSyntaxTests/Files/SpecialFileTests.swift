import Foundation
import Testing
import TrackModel
@testable import TrackSyntax
import TrackTestSupport

/// The class "special files": a device, a FIFO or a socket where a journal,
/// an include, a rules file or a CSV file is expected. `/dev/zero` reads
/// until memory runs out and a FIFO blocks forever, so only regular files
/// are read (opened non-blocking, checked with `fstat` after `open`); a file
/// named on the command line may also be a pipe (`-f <(…)`) or the null device.
@Suite(.serialized) struct SpecialFileTests {
    private let folder = NSTemporaryDirectory() + "track-special-\(getpid())"

    private func withFolder(_ body: (String) throws -> Void) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    private func load(_ path: String) -> LoadedJournal {
        JournalLoader(options: ParseOptions(today: Day(year: 2024, month: 1, day: 1)!)).load(paths: [path])
    }

    private func write(_ text: String, to path: String) {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    }

    @Test func anIncludedDeviceIsRefused() throws {
        try withFolder { folder in
            write("include /dev/zero\ninclude /dev/null\n", to: folder + "/main.journal")
            let loaded = load(folder + "/main.journal")
            let unreadable = loaded.errors.filter { $0.id == .journal(.includeUnreadable) }
            #expect(unreadable.count == 2)
            #expect(unreadable.allSatisfy { $0.message.contains("character device") })
        }
    }

    @Test func anIncludedFIFOIsRefusedWithoutBlocking() throws {
        try withFolder { folder in
            #expect(mkfifo(folder + "/pipe.journal", 0o600) == 0)
            write("include pipe.journal\ninclude *.journal\n", to: folder + "/main.journal")
            let loaded = load(folder + "/main.journal")
            let unreadable = loaded.errors.filter { $0.id == .journal(.includeUnreadable) }
            #expect(unreadable.count == 2)
            #expect(unreadable.allSatisfy { $0.message.contains("FIFO") })
        }
    }

    @Test func aDeviceOrFIFOAsRulesOrCSVIsRefused() throws {
        try withFolder { folder in
            #expect(mkfifo(folder + "/pipe.rules", 0o600) == 0)
            write("include /dev/zero\ninclude pipe.rules\nfields date, amount\n", to: folder + "/bank.rules")
            var sources = SourceStore()
            let (_, problems) = CSVRulesParser.parse(path: folder + "/bank.rules", into: &sources, fileSystem: LocalFileSystem())
            #expect(problems.filter { $0.id == .journal(.includeUnreadable) }.count == 2)

            write("fields date, amount\n", to: folder + "/plain.rules")
            var more = SourceStore()
            let read = CSVImporter.read(csv: "/dev/zero", rules: folder + "/plain.rules", into: &more, fileSystem: LocalFileSystem())
            #expect(read.diagnostics.contains { $0.id == .csv(.csvFileUnreadable) && $0.message.contains("character device") })
        }
    }

    @Test func aJournalNamedOnTheCommandLineMayBeTheNullDeviceOrAPipe() throws {
        #expect(load("/dev/null").diagnostics.isEmpty)
        #expect(load("/dev/zero").errors.contains { $0.id == .journal(.fileUnreadable) })
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let text = Array("2024-01-01 x\n  a  1\n  b\n".utf8)
        #expect(Foundation.write(fds[1], text, text.count) == text.count)
        close(fds[1])
        defer { close(fds[0]) }
        let loaded = load("/dev/fd/\(fds[0])")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 1)
    }
}

/// `SpecialFile` names what `fstat` found.
struct SpecialFileKindTests {
    private func kind(_ path: String) -> SpecialFile? {
        var info = stat()
        #expect(stat(path, &info) == 0)
        return SpecialFile(info)
    }

    @Test func kinds() {
        #expect(kind("/dev/null") == .nullDevice)
        #expect(kind("/dev/zero") == .characterDevice)
        #expect(kind("/") == .folder)
        #expect(SpecialFile.fifo.description == "a FIFO (named pipe)")
    }
}
