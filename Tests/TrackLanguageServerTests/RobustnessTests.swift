import Testing
import TrackModel
@testable import TrackLanguageServer

/// Every request on journals that stress the features' assumptions: auto
/// postings whose rule is in another file, errors, an empty document,
/// positions past the end. Nothing crashes and every request is answered.
@Suite struct RobustnessTests {
    static let requests = [
        "textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/completion",
        "textDocument/rename", "textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/inlayHint",
        "textDocument/semanticTokens/full", "textDocument/formatting", "textDocument/rangeFormatting", "textDocument/codeAction",
    ]

    @Test(arguments: [
        "include rules.journal\n\n2026-01-01 x\n    Expenses:Food   10 USD\n    Assets:Cash\n",
        "", "\n\n\n", "2026-01-01 x\n    a   1 USD\n", "2026-13-45 x\n    a\n", "account\n= \n~ \n    \n",
        "2026-01-01 é😀\n    😀:é   1 😀\n    b\n", "\r\n2026-01-01 x\r\n    a   1\r\n    b\r\n",
    ])
    func everyRequestIsAnsweredEverywhere(_ text: String) {
        var client = TestClient(files: ["/books/rules.journal": "= Expenses:Food\n    (Budget:Food)   *-1\n"])
        _ = client.open("main.journal", text)
        _ = client.notify("workspace/didChangeConfiguration", .object([("settings", .object([("runningBalances", .bool(true))]))]))
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for method in Self.requests {
            for line in 0...(lineCount + 1) {
                for character in [0, 3, 6, 20, 1000] {
                    let position: JSON = .object([("line", .int(line)), ("character", .int(character))])
                    let answer = client.request(method, .object([
                        ("textDocument", TestClient.document("main.journal")), ("position", position),
                        ("range", .object([("start", position), ("end", position)])), ("newName", .string("New:Name")),
                        ("context", .object([("diagnostics", .array([])), ("includeDeclaration", .bool(true))])),
                        ("options", .object([("tabSize", .int(4)), ("insertSpaces", .bool(true))])),
                    ]))
                    #expect(answer.count == 1, "\(method) at \(line):\(character)")
                }
            }
        }
        #expect(client.result("workspace/symbol", .object([("query", .string(""))])) != nil)
    }
}
