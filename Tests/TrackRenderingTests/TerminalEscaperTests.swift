import Testing
import TrackRendering

/// `TerminalEscaper`: every control is shown as text, track's own colour
/// passes only when allowed, and a sequence split between blocks is seen whole.
@Suite struct TerminalEscaperTests {
    static func escape(_ blocks: [[UInt8]], style: Bool) -> String {
        var escaper = TerminalEscaper(allowsStyle: style)
        var out: [UInt8] = []
        for block in blocks { block.withUnsafeBytes { escaper.escape($0, into: &out) } }
        escaper.finish(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func escape(_ text: String, style: Bool = false) -> String {
        escape([Array(text.utf8)], style: style)
    }

    @Test func controlsAreShownAsText() {
        #expect(Self.escape("a\u{1B}[2Jb\rc\u{7}d\u{7F}e\u{0}") == "a\\x1b[2Jb\\x0dc\\x07d\\x7fe\\x00")
        #expect(Self.escape("csi\u{9B}2J osc\u{9D}") == "csi\\u009b2J osc\\u009d")
    }

    @Test func printableTextLineFeedAndTabPass() {
        let text = "Café £3 ¥80,000 台新\tx\n"
        #expect(Self.escape(text) == text)
    }

    @Test func trackColourPassesOnlyWhenAllowed() {
        let red = "\u{1B}[31mx\u{1B}[0m"
        #expect(Self.escape(red, style: true) == red)
        #expect(Self.escape(red, style: false) == "\\x1b[31mx\\x1b[0m")
        #expect(Self.escape("\u{1B}[8mhidden", style: true) == "\\x1b[8mhidden", "only track's own sequences pass")
    }

    @Test func aSequenceSplitBetweenBlocksIsSeenWhole() {
        let red = Array("\u{1B}[31mx".utf8)
        for cut in 1..<red.count {
            #expect(Self.escape([Array(red[..<cut]), Array(red[cut...])], style: true) == "\u{1B}[31mx")
        }
        let c1 = Array("a\u{9B}b".utf8)
        #expect(Self.escape([Array(c1[..<2]), Array(c1[2...])], style: false) == "a\\u009bb")
        #expect(Self.escape([Array("x\u{1B}[3".utf8)], style: true) == "x\\x1b[3", "held back, then escaped at the end")
        #expect(Self.escape([[0x61, 0xC2]], style: false) == String(decoding: [0x61, 0xC2], as: UTF8.self))
    }

    @Test func oneString() {
        #expect(TerminalEscaper.escaped("pay\u{1B}]52;c;eA==\u{7}") == "pay\\x1b]52;c;eA==\\x07")
    }
}
