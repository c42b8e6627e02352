import Testing
@testable import TrackLanguageServer

/// The fixes behind track's hints, applied to the diagnostics the server
/// published: the result reads without that error.
@Suite struct CodeActionTests {
    private func fix(_ text: String) throws -> (title: String, fixed: String, diagnosticsAfter: [JSON]?) {
        var client = TestClient(files: [:])
        let published = client.open("a.journal", text)
        let diagnostics = try #require(published.diagnostics("a.journal"))
        let answer = client.result("textDocument/codeAction", .object([
            ("textDocument", TestClient.document("a.journal")), ("range", TestClient.range(0, 0, 0, 0)),
            ("context", .object([("diagnostics", .array(diagnostics))])),
        ]))
        let action = try #require(answer?.array?.first)
        let edit = try #require(action["edit"]?["changes"]?[TestClient.uri("a.journal")]?.array?.first)
        var bytes = Array(text.utf8)
        let range = try #require(LineIndex(bytes).offsets(edit["range"]))
        bytes.replaceSubrange(range, with: Array((edit["newText"]?.string ?? "").utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        let after = client.change("a.journal", version: 2, [.object([("text", .string(fixed))])])
        return (action["title"]?.string ?? "", fixed, after.diagnostics("a.journal"))
    }

    @Test func anUnbalancedTransactionLeavesOutItsLastAmount() throws {
        let result = try fix(DiagnosticsTests.unbalanced)
        #expect(result.title == "Leave out the last amount (track infers it)")
        #expect(result.fixed.contains("    Assets:Checking\n"))
        #expect(result.diagnosticsAfter == [])
    }

    @Test func aFailingAssertionAssertsTheActualBalance() throws {
        let text = "2026-01-01 x\n    Assets:Cash   10 USD = 15 USD  ; count\n    Income\n"
        let result = try fix(text)
        #expect(result.title == "Assert the actual balance, 10 USD")
        #expect(result.fixed.contains("10 USD = 10 USD  ; count"))
        #expect(result.diagnosticsAfter == [])
    }
}

/// On an undeclared account in a journal that declares its accounts.
@Suite struct AccountActionTests {
    @Test func anUndeclaredAccountCanBeCorrectedOrDeclared() throws {
        let text = "account Assets:Checking\naccount Expenses:Food\n\n2026-01-01 x\n    Expenses:Fod   1 USD\n    Assets:Checking\n"
        var client = TestClient(files: [:])
        _ = client.open("a.journal", text)
        let answer = client.result("textDocument/codeAction", .object([
            ("textDocument", TestClient.document("a.journal")), ("range", TestClient.range(4, 6, 4, 6)),
            ("context", .object([("diagnostics", .array([]))])),
        ]))
        let actions = try #require(answer?.array)
        #expect(actions.compactMap { $0["title"]?.string } == ["Change to Expenses:Food", "Declare account Expenses:Fod"])
        let declare = try #require(actions.last?["edit"]?["changes"]?[TestClient.uri("a.journal")]?.array?.first)
        #expect(declare["range"] == TestClient.range(2, 0, 2, 0))
        #expect(declare["newText"]?.string == "account Expenses:Fod\n")
    }
}
