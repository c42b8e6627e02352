import Testing
import TrackModel

/// PostingList against Array<Posting> as the reference: every operation is done
/// on both and the contents compared. Postings are told apart by location.
@Suite struct PostingListTests {
    static func posting(_ n: Int) -> Posting {
        Posting(
            account: AccountID(rawValue: UInt32(n)), amount: Amount(Quantity(n), .none),
            location: SourceLocation(offset: UInt32(n)))
    }

    static func postings(_ count: Int, from start: Int = 0) -> [Posting] {
        (start..<start + count).map(posting)
    }

    static func keys(_ postings: some Sequence<Posting>) -> [UInt32] {
        postings.map(\.location.offset)
    }

    static func check(_ list: PostingList, _ array: [Posting], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(keys(list) == keys(array), sourceLocation: sourceLocation)
        #expect(list.count == array.count, sourceLocation: sourceLocation)
        #expect(list.isEmpty == array.isEmpty, sourceLocation: sourceLocation)
        #expect(list.startIndex == 0, sourceLocation: sourceLocation)
        #expect(list.endIndex == array.count, sourceLocation: sourceLocation)
        #expect(Array(list.indices) == Array(array.indices), sourceLocation: sourceLocation)
        for i in array.indices {
            #expect(list[i].location == array[i].location, sourceLocation: sourceLocation)
            #expect(list[i].amount == array[i].amount, sourceLocation: sourceLocation)
            #expect(list[i].account == array[i].account, sourceLocation: sourceLocation)
        }
        #expect(keys(list.reversed()) == keys(array.reversed()), sourceLocation: sourceLocation)
    }

    static let sizes = [0, 1, 2, 3, 10]

    @Test(arguments: sizes)
    func initializers(count: Int) {
        let array = Self.postings(count)
        Self.check(PostingList(array), array)
        Self.check(PostingList(array.lazy.map { $0 }), array)
        Self.check(PostingList(AnySequence(array)), array)
        var appended = PostingList()
        for p in array { appended.append(p) }
        Self.check(appended, array)
    }

    @Test func arrayLiteral() {
        let a = Self.posting(1), b = Self.posting(2), c = Self.posting(3)
        Self.check([], [])
        Self.check([a], [a])
        Self.check([a, b], [a, b])
        Self.check([a, b, c], [a, b, c])
    }

    @Test(arguments: sizes)
    func append(count: Int) {
        var list = PostingList(Self.postings(count))
        var array = Self.postings(count)
        for n in 100..<105 {
            list.append(Self.posting(n))
            array.append(Self.posting(n))
            Self.check(list, array)
        }
        list.append(contentsOf: Self.postings(3, from: 200))
        array.append(contentsOf: Self.postings(3, from: 200))
        Self.check(list, array)
    }

    @Test(arguments: sizes)
    func subscriptSet(count: Int) {
        var list = PostingList(Self.postings(count))
        var array = Self.postings(count)
        for i in array.indices {
            list[i] = Self.posting(500 + i)
            array[i] = Self.posting(500 + i)
            Self.check(list, array)
        }
        for i in array.indices {
            list[i].amount = Amount(Quantity(-i), .none)
            array[i].amount = Amount(Quantity(-i), .none)
            list[i].amountOrigin = .inferred
        }
        Self.check(list, array)
        #expect(list.allSatisfy { $0.amountOrigin == .inferred })
    }

    @Test(arguments: sizes)
    func insertAtEveryPosition(count: Int) {
        for position in 0...count {
            var list = PostingList(Self.postings(count))
            var array = Self.postings(count)
            list.insert(Self.posting(900), at: position)
            array.insert(Self.posting(900), at: position)
            Self.check(list, array)
            list.insert(Self.posting(901), at: 0)
            array.insert(Self.posting(901), at: 0)
            Self.check(list, array)
        }
    }

    @Test(arguments: sizes)
    func removals(count: Int) {
        var list = PostingList(Self.postings(count))
        var array = Self.postings(count)
        list.removeAll()
        array.removeAll()
        Self.check(list, array)
        list.append(Self.posting(7))
        array.append(Self.posting(7))
        Self.check(list, array)

        list = PostingList(Self.postings(count))
        array = Self.postings(count)
        list.removeAll(keepingCapacity: true)
        Self.check(list, [])

        list = PostingList(Self.postings(count))
        array = Self.postings(count)
        list.removeAll { $0.location.offset % 2 == 1 }
        array.removeAll { $0.location.offset % 2 == 1 }
        Self.check(list, array)

        list = PostingList(Self.postings(count))
        array = Self.postings(count)
        while !array.isEmpty {
            let i = array.count / 2
            #expect(list.remove(at: i).location == array.remove(at: i).location)
            Self.check(list, array)
            list.append(Self.posting(300 + array.count))
            array.append(Self.posting(300 + array.count))
            list.removeLast()
            array.removeLast()
            Self.check(list, array)
        }
    }

    @Test(arguments: sizes)
    func replaceSubrangeAndSwap(count: Int) {
        var list = PostingList(Self.postings(count))
        var array = Self.postings(count)
        list.replaceSubrange(0..<min(2, count), with: Self.postings(4, from: 50))
        array.replaceSubrange(0..<min(2, count), with: Self.postings(4, from: 50))
        Self.check(list, array)
        list.replaceSubrange(1..<list.count, with: [Posting]())
        array.replaceSubrange(1..<array.count, with: [Posting]())
        Self.check(list, array)
        list = PostingList(Self.postings(count))
        array = Self.postings(count)
        if count >= 2 {
            list.swapAt(0, count - 1)
            array.swapAt(0, count - 1)
        }
        list.reverse()
        array.reverse()
        Self.check(list, array)
    }

    @Test func shrinkingBackToInlineStorageStillGrows() {
        var list = PostingList(Self.postings(3))
        var array = Self.postings(3)
        list.removeLast()
        array.removeLast()
        Self.check(list, array)
        list.append(Self.posting(40))
        array.append(Self.posting(40))
        list.append(Self.posting(41))
        array.append(Self.posting(41))
        Self.check(list, array)
        list.removeFirst(3)
        array.removeFirst(3)
        Self.check(list, array)
        list[0] = Self.posting(42)
        array[0] = Self.posting(42)
        Self.check(list, array)
    }

    @Test func isAValueType() {
        let original = PostingList(Self.postings(2))
        var copy = original
        copy[0] = Self.posting(9)
        copy.append(Self.posting(10))
        #expect(Self.keys(original) == [0, 1])
        #expect(Self.keys(copy) == [9, 1, 10])
    }

    @Test func collectionAlgorithms() {
        let list = PostingList(Self.postings(10))
        #expect(list.first?.location.offset == 0)
        #expect(list.last?.location.offset == 9)
        #expect(list.firstIndex { $0.location.offset == 4 } == 4)
        #expect(Self.keys(list[2..<5]) == [2, 3, 4])
        #expect(Self.keys(list.dropFirst(8)) == [8, 9])
        #expect(list.filter { $0.location.offset > 7 }.count == 2)
        let pair = PostingList(Self.postings(2))
        #expect(pair.last?.location.offset == 1)
        #expect(Self.keys(pair.prefix(1)) == [0])
    }
}
