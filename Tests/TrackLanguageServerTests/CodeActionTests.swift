import Testing
@testable import TrackLanguageServer

/// The fixes behind track's hints, applied to the diagnostics the server
/// published: the result reads without that error.
@Suite struct CodeActionTests {
    /// The code actions for the diagnostics published on `text`.
    private func actions(_ text: String) throws -> [JSON] {
        var client = TestClient(files: [:])
        let published = client.open("a.journal", text)
        let diagnostics = try #require(published.diagnostics("a.journal"))
        let answer = client.result("textDocument/codeAction", .object([
            ("textDocument", TestClient.document("a.journal")), ("range", TestClient.range(0, 0, 0, 0)),
            ("context", .object([("diagnostics", .array(diagnostics))])),
        ]))
        return try #require(answer?.array)
    }

    /// Applies the action titled `title` (the first when nil), then reads the result.
    private func fix(_ text: String, _ title: String? = nil) throws -> (title: String, fixed: String, diagnosticsAfter: [JSON]?) {
        var client = TestClient(files: [:])
        let published = client.open("a.journal", text)
        let diagnostics = try #require(published.diagnostics("a.journal"))
        let answer = client.result("textDocument/codeAction", .object([
            ("textDocument", TestClient.document("a.journal")), ("range", TestClient.range(0, 0, 0, 0)),
            ("context", .object([("diagnostics", .array(diagnostics))])),
        ]))
        let action = try #require(answer?.array?.first { title == nil || $0["title"]?.string == title })
        let edit = try #require(action["edit"]?["changes"]?[TestClient.uri("a.journal")]?.array?.first)
        var bytes = Array(text.utf8)
        let range = try #require(LineIndex(bytes).offsets(edit["range"]))
        bytes.replaceSubrange(range, with: Array((edit["newText"]?.string ?? "").utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        let after = client.change("a.journal", version: 2, [.object([("text", .string(fixed))])])
        return (action["title"]?.string ?? "", fixed, after.diagnostics("a.journal"))
    }

    @Test func anUnbalancedTransactionSetsItsLastAmount() throws {
        let result = try fix(DiagnosticsTests.unbalanced)
        #expect(result.title == "Set the last amount to -84.21 USD")
        #expect(result.fixed.contains("    Assets:Checking     -84.21 USD\n"))
        #expect(result.diagnosticsAfter == [])
        let actions = try actions(DiagnosticsTests.unbalanced)
        #expect(actions.map { $0["isPreferred"]?.bool } == [true, nil])
    }

    @Test func theAmountSetKeepsTheAssertionAndCommentAndTheStyle() throws {
        let text = "2026-01-01 x\n    Expenses:Food   $1,200.5\n    Assets:Cash   $-1,000.00 = $-1,200.50  ; paid\n"
        let result = try fix(text)
        #expect(result.title == "Set the last amount to $-1,200.50")
        #expect(result.fixed.hasSuffix("    Assets:Cash   $-1,200.50 = $-1,200.50  ; paid\n"))
        #expect(result.diagnosticsAfter == [])
    }

    @Test func balancedVirtualPostingsSetTheirLastAmount() throws {
        let text = "2026-01-01 x\n    Expenses:Food   5 EUR\n    Assets:Cash\n    [Budget:Food]   -5 EUR\n    [Budget:Left]   4 EUR\n"
        let result = try fix(text)
        #expect(result.title == "Set the last amount to 5 EUR")
        #expect(result.fixed.hasSuffix("    [Budget:Left]   5 EUR\n"))
        #expect(result.diagnosticsAfter == [])
    }

    @Test func noAmountIsSetWhereOneAmountCannotSettleIt() throws {
        // A cost on the last posting: which number changes is a guess.
        let cost = "2026-01-01 x\n    Assets:Cash   -10 USD\n    Assets:Euro   9 EUR @ 1.2 USD\n"
        #expect(try actions(cost).compactMap { $0["title"]?.string } == ["Leave out the last amount (track infers it)"])
        // Off in a commodity the last posting is not in.
        let other = "2026-01-01 x\n    Assets:Cash   -10 USD\n    Assets:Euro   9 EUR\n    Assets:Gold   1 XAU\n"
        #expect(try actions(other).allSatisfy { $0["title"]?.string?.hasPrefix("Set") == false })
    }

    @Test func anUnbalancedTransactionCanLeaveOutItsLastAmount() throws {
        let result = try fix(DiagnosticsTests.unbalanced, "Leave out the last amount (track infers it)")
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
