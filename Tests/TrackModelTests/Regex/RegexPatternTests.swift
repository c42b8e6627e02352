import Testing
@testable import TrackModel

@Suite struct RegexPatternTests {
    /// Pattern, text, and the leftmost-longest match (nil: none).
    @Test(arguments: [
        ("food", "Expenses:Food:Market", "Food"),  // ignores case
        ("^assets", "Assets:Bank", "Assets"),
        ("^bank", "Assets:Bank", nil),
        ("bank$", "Assets:Bank", "Bank"),
        ("coffee|tea", "Green Tea", "Tea"),
        ("(a|ab)", "xab", "ab"),  // longest, as hledger
        ("(a|ab)(c|bcd)(d*)", "abcd", "abcd"),
        ("a.c", "xabcx", "abc"),
        ("a.c", "a\u{e9}c", "a\u{e9}c"),  // . is one scalar, not one byte
        ("[0-9]+", "room 101b", "101"),
        ("[^a-z]+", "abc123def", "123"),
        ("[]a]+", "x]a]y", "]a]"),  // ']' first in a bracket is literal
        ("[a-]+", "x-a-y", "-a-"),  // '-' last is literal
        ("[[:digit:]]{2}", "a1b23c", "23"),
        ("[[:upper:]]+", "abc", "abc"),  // ignoring case, as hledger
        ("\\d+", "ab 42 cd", "42"),
        ("\\w+", "  caf\u{e9}!", "caf\u{e9}"),
        ("\\s+", "a \t b", " \t "),
        ("\\S+", "  xy  ", "xy"),
        ("a{2}", "aaaa", "aa"),
        ("a{2,}", "aaaa", "aaaa"),
        ("a{1,3}", "aaaa", "aaa"),
        ("x{0,2}y", "xxxy", "xxy"),
        ("ab?c", "ac", "ac"),
        ("(ab)+", "ababab", "ababab"),
        ("\\.", "a.b", "."),
        ("\\(x\\)", "f(x)", "(x)"),
        ("a{", "a{", "a{"),  // '{' without a count is literal
        ("\\bbar\\b", "foo bar baz", "bar"),
        ("\\bbar\\b", "foobar", nil),
        ("\\<ba", "aba ba", "ba"),
        ("na\\>", "nab na", "na"),
        ("\u{e9}", "CAF\u{c9}", "\u{c9}"),  // non-ASCII letters fold too
        ("[\u{e0}-\u{ff}]", "CAF\u{c9}", "\u{c9}"),
        ("()", "abc", ""),
        ("(a+)+$", "aaaab", nil),
        ("x*", "abc", ""),
    ] as [(String, String, String?)])
    func leftmostLongestMatches(pattern: String, text: String, expected: String?) throws {
        let regex = try RegexPattern(pattern)
        #expect(regex.matches(text) == (expected != nil))
        #expect(regex.replacingMatches(in: text, with: "<\\0>").contains("<\(expected ?? "\u{0}")>") == (expected != nil))
    }

    /// Replacements, checked against hledger 1.25 (one difference marked)'s `alias /PATTERN/ = TEMPLATE`.
    @Test(arguments: [
        ("(a|ab)", "X", "ab:abcd", "X:Xcd"),
        ("(a*)(a*)", "[\\1][\\2]", "ab", "[a][][][]b[][]"),
        ("x*", "Y", "x1", "YY1Y"),
        ("x*", "Y", "ab", "YaYbY"),
        ("$", "Z", "ab", "abZ"),
        // The same length either way: groups follow the order of the alternatives here, where
        // hledger's POSIX rule (each group as long as it can, left to right) gives [ab][c][d].
        ("(a|ab)(c|bcd)(d*)", "[\\1][\\2][\\3]", "abcd", "[a][bcd][]"),
        ("\u{e9}", "E", "\u{e9}:\u{c9}", "E:E"),
        ("a{2}", "Q", "ab:aa", "ab:Q"),
        ("\\<b", "W", "b b:ab", "W W:ab"),
        ("^(.)x", "\\1\\1y", "axe", "aaye"),
        ("(b)", "\\0\\1", "ab", "abb"),
    ])
    func replacements(pattern: String, template: String, text: String, expected: String) throws {
        #expect(try RegexPattern(pattern).replacingMatches(in: text, with: template) == expected)
    }

    @Test func wholeMatches() throws {
        #expect(try RegexPattern("yes|y").matchesWhole("YES"))
        #expect(try !RegexPattern("ye").matchesWhole("yes"))
        #expect(try RegexPattern("a*").matchesWhole(""))
    }

    @Test func caseIsKeptWhenAsked() throws {
        #expect(try !RegexPattern("food", ignoresCase: false).matches("FOOD"))
        #expect(try RegexPattern("[^a]", ignoresCase: true).matches("A") == false)
        #expect(try RegexPattern("(?i)food", ignoresCase: false).matches("FOOD"))
    }

    @Test func invalidBytesAreSearchedAsThemselves() throws {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62]
        #expect(try RegexPattern("a.b").matches(bytes[...]))
        #expect(try !RegexPattern("a[a-z]b").matches(bytes[...]))
    }

    /// Malformed patterns, each refused as hledger refuses it.
    @Test(arguments: ["[", "(a", "a)", "*a", "a**", "a+?", "a{2}{3}", "a{2,1}", "[z-a]", "a|", "(|a)", "a\\",
                      "a(?i)", "(?:a)", "[[:nope:]]", "a{1"])
    func malformedPatternsAreRefused(pattern: String) {
        #expect(throws: RegexError.invalid) { try RegexPattern(pattern) }
    }
}
