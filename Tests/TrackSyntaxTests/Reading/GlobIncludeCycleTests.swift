import Testing
import TrackModel
@testable import TrackSyntax

/// The class "a message that names no file": a glob include that matches
/// a file already being read names that file, not only the pattern.
@Suite struct GlobIncludeCycleTests {
    @Test func aGlobOfItsOwnFolderNamesTheFileThatClosesTheCycle() {
        let loaded = load(files: [
            "books/main.journal": "include *.journal\n",
            "books/2026.journal": "2026-01-01 x\n    a  1 USD\n    b\n",
        ], main: "books/main.journal")
        #expect(loaded.ids == [.includeCycle])
        #expect(loaded.rendered.first?.hasPrefix(
            "books/main.journal:1:9: error: cyclic include: '*.journal' matches 'books/main.journal', which is already being read\n") == true,
            "\(loaded.rendered)")
        #expect(loaded.journal.transactions.count == 1, "the other match is read")
    }

    @Test func aPlainIncludeNamesItsPathAsBefore() {
        let loaded = load(files: ["main.journal": "include main.journal\n"])
        #expect(loaded.rendered.first?.contains("cyclic include: 'main.journal' is already being read") == true)
    }
}
