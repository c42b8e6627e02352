import Testing
import TrackModel

struct SuggestionTests {
    @Test(arguments: [
        ("", "", 0),
        ("", "abc", 3),
        ("abc", "", 3),
        ("flat", "flat", 0),
        ("flatt", "flat", 1),  // insertion
        ("fat", "flat", 1),  // deletion
        ("flut", "flat", 1),  // substitution
        ("flta", "flat", 1),  // neighbours swapped
        ("kitten", "sitting", 3),
        ("ca", "abc", 3),  // optimal string alignment: no edit after a swap
        ("Flat", "flat", 1),  // case-sensitive
        ("支出:餐飯", "支出:餐飲", 1),  // counted in characters, not bytes
        ("e\u{301}", "e", 1),  // é decomposed is one character
    ])
    func editDistance(_ a: String, _ b: String, is expected: Int) {
        #expect(Suggestion.editDistance(a, b) == expected)
        #expect(Suggestion.editDistance(b, a) == expected)
    }

    @Test(arguments: [
        ("flatt", ["file", "flat"], "flat"),
        ("balanse", ["register", "balance", "print"], "balance"),
        ("regsiter", ["register", "balance"], "register"),
        ("FLAT", ["flat"], "flat"),  // case is ignored
        ("b", ["B"], "B"),
        ("Expenses:Fod", ["expenses:food", "expenses:fuel"], "expenses:food"),
        ("支出:餐飯", ["資産:現金", "支出:餐飲"], "支出:餐飲"),
        ("bat", ["cat", "hat"], "cat"),  // a tie goes to the earlier candidate
        ("bat", ["hat", "cat"], "hat"),
        ("cum", ["cumulative", "historical"], "cumulative"),  // unique prefix
        ("val", ["value", "vat"], "vat"),  // a close match beats a prefix
        ("abcdefghijkl", ["abcdefghwxyz"], "abcdefghwxyz"),  // 12 characters allow 4 edits
    ] as [(String, [String], String?)])
    func closest(to word: String, among candidates: [String], is expected: String?) {
        #expect(Suggestion.closest(to: word, among: candidates) == expected)
    }

    @Test(arguments: [
        ("xyz", ["flat", "tree"]),
        ("z", ["b", "f"]),  // a one-letter word needs an exact match
        ("ab", ["cd"]),  // nothing of the word would be kept
        ("abcdefghijkl", ["abcdefgvwxyz"]),  // 5 edits is too many
        ("b", ["begin", "budget"]),  // ambiguous prefix
        ("", ["a"]),
        ("flat", []),
    ])
    func noSuggestion(for word: String, among candidates: [String]) {
        #expect(Suggestion.closest(to: word, among: candidates) == nil)
    }

    @Test func nearestAreTheClosestFewInOrder() {
        let names = ["Dining", "Rent", "Fuel", "Bills", "Fun"]
        #expect(Suggestion.nearest(to: "fuun", among: names) == ["Fun", "Fuel", "Rent"])
        #expect(Suggestion.nearest(to: "FUUN", among: names, count: 5) == ["Fun", "Fuel", "Rent", "Dining", "Bills"])  // a tie in the names' order
        #expect(Suggestion.nearest(to: "fuun", among: names, within: 1) == ["Fun"])
        #expect(Suggestion.nearest(to: "fuun", among: names, count: 1) == ["Fun"])
        #expect(Suggestion.nearest(to: "xyz", among: names, within: 2) == [])
        #expect(Suggestion.nearest(to: "fun", among: []) == [])
    }
}
