import TrackModel

/// Pairs each transaction of a new journal with an equal one of the old
/// (`JournalDiff`): equal in what it means, its date, status, code,
/// description and postings (account, kind, amount as a value: `10` and
/// `10.00` are equal, and an amount left out counts as the one inferred).
/// Names and texts are equal as Swift strings are (canonically equivalent).
///
/// Each new transaction takes the first old transaction (in journal order)
/// equal to it that no earlier new transaction took. Equal transactions have
/// equal fingerprints (`TransactionFingerprints`: 64 bits of the values that
/// need no string), so this pairing happens within each group of equal
/// fingerprint: there the k-th new transaction takes the k-th old one,
/// whenever the group's transactions are all equal. That is how they are
/// paired first, on fingerprints alone, touching no transaction
/// (`pairedByFingerprint`); every pair is then compared in full on every
/// core (`groupsWithDifferences`), and only a group in which a pair differs
/// (a fingerprint shared by transactions that differ, descriptions say) is
/// paired again one comparison at a time (`repair`). A fingerprint is never
/// trusted alone, so collisions cost time, never a wrong pairing.
struct TransactionMatcher {
    private let old: Journal
    private let new: Journal
    private let equality: TransactionEquality

    init(old: Journal, new: Journal) {
        self.old = old
        self.new = new
        equality = TransactionEquality(old: old, new: new)
    }

    /// For each new transaction, in order, the old one it matches, or nil.
    /// Also the old transactions left, in order.
    func match() -> (matches: [Int?], unmatchedOld: [Int]) {
        let prints = TransactionFingerprints(old: old, new: new, equality: equality)
        var pairing = Self.pairedByFingerprint(old: prints.old, new: prints.new)
        let differing = groupsWithDifferences(pairing.matches, newPrints: prints.new)
        if !differing.isEmpty { repair(differing, &pairing, prints) }
        let matches = pairing.matches.map { $0 < 0 ? nil : Int($0) }
        return (matches, pairing.taken.indices.filter { !pairing.taken[$0] })
    }

    /// Which old transaction each new one takes (-1 for none), and which are taken.
    struct Pairing {
        var matches: [Int32]
        var taken: [Bool]
    }

    /// Each new transaction paired with the first old one of its
    /// fingerprint not taken before: the pairing, if equal fingerprints
    /// meant equal transactions. Arrays of fingerprints only.
    ///
    /// Two versions of a journal mostly keep their order, so the old
    /// transaction after the last one taken is tried first, when it is the
    /// first of its fingerprint (then nothing before it can be taken
    /// instead), and no table is looked up at random. Otherwise the new
    /// transaction takes the first old one of its group not taken: the
    /// members taken are always the first ones of their group (the first
    /// member on the diagonal, or the first left), so a group's head skips them.
    static func pairedByFingerprint(old oldPrints: [UInt64], new newPrints: [UInt64]) -> Pairing {
        let oldCount = oldPrints.count
        var groups = FingerprintGroups(oldPrints)
        var pairing = Pairing(matches: [Int32](repeating: -1, count: newPrints.count),
                              taken: [Bool](repeating: false, count: oldCount))
        var expected = 0
        for (index, print) in newPrints.enumerated() {
            if expected < oldCount, groups.isFirst[expected], !pairing.taken[expected], oldPrints[expected] == print {
                pairing.taken[expected] = true
                pairing.matches[index] = Int32(expected)
                expected += 1
                continue
            }
            guard let o = groups.takeFirst(print, skipping: pairing.taken) else { continue }
            pairing.taken[o] = true
            pairing.matches[index] = Int32(o)
            expected = o + 1
        }
        return pairing
    }

    /// The old transactions by fingerprint: for each fingerprint, its first
    /// member not yet passed over, the members of a group linked in journal
    /// order (`next`). Two open-addressing tables, split by the top bit of
    /// the fingerprint, built side by side; each entry is 32 bits of its
    /// fingerprint and a member, whose whole fingerprint `prints` holds.
    struct FingerprintGroups {
        private struct Entry {
            var tag: UInt32
            /// A member of the group, never empty once set: the last stays, taken, when all are.
            var head: Int32
        }
        /// The value of `head` in a slot no fingerprint has; probing stops there.
        private static let empty: Int32 = -1
        private var tables: [[Entry]]
        private var next: [Int32]
        private let mask: Int
        private let prints: [UInt64]
        /// Whether no earlier old transaction has the same fingerprint.
        private(set) var isFirst: [Bool]

        init(_ prints: [UInt64]) {
            self.prints = prints
            // Each half holds about half the transactions: a load of one half at most.
            var size = 1
            while size < max(prints.count, 1) { size <<= 1 }
            let slots = size, mask = size - 1
            self.mask = mask
            // Each half from the last transaction, so that each group's head ends as its first member;
            // a member met with a later one of its group is noted, to link them after.
            let halves = Parts.map(count: 2) { half in
                var table = [Entry](repeating: Entry(tag: 0, head: Self.empty), count: slots)
                var links: [(index: Int32, later: Int32)] = []
                for index in stride(from: prints.count - 1, through: 0, by: -1) where prints[index] >> 63 == half {
                    let slot = Self.slot(of: prints[index], in: table, prints, mask)
                    if table[slot].head != Self.empty { links.append((Int32(index), table[slot].head)) }
                    table[slot] = Entry(tag: Self.tag(prints[index]), head: Int32(index))
                }
                return (table, links)
            }
            tables = halves.map(\.0)
            next = [Int32](repeating: -1, count: prints.count)
            isFirst = [Bool](repeating: true, count: prints.count)
            for (index, later) in halves.flatMap(\.1) {
                next[Int(index)] = later
                isFirst[Int(later)] = false
            }
        }

        private static func tag(_ print: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: print >> 32) }

        /// The slot of `print` in `table`: its group's, or the empty slot where it would go.
        private static func slot(of print: UInt64, in table: [Entry], _ prints: [UInt64], _ mask: Int) -> Int {
            let tag = tag(print)
            var slot = Int(truncatingIfNeeded: print ^ print >> 29) & mask
            while table[slot].head != empty, table[slot].tag != tag || prints[Int(table[slot].head)] != print {
                slot = (slot + 1) & mask
            }
            return slot
        }

        /// The first member of `print`'s group not `taken`, passed over from
        /// now on with those before it; nil when none is left.
        mutating func takeFirst(_ print: UInt64, skipping taken: [Bool]) -> Int? {
            let half = Int(print >> 63)
            let slot = Self.slot(of: print, in: tables[half], prints, mask)
            var head = Int(tables[half][slot].head)
            guard head >= 0 else { return nil }
            while taken[head] {
                guard next[head] >= 0 else {
                    tables[half][slot].head = Int32(head)
                    return nil
                }
                head = Int(next[head])
            }
            tables[half][slot].head = next[head] >= 0 ? next[head] : Int32(head)
            return head
        }
    }

    /// The fingerprints of the pairs whose transactions differ, each once,
    /// compared in full on every core. Each part walks its new transactions
    /// and their pairs front to back, giving the pages of both files back behind it.
    private func groupsWithDifferences(_ matches: [Int32], newPrints: [UInt64]) -> FingerprintSet {
        let ranges = Parts.ranges(count: matches.count, workers: Processors.count, minimum: 50_000)
        return FingerprintSet(Parts.map(ranges) { range in differences(in: range, matches, newPrints) }.joined())
    }

    /// The fingerprints of the pairs of `range`'s new transactions that differ.
    private func differences(in range: Range<Int>, _ matches: [Int32], _ newPrints: [UInt64]) -> [UInt64] {
        var differing: [UInt64] = []
        old.withTextBytes { oldTexts in
            new.withTextBytes { newTexts in
                old.transactions.withUnsafeBufferPointer { olds in
                    new.transactions.withUnsafeBufferPointer { news in
                        guard let oldBase = olds.baseAddress, let newBase = news.baseAddress, !range.isEmpty else { return }
                        var newWindow = ReadingWindow(new.sources, from: news[range.lowerBound].source.start)
                        var oldWindow: ReadingWindow?
                        for index in range where matches[index] >= 0 {
                            let o = Int(matches[index])
                            newWindow.reached(news[index].source.start)
                            if oldWindow == nil { oldWindow = ReadingWindow(old.sources, from: olds[o].source.start) }
                            oldWindow?.reached(olds[o].source.start)
                            if !equality.equal(oldBase + o, newBase + index, oldTexts, newTexts) { differing.append(newPrints[index]) }
                        }
                    }
                }
            }
        }
        return differing
    }

    /// Pairs the transactions of the `differing` fingerprints again, one
    /// comparison at a time: each new one (in order) takes the first old one
    /// of its fingerprint, not taken, that is equal to it. No other
    /// transaction can pair with them, so the rest of the pairing stands.
    private func repair(_ differing: FingerprintSet, _ pairing: inout Pairing, _ prints: TransactionFingerprints) {
        // Each group's members in journal order; their pairs on fingerprints undone.
        var olds: [UInt64: [Int]] = [:], news: [UInt64: [Int]] = [:]
        for (index, print) in prints.old.enumerated() where differing.contains(print) {
            olds[print, default: []].append(index)
            pairing.taken[index] = false
        }
        for (index, print) in prints.new.enumerated() where differing.contains(print) {
            news[print, default: []].append(index)
            pairing.matches[index] = -1
        }
        old.withTextBytes { oldTexts in
            new.withTextBytes { newTexts in
                old.transactions.withUnsafeBufferPointer { oldTransactions in
                    new.transactions.withUnsafeBufferPointer { newTransactions in
                        guard let oldBase = oldTransactions.baseAddress, let newBase = newTransactions.baseAddress else { return }
                        for (print, newMembers) in news {
                            // The old members not taken yet, in order, linked by `following`: one taken leaves the list.
                            let members = olds[print] ?? []
                            var following = Array(1...max(1, members.count))
                            var first = members.isEmpty ? -1 : 0
                            for n in newMembers {
                                var previous = -1, k = first
                                while k >= 0, k < members.count {
                                    if equality.equal(oldBase + members[k], newBase + n, oldTexts, newTexts) {
                                        pairing.matches[n] = Int32(members[k])
                                        pairing.taken[members[k]] = true
                                        if previous < 0 { first = following[k] } else { following[previous] = following[k] }
                                        break
                                    }
                                    previous = k
                                    k = following[k]
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A few fingerprints, asked about for every transaction: sorted, looked
    /// through in place (no hashing of each one asked about).
    struct FingerprintSet {
        private let sorted: [UInt64]

        init<S: Sequence>(_ prints: S) where S.Element == UInt64 {
            sorted = Array(Set(prints)).sorted()
        }

        var isEmpty: Bool { sorted.isEmpty }

        func contains(_ print: UInt64) -> Bool {
            if sorted.count <= 8 { return sorted.contains(print) }
            var low = 0, high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[mid] < print { low = mid + 1 } else { high = mid }
            }
            return low < sorted.count && sorted[low] == print
        }
    }
}
