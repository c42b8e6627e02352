import Testing
import TrackSyntax

@Suite struct ControlCharacterTests {
    @Test func findsC0DelAndC1ButNotLineEndsOrTab() {
        let bytes = Array("a\tb\r\nc\u{1B}d\u{7F}e\u{9B}£".utf8)
        let found = bytes.indices.compactMap { i in ControlCharacter.length(at: i, in: bytes).map { (i, $0) } }
        #expect(found.map(\.0) == [6, 8, 10])
        #expect(found.map(\.1) == [1, 1, 2])
    }

    @Test func shownAsVisibleSymbols() {
        #expect(ControlCharacter.shown("Shop\u{1B}[2J\u{7}\u{7F}\u{9B}\tok") == "Shop\u{241B}[2J\u{2407}\u{2421}\u{FFFD}\tok")
        #expect(ControlCharacter.first(in: "plain Café\t") == nil)
        #expect(ControlCharacter.first(in: "x\u{0}") == "\u{0}")
    }
}
