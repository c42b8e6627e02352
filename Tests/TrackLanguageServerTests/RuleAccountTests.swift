import Testing
@testable import TrackLanguageServer

/// Accounts written in `~` periodic rules and `=` auto posting rules are
/// accounts like any other: hover, definition, references and rename find them.
@Suite struct RuleAccountTests {
    static let text = """
        account Expenses:Food

        ~ monthly  budget
            Expenses:Food   400 USD
            Assets:Checking

        = Expenses:Food
            (Budget:Food)   *-1

        2026-11-02 Corner Market
            Expenses:Food   84.21 USD
            Assets:Checking

        """

    private func client() -> TestClient {
        var client = TestClient(files: [:])
        _ = client.open("a.journal", Self.text)
        return client
    }

    private func at(_ line: Int, _ character: Int) -> JSON {
        .object([("textDocument", TestClient.document("a.journal")), ("position", .object([("line", .int(line)), ("character", .int(character))]))])
    }

    @Test func hoverOnAnAccountInAPeriodicRule() throws {
        var client = client()
        let answer = client.result("textDocument/hover", at(3, 8))
        let hover = try #require(answer)
        #expect(hover["contents"]?["value"]?.string?.contains("**Expenses:Food**\n\nbalance: `84.21 USD`") == true)
        #expect(hover["range"] == TestClient.range(3, 4, 3, 17))
        let otherAnswer = client.result("textDocument/hover", at(4, 6))
        let other = try #require(otherAnswer?["contents"]?["value"]?.string)
        #expect(other.contains("**Assets:Checking**"))
    }

    @Test func hoverOnAnAccountInAnAutoPostingRule() throws {
        var client = client()
        let answer = client.result("textDocument/hover", at(7, 8))
        let hover = try #require(answer?["contents"]?["value"]?.string)
        #expect(hover.contains("**Budget:Food**"))
    }

    @Test func definitionReferencesAndRenameReachTheRules() throws {
        var client = client()
        let definition = client.result("textDocument/definition", at(3, 8))
        #expect(definition?["range"] == TestClient.range(0, 0, 0, 0))
        let found = client.result("textDocument/references", at(10, 8))
        let references = try #require(found?.array)
        #expect(references.compactMap { $0["range"]?["start"]?["line"]?.int }.sorted() == [3, 10])
        let renamed = client.result("textDocument/rename", .object([
            ("textDocument", TestClient.document("a.journal")),
            ("position", .object([("line", .int(3)), ("character", .int(8))])), ("newName", .string("Expenses:Groceries")),
        ]))
        let rename = try #require(renamed?["changes"]?[TestClient.uri("a.journal")]?.array)
        #expect(rename.compactMap { $0["range"]?["start"]?["line"]?.int }.sorted() == [0, 3, 10])
    }
}
