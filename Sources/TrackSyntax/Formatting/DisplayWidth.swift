/// How many terminal columns text occupies.
///
/// Reports align columns and diagnostics draw carets under the source line,
/// so both need the width a terminal gives each character: `支出:餐飲` is
/// 4 wide characters and one narrow colon, 9 columns, though it is 5
/// characters. The rules follow `wcwidth`: East Asian Wide and Fullwidth
/// characters take 2 columns, combining marks, zero-width characters and
/// controls take 0, everything else 1.
public enum DisplayWidth {
    /// Printable ASCII, the common case, is one column a byte.
    public static func of(_ s: String) -> Int {
        var printable = 0
        for byte in s.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return of(s[...]) }
            printable += 1
        }
        return printable
    }

    public static func of(_ s: some StringProtocol) -> Int {
        var width = 0
        for scalar in s.unicodeScalars {
            width += of(scalar: scalar)
        }
        return width
    }

    public static func of(scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F {
            return value < 0x20 ? 0 : 1
        }
        if value < 0xA0 {
            return 0  // DEL and the C1 controls
        }
        if contains(zeroWidthRanges, value) {
            return 0
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return 0
        default:
            break
        }
        return contains(wideRanges, value) ? 2 : 1
    }

    /// `s` padded with spaces to `width` columns: on the left when
    /// `alignRight`, else on the right. Text already wider is returned whole,
    /// because a report that cuts an account name or an amount would lie.
    public static func padding(_ s: String, toWidth width: Int, alignRight: Bool) -> String {
        let missing = width - of(s)
        guard missing > 0 else { return s }
        let spaces = String(repeating: " ", count: missing)
        return alignRight ? spaces + s : s + spaces
    }

    /// Binary search in ranges sorted by their lower bound, not overlapping.
    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Invisible characters that are not marks: zero-width space and joiners,
    /// direction marks, bidi embeddings, the word joiner, variation selectors,
    /// the byte-order mark, and the Hangul vowels and finals that a terminal
    /// draws inside the preceding leading consonant.
    private static let zeroWidthRanges: [ClosedRange<UInt32>] = [
        0x1160...0x11FF,
        0x200B...0x200F,
        0x202A...0x202E,
        0x2060...0x2064,
        0xD7B0...0xD7FF,
        0xFE00...0xFE0F,
        0xFEFF...0xFEFF,
        0xE0001...0xE0001,
        0xE0020...0xE007F,
        0xE0100...0xE01EF,
    ]

    /// East Asian Wide (W) and Fullwidth (F) from Unicode's
    /// EastAsianWidth.txt, with unassigned gaps inside a wide block merged so
    /// that characters added later in those blocks are wide too. The emoji
    /// blocks U+1F300–1F64F and U+1F900–1F9FF are wide as a whole: most
    /// terminals draw even their text-presentation symbols two columns wide.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul leading consonants
        0x231A...0x231B,
        0x2329...0x232A,
        0x23E9...0x23EC,
        0x23F0...0x23F0,
        0x23F3...0x23F3,
        0x25FD...0x25FE,
        0x2614...0x2615,
        0x2648...0x2653,
        0x267F...0x267F,
        0x2693...0x2693,
        0x26A1...0x26A1,
        0x26AA...0x26AB,
        0x26BD...0x26BE,
        0x26C4...0x26C5,
        0x26CE...0x26CE,
        0x26D4...0x26D4,
        0x26EA...0x26EA,
        0x26F2...0x26F3,
        0x26F5...0x26F5,
        0x26FA...0x26FA,
        0x26FD...0x26FD,
        0x2705...0x2705,
        0x270A...0x270B,
        0x2728...0x2728,
        0x274C...0x274C,
        0x274E...0x274E,
        0x2753...0x2755,
        0x2757...0x2757,
        0x2795...0x2797,
        0x27B0...0x27B0,
        0x27BF...0x27BF,
        0x2B1B...0x2B1C,
        0x2B50...0x2B50,
        0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x3247,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, enclosed CJK
        0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, CJK extension A
        0x4E00...0xA4CF,  // CJK unified ideographs, Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x1B2FF,  // Tangut, Khitan, Nushu, Kana supplement and extensions
        0x1F004...0x1F004,
        0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E,
        0x1F191...0x1F19A,
        0x1F200...0x1F64F,  // enclosed ideographic supplement, pictographs, emoticons
        0x1F680...0x1F6C5,
        0x1F6CC...0x1F6CC,
        0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6DF,
        0x1F6EB...0x1F6EC,
        0x1F6F4...0x1F6FF,
        0x1F7E0...0x1F7F0,
        0x1F900...0x1F9FF,  // supplemental symbols and pictographs
        0x1FA70...0x1FAFF,  // symbols and pictographs extended A
        0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extension G and later
    ]
}
