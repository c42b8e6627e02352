import Testing
import TrackModel
import TrackSyntax
@testable import TrackLanguageServer

/// Formatting: the exact bytes of `track fmt`, as small line edits; range
/// formatting keeps the edits inside the range; a journal with errors is
/// left alone.
@Suite struct FormattingTests {
    static let text = """
        2026/1/3 Lunch
          Expenses:Food   12.5 USD
          Assets:Cash

        2026-01-04 Dinner
            Expenses:Food     20.00 USD
            Assets:Cash

        2026/1/5 Snack
          Expenses:Food   1 USD
          Assets:Cash

        """

    /// The text with the edits applied, last first as the editor does.
    private func applying(_ edits: [JSON], to text: String) -> String {
        var bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        let ranges = edits.compactMap { edit in index.offsets(edit["range"]).map { ($0, Array((edit["newText"]?.string ?? "").utf8)) } }
        for (range, new) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) { bytes.replaceSubrange(range, with: new) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func formatted(_ text: String) -> String {
        let loaded = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 25)!)).load(text: text)
        return String(decoding: JournalFormatter(journal: loaded.journal).format(fileAt: 0), as: UTF8.self)
    }

    @Test func formattingGivesTheOutputOfTrackFmt() throws {
        var client = TestClient(files: [:])
        _ = client.open("a.journal", Self.text)
        let editsAnswer = client.result("textDocument/formatting", .object([("textDocument", TestClient.document("a.journal"))]))
        let edits = try #require(editsAnswer?.array)
        #expect(applying(edits, to: Self.text) == formatted(Self.text))
        // The already canonical transaction in the middle is not touched.
        #expect(edits.count == 2)
        let savedAnswer = client.result("textDocument/willSaveWaitUntil", .object([
            ("textDocument", TestClient.document("a.journal")), ("reason", .int(1)),
        ]))
        let saved = try #require(savedAnswer?.array)
        #expect(saved == edits)
    }

    @Test func rangeFormattingEditsOnlyTheRange() throws {
        var client = TestClient(files: [:])
        _ = client.open("a.journal", Self.text)
        let editsAnswer = client.result("textDocument/rangeFormatting", .object([
            ("textDocument", TestClient.document("a.journal")), ("range", TestClient.range(8, 0, 10, 0)),
        ]))
        let edits = try #require(editsAnswer?.array)
        #expect(edits.count == 1)
        #expect(applying(edits, to: Self.text).hasPrefix("2026/1/3 Lunch\n"))
        #expect(applying(edits, to: Self.text).hasSuffix(formatted(Self.text).split(separator: "\n", omittingEmptySubsequences: false).suffix(4).joined(separator: "\n")))
    }

    @Test func aJournalWithErrorsIsNotFormatted() {
        var client = TestClient(files: [:])
        _ = client.open("a.journal", DiagnosticsTests.unbalanced)
        #expect(client.result("textDocument/formatting", .object([("textDocument", TestClient.document("a.journal"))])) == .array([]))
    }

    @Test func aCanonicalDocumentGetsNoEdits() {
        var client = TestClient(files: [:])
        _ = client.open("a.journal", formatted(Self.text))
        #expect(client.result("textDocument/formatting", .object([("textDocument", TestClient.document("a.journal"))])) == .array([]))
    }

    /// A journal never formatted, of more transactions than edits are sent:
    /// one edit from the first change to the last, still `track fmt`'s bytes.
    @Test func manyChangesAreOneEdit() throws {
        let text = (1...(DocumentFormatting.maximumEdits + 1)).map { "2026/1/\($0 % 28 + 1) T\($0)\n  Expenses:Food   \($0) USD\n  Assets:Cash\n" }
            .joined(separator: "\n")
        var client = TestClient(files: [:])
        _ = client.open("a.journal", text)
        let answer = client.result("textDocument/formatting", .object([("textDocument", TestClient.document("a.journal"))]))
        let edits = try #require(answer?.array)
        #expect(edits.count == 1)
        #expect(applying(edits, to: text) == formatted(text))
    }

    /// The last line has no newline: the edit's end is that line's end, not a line past it.
    @Test func aLastLineWithoutANewlineIsReplacedToItsEnd() throws {
        let text = "2026-01-04 Dinner\n    Expenses:Food     20.00 USD\n    Assets:Cash\n\n2026/1/5 Snack\n  Expenses:Food   1 USD\n  Assets:Cash"
        var client = TestClient(files: [:])
        _ = client.open("a.journal", text)
        let answer = client.result("textDocument/formatting", .object([("textDocument", TestClient.document("a.journal"))]))
        let edits = try #require(answer?.array)
        #expect(edits.last?["range"]?["end"] == Position(line: 6, character: 13).json)
        #expect(applying(edits, to: text) == formatted(text))
    }
}
