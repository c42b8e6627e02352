import Testing
import TrackModel
@testable import TrackSyntax

/// Issue 20: U+3000 IDEOGRAPHIC SPACE, which CJK input methods type for a
/// space, reads as a space wherever hledger 1.25 reads it as one (each form
/// checked against it; corpus `Tests/Compat/tree/cjk`), and `fmt` writes
/// ASCII spaces in its place.
@Suite struct IdeographicSpaceTests {
    static let space = "\u{3000}"

    @Test(arguments: [
        ("支出:食費\u{3000}\u{3000}500 円", "支出:食費", "500 円"),
        ("支出:食費 \u{3000}500 円", "支出:食費", "500 円"),
        ("支出:食費\u{3000} 500 円", "支出:食費", "500 円"),
        ("支出:食費\u{3000}\t500 円", "支出:食費", "500 円"),
        ("支出:食費  \u{3000}500\u{3000}円", "支出:食費", "500 円"),
        ("支出:\u{3000}雑費  100 円", "支出: 雑費", "100 円"),
        ("Expenses:Food\u{3000}\u{3000}$5", "Expenses:Food", "5 $"),
    ])
    func endsAccountNamesAndSeparatesAmounts(posting: String, account: String, amount: String) {
        let loaded = load("2026-11-02 t\n    \(posting)\n    資産:現金\n")
        #expect(loaded.errors.isEmpty)
        #expect(loaded.account(0, 0) == account)
        #expect(loaded.amount(0, 0) == amount)
    }

    /// One alone is a single space: part of the name, as one ASCII space is.
    @Test func oneAloneBelongsToTheName() {
        let loaded = load("2026-11-02 t\n    支出:食費\u{3000}500 円\n    資産:現金  -500 円\n")
        #expect(loaded.errors.isEmpty)
        #expect(loaded.account(0, 0) == "支出:食費 500 円")
    }

    @Test func fmtWritesASCIISpaces() throws {
        let text = "2026-11-02 t\n    支出:\u{3000}食費\u{3000}\u{3000}500\u{3000}円\n    資産:現金\u{3000}\u{3000}-500 円\n"
        let once = try #require(formatted(text))
        #expect(!once.contains("\u{3000}"))
        #expect(once.contains("    支出: 食費  ") && once.contains(" 500 円\n"))
        #expect(formatted(once) == once, "canonical")
        // The amounts stay aligned: a U+3000 in a name is one column once written.
        let lines = once.split(separator: "\n").dropFirst().map { DisplayWidth.of(String($0)) }
        #expect(lines.count == 2 && lines[0] == lines[1])
    }
}
