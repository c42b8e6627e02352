#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

/// Pairs each transaction of a new journal with an equal one of the old
/// (`JournalDiff`): equal in what it means, its date, status, code,
/// description and postings (account, kind, amount as a value: `10` and
/// `10.00` are equal, and an amount left out counts as the one inferred).
/// Names and texts are equal as Swift strings are (canonically equivalent).
///
/// A million transactions a side made a million keys of strings and arrays
/// (12 times `wc -w`); here each transaction gets a 64-bit fingerprint of
/// the values that need no string (dates, status, each posting's account
/// and commodity by a class shared by both journals, kind and normalized
/// quantity), the old ones are chained by fingerprint in a flat table, and
/// only transactions of equal fingerprint are compared in full. A
/// fingerprint is never trusted alone, so collisions cost time, never a
/// wrong pairing.
struct TransactionMatcher {
    private let old: Journal
    private let new: Journal
    /// An account's class, by `AccountID.index`: equal for names that are equal strings, in either journal.
    private let oldAccounts: [Int32], newAccounts: [Int32]
    private let oldCommodities: [Int32], newCommodities: [Int32]

    init(old: Journal, new: Journal) {
        self.old = old
        self.new = new
        var accounts: [String: Int32] = [:]
        newAccounts = Self.classes(new.accounts.allIDs.map { new.accounts.name($0) }, &accounts)
        oldAccounts = Self.classes(old.accounts.allIDs.map { old.accounts.name($0) }, &accounts)
        var commodities: [String: Int32] = [:]
        newCommodities = Self.classes(new.commodities.allIDs.map { new.commodities.symbol($0) }, &commodities)
        oldCommodities = Self.classes(old.commodities.allIDs.map { old.commodities.symbol($0) }, &commodities)
    }

    /// Each name's class: the first number given to a name equal to it.
    private static func classes(_ names: [String], _ seen: inout [String: Int32]) -> [Int32] {
        names.map { name in
            if let known = seen[name] { return known }
            let next = Int32(seen.count)
            seen[name] = next
            return next
        }
    }

    /// For each new transaction, in order, the old one it matches, or nil:
    /// the first old transaction (in journal order) equal to it that no
    /// earlier new transaction took. Also the old transactions left, in order.
    ///
    /// Two versions of a journal mostly keep their order, so the old
    /// transaction after the last one taken is tried first: when no earlier
    /// old transaction shares its slot, it is the first one equal, if it is
    /// equal at all, and no table is looked up at random. Taken this way it
    /// stays in its chain, marked taken, and chain walks step over it.
    func match() -> (matches: [Int?], unmatchedOld: [Int]) {
        let oldCount = old.transactions.count
        let oldPrints = fingerprints(old, oldAccounts, oldCommodities)
        // Chains of old transactions by fingerprint, each in journal order: `heads` by slot, `next` by transaction.
        var slots = 1
        while slots < 2 * max(oldCount, 1) { slots <<= 1 }
        let mask = UInt64(slots - 1)
        var heads = [Int32](repeating: -1, count: slots)
        var next = [Int32](repeating: -1, count: oldCount)
        // Whether an earlier old transaction shares the slot: the one that was head before is not first.
        var firstInSlot = [Bool](repeating: true, count: oldCount)
        for index in stride(from: oldCount - 1, through: 0, by: -1) {
            let slot = Int(Self.slot(oldPrints[index], mask))
            let later = heads[slot]
            if later >= 0 { firstInSlot[Int(later)] = false }
            next[index] = later
            heads[slot] = Int32(index)
        }
        let newPrints = fingerprints(new, newAccounts, newCommodities)
        var matches = [Int?](repeating: nil, count: new.transactions.count)
        var taken = [Bool](repeating: false, count: oldCount)
        // Both journals are read front to back (mostly): their pages are given back behind.
        var oldWindow = ReadingWindow(old.sources, from: 0), newWindow = ReadingWindow(new.sources, from: 0)
        old.transactions.withUnsafeBufferPointer { olds in
            new.transactions.withUnsafeBufferPointer { news in
                // Either empty: nothing to pair.
                guard let oldBase = olds.baseAddress, let newBase = news.baseAddress else { return }
                var expected = 0
                for index in news.indices {
                    newWindow.reached(news[index].description.start)
                    let print = newPrints[index]
                    if expected < oldCount, firstInSlot[expected], !taken[expected], oldPrints[expected] == print,
                       equal(oldBase + expected, newBase + index) {
                        oldWindow.reached(olds[expected].description.start)
                        taken[expected] = true
                        matches[index] = expected
                        expected += 1
                        continue
                    }
                    let slot = Int(Self.slot(print, mask))
                    var previous: Int32 = -1
                    var candidate = heads[slot]
                    while candidate >= 0 {
                        let o = Int(candidate)
                        let matched = !taken[o] && oldPrints[o] == print && equal(oldBase + o, newBase + index)
                        if matched || taken[o] {
                            // Out of its chain (taken now, or taken on the diagonal), so later walks skip it.
                            if previous < 0 { heads[slot] = next[o] } else { next[Int(previous)] = next[o] }
                        } else {
                            previous = candidate
                        }
                        if matched {
                            oldWindow.reached(olds[o].description.start)
                            taken[o] = true
                            matches[index] = o
                            expected = o + 1
                            break
                        }
                        candidate = next[o]
                    }
                }
            }
        }
        return (matches, taken.indices.filter { !taken[$0] })
    }

    private static func slot(_ print: UInt64, _ mask: UInt64) -> UInt64 {
        (print ^ print >> 29) & mask
    }

    /// Every transaction's fingerprint, a large journal's in parts on every core.
    private func fingerprints(_ journal: Journal, _ accounts: [Int32], _ commodities: [Int32]) -> [UInt64] {
        let ranges = Parts.ranges(count: journal.transactions.count, workers: Processors.count, minimum: 50_000)
        return Parts.map(ranges) { range in Self.fingerprints(journal, range, accounts, commodities) }.flatMap { $0 }
    }

    private static func fingerprints(_ journal: Journal, _ range: Range<Int>, _ accounts: [Int32],
                                     _ commodities: [Int32]) -> [UInt64] {
        journal.transactions.withUnsafeBufferPointer { transactions in
            range.map { t in
                let transaction = transactions[t]
                var print = Self.mixed(UInt64(UInt32(bitPattern: transaction.date.daysSinceEpoch)), 0x9E37_79B9_7F4A_7C15)
                print = Self.mixed(UInt64(UInt32(bitPattern: transaction.secondaryDate?.daysSinceEpoch ?? Int32.min)), print)
                print = Self.mixed(UInt64(transaction.status.rawValue), print)
                for posting in transaction.postings {
                    let amount = posting.amount
                    let account = UInt64(UInt32(bitPattern: accounts[posting.account.index]))
                    let commodity = UInt64(UInt32(bitPattern: commodities[Int(amount.commodity.rawValue)]))
                    print = Self.mixed(account << 32 | commodity << 8 | UInt64(posting.kind.rawValue), print)
                    let quantity = amount.quantity.normalized
                    let mantissa = UInt128(bitPattern: quantity.mantissa)
                    print = Self.mixed(UInt64(truncatingIfNeeded: mantissa) ^ UInt64(quantity.scale), print)
                    print = Self.mixed(UInt64(truncatingIfNeeded: mantissa >> 64), print)
                }
                return print
            }
        }
    }

    /// One value stirred into a running fingerprint (a multiply and shifts: fast, and enough to spread dates and amounts).
    @inline(__always)
    private static func mixed(_ value: UInt64, _ print: UInt64) -> UInt64 {
        var x = (print ^ value) &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        return x &* 0x94D0_49BB_1331_11EB ^ x >> 29
    }

    /// Whether an old and a new transaction mean the same (read where they lie, not copied).
    private func equal(_ a: UnsafePointer<Transaction>, _ b: UnsafePointer<Transaction>) -> Bool {
        guard a.pointee.date == b.pointee.date, a.pointee.secondaryDate == b.pointee.secondaryDate,
              a.pointee.status == b.pointee.status, a.pointee.postings.count == b.pointee.postings.count else { return false }
        for k in 0..<a.pointee.postings.count {
            let (p, q) = (a.pointee.postings[k], b.pointee.postings[k])
            guard p.kind == q.kind, oldAccounts[p.account.index] == newAccounts[q.account.index] else { return false }
            let (x, y) = (p.amount, q.amount)
            guard oldCommodities[Int(x.commodity.rawValue)] == newCommodities[Int(y.commodity.rawValue)],
                  x.quantity == y.quantity else { return false }
        }
        return sameText(a.pointee.code, b.pointee.code) && sameText(a.pointee.description, b.pointee.description)
    }

    /// Whether two texts are equal strings: equal bytes are, different
    /// ASCII bytes are not, and anything else is compared as strings.
    private func sameText(_ a: Text, _ b: Text) -> Bool {
        let (x, y) = (old.bytes(a), new.bytes(b))
        let same = x.count == y.count && x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in
            x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
        } }
        if same { return true }
        if x.allSatisfy({ $0 < 0x80 }) && y.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: x, as: UTF8.self) == String(decoding: y, as: UTF8.self)
    }
}
