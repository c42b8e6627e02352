import Foundation
import Testing
import TrackSyntax
import TrackTestSupport

/// `fileExists` answers what `read` would say of a missing file, without reading it.
struct JournalFileSystemTests {
    @Test func inMemoryFilesExistByTheirNormalizedPath() {
        let files = InMemoryFileSystem(files: ["books/a.journal": ""])
        #expect(files.fileExists("books/a.journal"))
        #expect(files.fileExists("./books/../books/a.journal"))
        #expect(!files.fileExists("books/b.journal"))
    }

    @Test func onDiskAMissingFileIsTheOnlyOneThatDoesNotExist() throws {
        let local = LocalFileSystem()
        let folder = NSTemporaryDirectory() + "track-exists-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/a.journal", contents: Data()))
        #expect(local.fileExists(folder + "/a.journal"))
        #expect(local.fileExists(folder))  // a folder is there: reading it is another error
        #expect(!local.fileExists(folder + "/missing.journal"))
    }

    /// A file system that only reads gets the answer from `read`.
    @Test func theDefaultAsksRead() {
        struct ReadOnly: JournalFileSystem {
            func read(_ path: String) -> Result<[UInt8], FileError> {
                path == "here" ? .success([]) : path == "locked" ? .failure(.unreadable("no")) : .failure(.notFound)
            }
            func canonicalPath(_ path: String) -> String { path }
            func contentsOfDirectory(_ path: String) -> [String]? { nil }
        }
        #expect(ReadOnly().fileExists("here"))
        #expect(ReadOnly().fileExists("locked"))
        #expect(!ReadOnly().fileExists("gone"))
    }
}
