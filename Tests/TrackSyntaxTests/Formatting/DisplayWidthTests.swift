import Testing
import TrackSyntax

struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("assets:bank", 11),
        ("NT$1,000", 8),
        ("支出:餐飲", 9),
        ("㐀:㐁", 5),  // CJK extension A
        ("𠀀", 2),  // CJK extension B, outside the BMP
        ("한국어", 6),  // Hangul syllables
        ("ひらがな カタカナ", 17),
        ("ＡＢＣ１２３", 12),  // fullwidth forms
        ("￥100", 5),  // fullwidth yen sign
        ("「支出」。", 10),  // CJK punctuation
        ("e\u{301}", 1),  // é decomposed: the accent is a combining mark
        ("\u{E9}", 1),  // é precomposed
        ("a\u{20DD}", 1),  // enclosing mark
        ("a\u{200B}b", 2),  // zero-width space
        ("\u{200E}x\u{200F}", 1),  // direction marks
        ("\u{FEFF}x", 1),  // byte-order mark
        ("🍜", 2),
        ("🙂", 2),
        ("🥟", 2),
        ("❤\u{FE0F}", 1),  // the variation selector adds nothing
        ("a\tb\n", 2),  // controls
        ("\u{1B}", 0),
        ("\u{85}", 0),  // C1 control
        ("Ωμέγα", 5),
        ("€", 1),
    ])
    func width(of text: String, is expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test(arguments: [
        (Unicode.Scalar(0x41)!, 1),
        (Unicode.Scalar(0x3000)!, 2),  // ideographic space
        (Unicode.Scalar(0x303F)!, 1),  // half-fill space is narrow
        (Unicode.Scalar(0x3400)!, 2),
        (Unicode.Scalar(0x4DBF)!, 2),
        (Unicode.Scalar(0x4DC0)!, 1),  // hexagram symbols are narrow
        (Unicode.Scalar(0x9FFF)!, 2),
        (Unicode.Scalar(0xAC00)!, 2),
        (Unicode.Scalar(0xD7A3)!, 2),
        (Unicode.Scalar(0xFF00)!, 2),
        (Unicode.Scalar(0xFF60)!, 2),
        (Unicode.Scalar(0xFF61)!, 1),  // halfwidth katakana punctuation
        (Unicode.Scalar(0xFFE0)!, 2),
        (Unicode.Scalar(0xFFE6)!, 2),
        (Unicode.Scalar(0xFFE7)!, 1),
        (Unicode.Scalar(0x1F300)!, 2),
        (Unicode.Scalar(0x1F64F)!, 2),
        (Unicode.Scalar(0x1F900)!, 2),
        (Unicode.Scalar(0x1F9FF)!, 2),
        (Unicode.Scalar(0x0301)!, 0),
        (Unicode.Scalar(0x200B)!, 0),
        (Unicode.Scalar(0x200F)!, 0),
        (Unicode.Scalar(0xFE0F)!, 0),
        (Unicode.Scalar(0x00)!, 0),
        (Unicode.Scalar(0x7F)!, 0),
        (Unicode.Scalar(0xA0)!, 1),  // no-break space
    ])
    func width(of scalar: Unicode.Scalar, is expected: Int) {
        #expect(DisplayWidth.of(scalar: scalar) == expected)
    }

    @Test func substringsAreMeasuredLikeStrings() {
        let line = "2026-01-05 午餐"
        let description = line.split(separator: " ")[1]
        #expect(DisplayWidth.of(description) == 4)
    }

    @Test(arguments: [
        ("ab", 5, false, "ab   "),
        ("ab", 5, true, "   ab"),
        ("支出", 5, false, "支出 "),
        ("支出", 5, true, " 支出"),
        ("e\u{301}", 3, true, "  e\u{301}"),
        ("abc", 3, false, "abc"),
        ("assets", 3, false, "assets"),  // never truncated
        ("支出:餐飲", 4, true, "支出:餐飲"),
        ("", 2, false, "  "),
    ])
    func padding(_ text: String, to width: Int, alignRight: Bool, gives expected: String) {
        #expect(DisplayWidth.padding(text, toWidth: width, alignRight: alignRight) == expected)
    }
}
