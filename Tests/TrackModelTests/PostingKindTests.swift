import Testing
import TrackModel

@Suite struct PostingKindTests {
    @Test(arguments: [
        (Posting.Kind.real, "Budget:Food"), (.virtual, "(Budget:Food)"), (.balancedVirtual, "[Budget:Food]"),
    ])
    func anAccountIsWrittenInItsKindsBrackets(kind: Posting.Kind, written: String) {
        #expect(kind.written("Budget:Food") == written)
    }
}
