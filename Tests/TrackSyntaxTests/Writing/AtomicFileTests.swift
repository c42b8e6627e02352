import Foundation
import Testing
import TrackSyntax
import TrackTestSupport

@Suite struct AtomicFileTests {
    @Test func aNewFileIsPrivate() throws {
        let dir = TemporaryDirectory()
        try AtomicFile.write(Array("hello\n".utf8), to: dir.path + "/new.journal")
        #expect(dir.read("new.journal") == "hello\n")
        #expect(dir.mode("new.journal") == 0o600)
        #expect(dir.contents == ["new.journal"])
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", "old\n", mode: 0o640)
        try AtomicFile.write(Array("new\n".utf8), to: path)
        #expect(dir.read("a.journal") == "new\n")
        #expect(dir.mode("a.journal") == 0o640)
        #expect(dir.contents == ["a.journal"])
    }

    @Test func aBackupKeepsTheOldBytes() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", "old\n", mode: 0o640)
        try AtomicFile.write(Array("new\n".utf8), to: path, backup: true)
        #expect(dir.read("a.journal") == "new\n")
        #expect(dir.read("a.journal.bak") == "old\n")
        #expect(dir.mode("a.journal.bak") == 0o640)
        try AtomicFile.write(Array("newer\n".utf8), to: path, backup: true)
        #expect(dir.read("a.journal.bak") == "new\n")
    }

    @Test func aSymbolicLinkStaysALink() throws {
        let dir = TemporaryDirectory()
        let target = dir.write("real.journal", "old\n")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/link.journal", withDestinationPath: target)
        try AtomicFile.write(Array("new\n".utf8), to: dir.path + "/link.journal")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.path + "/link.journal") == target)
        #expect(dir.read("real.journal") == "new\n")
    }

    @Test(.enabled(if: !runsAsRoot, "root writes read-only files"))
    func aReadOnlyFileIsRefusedAndLeftAlone() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", "old\n", mode: 0o444)
        #expect(throws: WriteError.self) { try AtomicFile.write(Array("new\n".utf8), to: path) }
        do {
            try AtomicFile.write(Array("new\n".utf8), to: path)
        } catch {
            #expect(error.kind == .readOnlyFile)
            #expect(error.message == "cannot write '\(path)': the file is read-only")
            #expect(error.hint != nil)
        }
        #expect(dir.read("a.journal") == "old\n")
        #expect(dir.contents == ["a.journal"])
    }

    @Test(.enabled(if: !runsAsRoot, "root writes in read-only folders"))
    func aReadOnlyFolderIsRefusedAndLeftAlone() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("books/a.journal", "old\n")
        chmod(dir.path + "/books", 0o555)
        do {
            try AtomicFile.write(Array("new\n".utf8), to: path)
            Issue.record("the write should have been refused")
        } catch {
            #expect(error.kind == .readOnlyDirectory)
            #expect(error.message == "cannot write '\(path)': the folder '\(dir.path)/books' does not allow creating files")
        }
        #expect(dir.read("books/a.journal") == "old\n")
        #expect(dir.contents == ["books", "books/a.journal"])
    }

    @Test func aMissingFolderIsAnError() {
        let dir = TemporaryDirectory()
        #expect(throws: WriteError.self) {
            try AtomicFile.write(Array("x".utf8), to: dir.path + "/no/such/folder/a.journal")
        }
        #expect(dir.contents == [])
    }
}
