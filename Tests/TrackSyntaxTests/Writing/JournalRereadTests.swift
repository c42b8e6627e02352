import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct JournalRereadTests {
    static let files = InMemoryFileSystem(files: ["main.journal": "include other.journal\n", "other.journal": "account A\n"])
    static let reread = JournalReread(options: ParseOptions(today: testToday), fileSystem: files)

    @Test func readsAsTheFilesAre() {
        let loaded = Self.reread.read(["main.journal"])
        #expect(!loaded.hasErrors && loaded.journal.sources.files.map(\.path) == ["main.journal", "other.journal"])
    }

    /// Replaced files read as given; the others as the file system has them.
    @Test func readsWithSomeFilesReplaced() {
        let loaded = Self.reread.read(["main.journal"], replacing: ["other.journal": Array("account B\n".utf8)])
        #expect(Array(loaded.journal.sources.files[1].bytes) == Array("account B\n".utf8))
        #expect(loaded.journal.accounts.id(of: "B") != nil && loaded.journal.accounts.id(of: "A") == nil)
        #expect(Self.reread.read(["main.journal"]).journal.accounts.id(of: "A") != nil)
    }

    @Test func standardInputIsGivenBytes() {
        let loaded = Self.reread.read(["-"], standardInput: Array("account C\n".utf8))
        #expect(!loaded.hasErrors && loaded.journal.accounts.id(of: "C") != nil)
    }
}
