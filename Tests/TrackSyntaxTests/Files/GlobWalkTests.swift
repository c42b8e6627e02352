import Foundation
import Testing
import TrackModel
@testable import TrackSyntax
import TrackTestSupport

/// The class "glob walks": `include` patterns that follow a symbolic link
/// to a folder back into itself (`..`), reach one file by several paths, or
/// repeat `**`. Each folder is entered once per part of the pattern (by
/// device and inode), each file included once, and `**/**` is one `**`.
@Suite(.serialized) struct GlobWalkTests {
    private let folder = NSTemporaryDirectory() + "track-glob-\(getpid())"

    private func withFolder(_ body: (String) throws -> Void) throws {
        try FileManager.default.createDirectory(atPath: folder + "/data/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/books", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    private func load(_ path: String) -> LoadedJournal {
        JournalLoader(options: ParseOptions(today: Day(year: 2024, month: 1, day: 1)!)).load(paths: [path])
    }

    private func write(_ text: String, to path: String) {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    }

    @Test func aLinkBackToAnOuterFolderIsWalkedOnce() throws {
        try withFolder { folder in
            write("2024-01-01 x\n  a  1\n  b\n", to: folder + "/data/a.journal")
            try FileManager.default.createSymbolicLink(atPath: folder + "/data/sub/up", withDestinationPath: "..")
            write("include ../data/**/*.journal\n", to: folder + "/books/main.journal")
            let loaded = load(folder + "/books/main.journal")
            #expect(loaded.diagnostics.isEmpty)
            #expect(loaded.journal.transactions.count == 1)
        }
    }

    @Test func aFileReachedByTwoLinksIsIncludedOnce() throws {
        try withFolder { folder in
            write("2024-01-01 x\n  a  1\n  b\n", to: folder + "/data/sub/a.journal")
            try FileManager.default.createSymbolicLink(atPath: folder + "/data/x", withDestinationPath: "sub")
            try FileManager.default.createSymbolicLink(atPath: folder + "/data/y", withDestinationPath: folder + "/data/sub")
            write("include ../data/*/*.journal\n", to: folder + "/books/main.journal")
            let loaded = load(folder + "/books/main.journal")
            #expect(loaded.journal.transactions.count == 1)
            #expect(Glob.expand(folder + "/data/*/a.journal", in: LocalFileSystem()) == [folder + "/data/sub/a.journal"])
        }
    }

    @Test func repeatedDoubleStarsListEachFolderOnce() {
        let files = CountingFileSystem(InMemoryFileSystem(files: [
            "j/a/b/c/d.journal": "", "j/a/e.journal": "", "j/f.journal": "", "j/a/b/g/h.journal": "",
        ]))
        let pattern = "j/" + String(repeating: "**/", count: 18) + "*.journal"
        #expect(Glob.expand(pattern, in: files) == ["j/a/b/c/d.journal", "j/a/b/g/h.journal", "j/a/e.journal", "j/f.journal"])
        // Five folders, each listed for `**` and for `*.journal` and checked once as a child: a few dozen, not millions.
        #expect(files.listings < 40)

        let spread = CountingFileSystem(InMemoryFileSystem(files: ["j/a/b/c/d.journal": ""]))
        #expect(Glob.expand("j/**/a/**/b/**/c/**/*.journal", in: spread) == ["j/a/b/c/d.journal"])
        #expect(spread.listings < 80)
    }

    @Test func doubleStarsCollapse() {
        #expect(Glob.components(of: "a/**/**/**/b/**/*.j") == ["a", "**", "b", "**", "*.j"])
    }
}

/// Counts directory listings, the unit of a glob's work.
private final class CountingFileSystem: JournalFileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    private let lock = NSLock()
    private var count = 0

    init(_ base: InMemoryFileSystem) { self.base = base }

    var listings: Int { lock.withLock { count } }

    func read(_ path: String) -> Result<[UInt8], FileError> { base.read(path) }
    func canonicalPath(_ path: String) -> String { base.canonicalPath(path) }
    func fileExists(_ path: String) -> Bool { base.fileExists(path) }

    func contentsOfDirectory(_ path: String) -> [String]? {
        lock.withLock { count += 1 }
        return base.contentsOfDirectory(path)
    }
}
