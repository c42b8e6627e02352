import Testing
import TrackModel
@testable import TrackLanguageServer

/// Renaming an account across files, refused where an alias builds the
/// name; workspace symbols.
@Suite struct RenameTests {
    static let main = """
        account Assets:Checking  ; the bank
        include food.journal

        2026-11-02 Corner Market
            Expenses:Food   84.21 USD
            Assets:Checking:Joint

        """
    static let food = """
        2026-10-01 Corner Market
            Expenses:Food   10 USD
            Assets:Checking  -10 USD

        """

    private func rename(_ files: [String: String], line: Int, character: Int, to name: String) -> [JSON] {
        var client = TestClient(files: files)
        _ = client.open("main.journal", files["/books/main.journal"] ?? "")
        return client.request("textDocument/rename", .object([
            ("textDocument", TestClient.document("main.journal")),
            ("position", .object([("line", .int(line)), ("character", .int(character))])), ("newName", .string(name)),
        ]))
    }

    @Test func renameChangesEveryPostingAndDeclarationInEveryFile() throws {
        let answer = rename(["/books/main.journal": Self.main, "/books/food.journal": Self.food], line: 0, character: 10, to: "Assets:Bank")
        let changes = try #require(answer.first?["result"]?["changes"])
        let main = try #require(changes[TestClient.uri("main.journal")]?.array)
        let food = try #require(changes[TestClient.uri("food.journal")]?.array)
        #expect(main.count == 2)
        #expect(main.allSatisfy { $0["newText"]?.string == "Assets:Bank" })
        #expect(main.contains { $0["range"] == TestClient.range(0, 8, 0, 23) })
        #expect(main.contains { $0["range"] == TestClient.range(5, 4, 5, 19) })
        #expect(food.map { $0["range"] } == [TestClient.range(2, 4, 2, 19)])
    }

    @Test func renameIsRefusedWhereAnAliasBuildsTheName() throws {
        let main = "alias Checking = Assets:Checking\n2026-01-01 x\n    Expenses:Food   1 USD\n    Checking\n\n2026-01-02 y\n    Expenses:Food   1 USD\n    Assets:Checking\n"
        let answer = rename(["/books/main.journal": main], line: 7, character: 6, to: "Assets:Bank")
        let message = try #require(answer.first?["error"]?["message"]?.string)
        #expect(message.contains("written 'Checking' at /books/main.journal:4"))
        #expect(answer.first?["error"]?["code"]?.int == -32803)
    }

    @Test func workspaceSymbolsFindAccountsByAnySegment() throws {
        var client = TestClient(files: ["/books/main.journal": Self.main, "/books/food.journal": Self.food])
        _ = client.open("main.journal", Self.main)
        let symbols = try #require(client.result("workspace/symbol", .object([("query", .string("check"))]))?.array)
        #expect(symbols.compactMap { $0["name"]?.string } == ["Assets:Checking", "Assets:Checking:Joint"])
        #expect(symbols.first?["location"]?["range"]?["start"]?["line"]?.int == 0)
    }
}
