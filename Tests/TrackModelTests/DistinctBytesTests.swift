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

    /// Byte order: a string before those it starts, the empty one first, UTF-8 by code point.
    @Test func theOrderIsTheBytesOrder() {
        var set = DistinctBytes()
        set.reserveCapacity(bytes: 64, strings: 8)
        for name in ["b", "ab", "a", "", "é", "z", "abc", "B"] { set.insert(Array(name.utf8)) }
        let order = set.sortedOrder()
        var names: [String] = []
        set.forEach(in: order) { names.append(String(decoding: $0, as: UTF8.self)) }
        #expect(names == ["", "B", "a", "ab", "abc", "b", "z", "é"])
        #expect(set.sorted { String(decoding: $0, as: UTF8.self) } == names)
        #expect(order.count == 8 && Set(order) == Set(0..<8))
    }

    @Test func theStringsStayWhenTheIndexIsLetGo() {
        var set = DistinctBytes()
        for n in 0..<100 { set.insert(Array("payee \(n)".utf8)) }
        set.keepingStringsOnly()
        var names: [String] = []
        set.forEach { names.append(String(decoding: $0, as: UTF8.self)) }
        #expect(names == (0..<100).map { "payee \($0)" })
        #expect(set.count == 100 && set.isASCII)
    }

    @Test func noStringsSortToNothing() {
        let set = DistinctBytes()
        #expect(set.sortedOrder().isEmpty)
        var one = DistinctBytes()
        one.insert([])
        #expect(one.sortedOrder() == [0])
    }

    /// Sorted in parts on several threads and merged: the order one sort gives.
    @Test(arguments: [1, 2, 3, 5])
    func partsSortAsOneSort(workers: Int) {
        var set = DistinctBytes()
        for n in 0..<2_000 { set.insert(Array("payee \((n * 7_919) % 2_003) \(n % 3 == 0 ? "é" : "")".utf8)) }
        set.insert([])
        let one = set.sortedOrder(workers: 1)
        #expect(set.sortedOrder(workers: workers, minimumPart: 100) == one)
        var names: [[UInt8]] = []
        set.forEach(in: one) { names.append(Array($0)) }
        #expect(names == names.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(Set(one).count == set.count)
    }
}
