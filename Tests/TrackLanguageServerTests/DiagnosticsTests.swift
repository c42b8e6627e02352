import Foundation
import Testing
import TrackModel
import TrackSyntax
@testable import TrackLanguageServer

/// Diagnostics as the editor types: those of `track check` on the unsaved
/// text, for the document and the files of its include graph, cleared
/// when fixed.
@Suite struct DiagnosticsTests {
    static let unbalanced = """
        2026-11-02 Corner Market
            Expenses:Groceries   84.21 USD
            Assets:Checking     -84.20 USD

        """

    @Test func anOpenedDocumentGetsTheErrorsOfTrackCheck() throws {
        var client = TestClient(files: [:])
        let answer = client.open("a.journal", Self.unbalanced)
        let diagnostics = try #require(answer.diagnostics("a.journal"))
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        // The same message and hint as `track check`, at the same place.
        let loaded = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 25)!)).load(text: Self.unbalanced)
        let expected = try #require(loaded.diagnostics.first)
        #expect(diagnostic["message"]?.string == expected.message + "\nhint: " + (expected.hint ?? ""))
        #expect(diagnostic["code"]?.string == expected.id.rawValue)
        #expect(diagnostic["severity"]?.int == 1)
        var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
        let position = renderer.position(of: expected)
        let start = try #require(position)
        #expect(diagnostic["range"]?["start"]?["line"]?.int == start.line - 1)
        #expect(diagnostic["range"]?["start"]?["character"]?.int == start.column - 1)
    }

    @Test func fixingTheTextClearsTheDiagnosticsAndEditsAreIncremental() throws {
        var client = TestClient(files: [:])
        #expect(client.open("a.journal", Self.unbalanced).diagnostics("a.journal")?.count == 1)
        // 84.20 → 84.21: replace one character on line 3 (zero-based 2).
        let fixed = client.change("a.journal", version: 2, [
            .object([("range", TestClient.range(2, 29, 2, 30)), ("text", .string("1"))]),
        ])
        #expect(fixed.diagnostics("a.journal") == [])
        #expect(client.server.workspace.document(TestClient.uri("a.journal")).map { String(decoding: $0.text, as: UTF8.self) }
            == Self.unbalanced.replacingOccurrences(of: "-84.20", with: "-84.21"))
        // Nothing changed: nothing sent again.
        #expect(client.change("a.journal", version: 3, []).diagnostics("a.journal") == nil)
        // A full-text change breaks it again.
        #expect(client.change("a.journal", version: 4, [.object([("text", .string(Self.unbalanced))])]).diagnostics("a.journal")?.count == 1)
    }

    @Test func theUnsavedTextIsRead() {
        var client = TestClient(files: ["/books/a.journal": Self.unbalanced])
        let answer = client.open("a.journal", Self.unbalanced.replacingOccurrences(of: "-84.20", with: "-84.21"))
        #expect(answer.diagnostics("a.journal") == [])
    }

    @Test func errorsInAnIncludedFileArePublishedForIt() throws {
        var client = TestClient(files: ["/books/main.journal": "include food.journal\n", "/books/food.journal": Self.unbalanced])
        let answer = client.open("main.journal", "include food.journal\n")
        #expect(answer.diagnostics("main.journal") == [])
        #expect(answer.diagnostics("food.journal")?.count == 1)
        // Opening the included file and fixing it there clears it, read through the main file.
        _ = client.open("food.journal", Self.unbalanced)
        let fixed = client.change("food.journal", version: 2, [.object([("text", .string(Self.unbalanced.replacingOccurrences(of: "-84.20", with: "-84.21")))])])
        #expect(fixed.diagnostics("food.journal") == [])
        #expect(client.server.workspace.journals().count == 1)
    }

    @Test func theMainFileOfTheConfigurationReadsADocumentItIncludes() throws {
        let files = ["/books/main.journal": "account Assets:Checking\ninclude food.journal\n", "/books/food.journal": Self.unbalanced]
        var client = TestClient(files: files, initialize: false)
        _ = client.request("initialize", .object([("initializationOptions", .object([("file", .string("/books/main.journal"))]))]))
        let answer = client.open("food.journal", Self.unbalanced)
        #expect(answer.diagnostics("food.journal")?.count == 1)
        #expect(answer.diagnostics("main.journal") == [])
        #expect(client.server.workspace.journals().map(\.root) == ["/books/main.journal"])
    }

    @Test func strictModeComesFromTheConfiguration() {
        let text = "2026-01-01 x\n    a   1,000 USD\n    b\n"
        var client = TestClient(files: [:])
        #expect(client.open("a.journal", text).diagnostics("a.journal") == [])
        let answer = client.notify("workspace/didChangeConfiguration", .object([("settings", .object([("track", .object([("strict", .bool(true))]))]))]))
        #expect(answer.diagnostics("a.journal")?.first?["severity"]?.int == 2)
    }

    @Test func closingTheDocumentClearsItsDiagnostics() {
        var client = TestClient(files: [:])
        _ = client.open("a.journal", Self.unbalanced)
        let answer = client.notify("textDocument/didClose", .object([("textDocument", TestClient.document("a.journal"))]))
        #expect(answer.diagnostics("a.journal") == [])
    }

    @Test func aDocumentThatIsNotAFileIsReadFromItsText() {
        var client = TestClient(files: [:])
        let answer = client.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string("untitled:Untitled-1")), ("version", .int(1)), ("text", .string(Self.unbalanced)),
        ]))]))
        #expect(answer.contains { $0["params"]?["uri"]?.string == "untitled:Untitled-1" && $0["params"]?["diagnostics"]?.array?.count == 1 })
    }

    @Test func aFiftyMegabyteDocumentIsRead() throws {
        let transaction = "2026-01-01 Shop\n    Expenses:Food   1.00 USD\n    Assets:Cash\n\n"
        let count = 50_000_000 / transaction.utf8.count
        let text = String(repeating: transaction, count: count)
        var client = TestClient(files: [:])
        #expect(client.open("big.journal", text).diagnostics("big.journal") == [])
    }
}
