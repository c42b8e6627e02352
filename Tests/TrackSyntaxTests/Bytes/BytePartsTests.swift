import Testing
@testable import TrackSyntax

@Suite struct BytePartsTests {
    /// Round after round of parts, the first far larger than a block: each
    /// part's bytes arrive whole and in order, none left from a block's last use.
    @Test func handsEveryPartOverInOrderOverManyRounds() {
        let sink = CollectedBytes()
        let big = String(repeating: "x", count: 300_000)
        ByteParts.write(count: 1_000, size: 7, to: sink) { range, block in
            for i in range { block.append(contentsOf: i == 0 ? big : "\(i),") }
        }
        let expected = big + (1..<1_000).map { "\($0)," }.joined()
        #expect(String(decoding: sink.bytes, as: UTF8.self) == expected)
    }
}
