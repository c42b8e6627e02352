import Testing
import TrackModel

/// `DistinctBytes` holds each byte string once, by its exact bytes: what
/// `stats` counts payees with.
@Suite struct DistinctBytesTests {
    @Test func equalBytesAreHeldOnce() {
        var set = DistinctBytes()
        let added = ["Noodle Bar", "Noodle Bar", "Noodle bar", "Noodle Ba", "", ""].map { set.insert(Array($0.utf8)) }
        #expect(added == [true, false, true, true, true, false])
        #expect(set.count == 4)
    }

    /// Many strings, past every growth of the index, each added once.
    @Test func manyStringsAreCountedExactly() {
        var set = DistinctBytes()
        var added = 0
        for _ in 0..<3 {
            for n in 0..<5_000 where set.insert(Array("payee \(n)".utf8)) { added += 1 }
        }
        #expect(added == 5_000)
        #expect(set.count == 5_000)
    }

    @Test func aUnionAddsWhatTheOtherHolds() {
        var a = DistinctBytes(), b = DistinctBytes()
        for name in ["Market", "Power Co", "Rent"] { a.insert(Array(name.utf8)) }
        for name in ["Rent", "Cinema", "", "Market"] { b.insert(Array(name.utf8)) }
        a.formUnion(b)
        #expect(a.count == 5)
        let again = ["Cinema", "", "Power Co"].map { a.insert(Array($0.utf8)) }
        #expect(again == [false, false, false])
    }
}
