import Testing
@testable import TrackCLI
import TrackModel

/// Issue 12, item 10 (add): the edit distance behind "most similar
/// description" takes work in the product of the lengths, so it is counted
/// over the first `editedLength` characters: two 40 KB descriptions
/// (1.6 billion cells before) cost at most 200 × 200.
@Suite struct SuperLinearSimilarityTests {
    @Test func longDescriptionsAreComparedByTheirStart() {
        let a = String(repeating: "x", count: 40_000)
        let b = String(repeating: "x", count: 39_999) + "y"
        #expect(TemplateFinder.editedLength == 200)
        // Equal over the first 200 characters; different words.
        #expect(TemplateFinder.similarity(a, b) == 100)
        #expect(TemplateFinder.similarity(a, String(repeating: "z", count: 40_000)) == 0)
    }

    @Test func aLongAccountNameIsNotComparedWithAShortWord() {
        // Its distance is at least the difference in length: skipped, as it could never be suggested.
        let deep = Array(repeating: "b", count: 20_000).joined(separator: ":")
        #expect(Suggestion.closest(to: "food", among: [deep, "Food"]) == "Food")
        #expect(Suggestion.closest(to: "fod", among: [deep]) == nil)
    }
}
