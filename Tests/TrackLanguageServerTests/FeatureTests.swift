import Testing
import TrackModel
@testable import TrackLanguageServer

/// Symbols, folding, hover, definition, references, inlay hints and
/// completion on a small journal of two files.
@Suite struct FeatureTests {
    static let main = """
        ; Household books
        ; kept since 2026
        account Assets:Checking
        include food.journal

        2026-11-02 Corner Market
            Expenses:Food   84.21 USD
            Assets:Checking

        2026-11-20 Landlord  ; rent:
            Expenses:Rent   1000 USD
            Assets:Checking

        """
    static let food = """
        2026-10-01 Corner Market
            Expenses:Food   10 USD
            Assets:Checking  -10 USD

        """

    private func client() -> TestClient {
        var client = TestClient(files: ["/books/main.journal": Self.main, "/books/food.journal": Self.food])
        _ = client.open("main.journal", Self.main)
        return client
    }

    private func at(_ line: Int, _ character: Int) -> JSON {
        .object([("textDocument", TestClient.document("main.journal")), ("position", .object([("line", .int(line)), ("character", .int(character))]))])
    }

    @Test func documentSymbolsAreTheTransactionsAndDeclarations() throws {
        var client = client()
        let symbols = try #require(client.result("textDocument/documentSymbol", .object([("textDocument", TestClient.document("main.journal"))]))?.array)
        #expect(symbols.map { $0["name"]?.string ?? "" } == ["account Assets:Checking", "2026-11-02 Corner Market", "2026-11-20 Landlord"])
        #expect(symbols[1]["range"] == TestClient.range(5, 0, 7, 19))
    }

    @Test func foldingRangesCoverTransactionsAndCommentBlocks() throws {
        var client = client()
        let ranges = try #require(client.result("textDocument/foldingRange", .object([("textDocument", TestClient.document("main.journal"))]))?.array)
        #expect(ranges.map { [$0["startLine"]?.int ?? -1, $0["endLine"]?.int ?? -1] } == [[5, 7], [9, 11], [0, 1]])
    }

    @Test func hoverOnAnAccountShowsItsBalanceAndThisMonth() throws {
        var client = client()
        let hover = try #require(client.result("textDocument/hover", at(7, 8))?["contents"]?["value"]?.string)
        #expect(hover.contains("**Assets:Checking**"))
        #expect(hover.contains("balance: `-1094.21 USD`"))
        #expect(hover.contains("this month: `-1084.21 USD`"))
        #expect(hover.contains("inferred amount: `-84.21 USD`"))
        #expect(client.result("textDocument/hover", at(5, 2)) == .null)
    }

    @Test func definitionIsTheDeclarationElseTheFirstUse() {
        var client = client()
        let declared = client.result("textDocument/definition", at(7, 8))
        #expect(declared?["uri"]?.string == TestClient.uri("main.journal"))
        #expect(declared?["range"]?["start"]?["line"]?.int == 2)
        let used = client.result("textDocument/definition", at(6, 6))
        #expect(used?["uri"]?.string == TestClient.uri("food.journal"))
        #expect(used?["range"]?["start"]?["line"]?.int == 1)
    }

    @Test func referencesSpanEveryFile() throws {
        var client = client()
        let references = try #require(client.result("textDocument/references", at(6, 6))?.array)
        #expect(references.count == 2)
        #expect(Set(references.compactMap { $0["uri"]?.string }) == [TestClient.uri("main.journal"), TestClient.uri("food.journal")])
    }

    @Test func inlayHintsShowInferredAmountsUnlessTurnedOff() throws {
        var client = client()
        let hints = try #require(client.result("textDocument/inlayHint", .object([("textDocument", TestClient.document("main.journal")), ("range", TestClient.range(0, 0, 20, 0))]))?.array)
        #expect(hints.map { $0["label"]?.string ?? "" } == ["-84.21 USD", "-1000.00 USD"])
        #expect(hints.first?["position"] == Position(line: 7, character: 19).json)
        _ = client.notify("workspace/didChangeConfiguration", .object([("settings", .object([("runningBalances", .bool(true))]))]))
        let running = try #require(client.result("textDocument/inlayHint", .object([("textDocument", TestClient.document("main.journal")), ("range", TestClient.range(0, 0, 20, 0))]))?.array)
        #expect(running.compactMap { $0["label"]?.string }.filter { $0.hasPrefix("→") }
            == ["→ 94.21 USD", "→ -94.21 USD", "→ 1000.00 USD", "→ -1094.21 USD"])
        _ = client.notify("workspace/didChangeConfiguration", .object([("settings", .object([("inlayHints", .bool(false))]))]))
        #expect(client.result("textDocument/inlayHint", .object([("textDocument", TestClient.document("main.journal")), ("range", TestClient.range(0, 0, 20, 0))])) == .array([]))
    }

    @Test func completionOffersWhatFitsTheLine() throws {
        var client = client()
        _ = client.change("main.journal", version: 2, [.object([("range", TestClient.range(12, 0, 12, 0)), ("text", .string("2026-11-25 Co\n    Ex"))])])
        let payees = try #require(client.result("textDocument/completion", at(12, 13))?.array)
        let corner = try #require(payees.first { $0["label"]?.string == "Corner Market" })
        #expect(corner["insertText"]?.string == "Corner Market\n    Expenses:Food   84.21 USD\n    Assets:Checking")
        let accounts = try #require(client.result("textDocument/completion", at(13, 6))?.array)
        #expect(accounts.contains { $0["label"]?.string == "Assets:Checking" && $0["detail"]?.string == "-1094.21 USD" })
        let lineStart = try #require(client.result("textDocument/completion", at(14, 0))?.array)
        #expect(lineStart.contains { $0["label"]?.string == "2026-11-25" && $0["detail"]?.string == "today" })
        #expect(lineStart.contains { $0["label"]?.string == "account" })
        _ = client.change("main.journal", version: 3, [.object([("range", TestClient.range(9, 30, 9, 30)), ("text", .string("march, trip:lisbon"))])])
        _ = client.change("main.journal", version: 4, [.object([("range", TestClient.range(13, 6, 13, 6)), ("text", .string("\n2026-11-26 x  ; trip:"))])])
        let tagNames = try #require(client.result("textDocument/completion", at(14, 16))?.array)
        #expect(tagNames.compactMap { $0["label"]?.string } == ["rent:", "trip:"])
        let tagValues = try #require(client.result("textDocument/completion", at(14, 21))?.array)
        #expect(tagValues.compactMap { $0["label"]?.string } == ["lisbon"])
    }
}

/// Hover on a balance assertion: the actual balance there.
@Suite struct AssertionHoverTests {
    @Test func hoverOnAnAssertionShowsTheActualBalance() throws {
        let text = "2026-01-01 x\n    Assets:Cash   10 USD = 15 USD\n    Income\n\n2026-01-02 y\n    Assets:Cash   1 USD = 11 USD\n    Income\n"
        var client = TestClient(files: [:])
        _ = client.open("a.journal", text)
        func hover(_ line: Int, _ character: Int) -> String? {
            client.result("textDocument/hover", .object([
                ("textDocument", TestClient.document("a.journal")),
                ("position", .object([("line", .int(line)), ("character", .int(character))])),
            ]))?["contents"]?["value"]?.string
        }
        #expect(hover(1, 28) == "balance assertion fails: **Assets:Cash** is `10 USD` here")
        #expect(hover(5, 26) == "balance assertion holds: **Assets:Cash** is the asserted amount here")
    }
}

/// Hover on an amount in another commodity: its value in the base currency.
@Suite struct ValueHoverTests {
    @Test func anAmountInAnotherCommodityShowsItsValue() throws {
        let text = "D 1,000.00 USD\nP 2026-01-01 EUR 1.10 USD\n\n2026-01-05 x\n    Expenses:Travel   10.00 EUR\n    Assets:Cash   -11.00 USD\n    Equity:Conversion   -10.00 EUR\n    Equity:Conversion   11.00 USD\n"
        var client = TestClient(files: [:])
        _ = client.open("a.journal", text)
        let hover = client.result("textDocument/hover", .object([
            ("textDocument", TestClient.document("a.journal")), ("position", .object([("line", .int(4)), ("character", .int(26))])),
        ]))?["contents"]?["value"]?.string
        #expect(hover == "value: `11.00 USD` on 2026-01-05  \nrate: 1 EUR = 1.10 USD (price of 2026-01-01)")
    }
}
