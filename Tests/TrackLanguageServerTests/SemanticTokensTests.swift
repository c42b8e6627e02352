import Testing
@testable import TrackLanguageServer

/// Semantic tokens: each part of a journal line gets its kind, and the
/// encoding counts in UTF-16 relative to the previous token.
@Suite struct SemanticTokensTests {
    private func kinds(_ line: String) -> [(String, SemanticTokens.Kind)] {
        let bytes = Array(line.utf8)
        return SemanticTokens.tokens(bytes, 0..<bytes.count).map { (String(decoding: bytes[$0.0], as: UTF8.self), $0.1) }
    }

    @Test func aTransactionLineAndAPostingLine() {
        #expect(kinds("2026-11-02 Corner Market  ; trip:paris, food: x").map(\.0) == ["2026-11-02", "Corner Market", "; ", "trip:", "paris, ", "food:", " x"])
        let posting = kinds("    Expenses:Food   -84.21 USD @ 2 EUR ; note")
        #expect(posting.map(\.0) == ["Expenses:Food", "-84.21", "USD", "2", "EUR", "; note"])
        #expect(posting.map(\.1) == [.account, .amount, .commodity, .amount, .commodity, .comment])
        #expect(kinds("account Assets:Bank Account  ; x").map(\.0) == ["account", "Assets:Bank Account"])
        #expect(kinds("; a comment").map(\.1) == [.comment])
    }

    @Test func theEncodingIsRelativeAndInUTF16() {
        let json = SemanticTokens.encode(Array("2026-01-01 Café 😀\n    A:B  1 €\n".utf8))
        let data = json["data"]?.array?.compactMap(\.int) ?? []
        #expect(data == [0, 0, 10, 0, 0, /**/ 0, 11, 7, 1, 0, /**/ 1, 4, 3, 2, 0, /**/ 0, 5, 1, 3, 0, /**/ 0, 2, 1, 4, 0])
    }
}
