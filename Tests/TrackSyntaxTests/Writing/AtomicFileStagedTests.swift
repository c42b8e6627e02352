import Foundation
import Testing
import TrackModel
import TrackSyntax
import TrackTestSupport

/// The two-step write: a staged temporary file, read back, then committed
/// (in place, keeping the mode) or abandoned (nothing changed, nothing left).
@Suite struct AtomicFileStagedTests {
    /// The parts of a content, in order: kept slices of a file's bytes and made bytes.
    static let content = AtomicFile.Content([
        .kept(SourceBytes(Array("old line one\n".utf8))[0..<4]), .made(Array("new".utf8)), .kept(SourceBytes(Array(" end\n".utf8))),
    ])

    @Test func aCommittedFileReplacesTheTargetAndKeepsItsMode() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", "old\n", mode: 0o640)
        let staged = try AtomicFile.stage(Self.content, to: path)
        #expect(dir.read("a.journal") == "old\n" && dir.contents.count == 2)
        #expect(String(decoding: Array(try staged.contents()), as: UTF8.self) == "old new end\n")
        #expect(try staged.commit().isEmpty)
        #expect(dir.read("a.journal") == "old new end\n")
        #expect(dir.mode("a.journal") == 0o640)
        #expect(dir.contents == ["a.journal"])
    }

    @Test func anAbandonedFileLeavesTheTargetAndNoTemporaryFile() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", "old\n", mode: 0o640)
        let staged = try AtomicFile.stage(Self.content, to: path)
        staged.abandon()
        #expect(dir.read("a.journal") == "old\n")
        #expect(dir.contents == ["a.journal"])
    }

    /// Neither committed nor abandoned (a failure on the way): removed when it goes.
    @Test func aForgottenStagedFileIsRemoved() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", "old\n")
        do {
            let staged = try AtomicFile.stage(to: path) { $0.write(Array("new\n".utf8)) }
            #expect(dir.contents.count == 2 && staged.path == path)
        }
        #expect(dir.contents == ["a.journal"])
        #expect(dir.read("a.journal") == "old\n")
    }

    /// Written as made, with a backup of the old bytes copied a chunk at a time.
    @Test func bytesWrittenAsTheyAreMadeWithABackup() throws {
        let dir = TemporaryDirectory()
        let old = String(repeating: "2026-01-01 old\n    a  1 USD\n    b\n\n", count: 5_000)
        let path = dir.write("a.journal", old)
        let staged = try AtomicFile.stage(to: path, backup: true) { writer in
            for n in 0..<1_000 { writer.write(Array("line \(n)\n".utf8)) }
        }
        _ = try staged.commit()
        let lines = (0..<1_000).map { "line \($0)\n" }.joined()
        #expect(dir.read("a.journal") == lines)
        #expect(dir.read("a.journal.bak") == old)
        #expect(dir.contents == ["a.journal", "a.journal.bak"])
    }

    @Test func contentComparesWithTheFileItKeeps() {
        let file = SourceBytes(Array("one\ntwo\n".utf8))
        #expect(AtomicFile.Content([.kept(file[0..<4]), .made(Array("two\n".utf8))]).isSame(as: file))
        #expect(!AtomicFile.Content([.kept(file[0..<4]), .made(Array("tw0\n".utf8))]).isSame(as: file))
        #expect(!AtomicFile.Content([.kept(file)]).isSame(as: file[0..<4]))
        #expect(Self.content.count == 12 && Self.content.bytes == Array("old new end\n".utf8))
    }
}
