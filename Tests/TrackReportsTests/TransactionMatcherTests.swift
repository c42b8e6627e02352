import Testing
@testable import TrackReports
import TrackModel
import TrackSyntax

/// `JournalDiff` pairs transactions by fingerprint, compared in full only
/// when fingerprints are equal: it must pair exactly as comparing keys of
/// strings did (`keyed`, the way it was), duplicates, collisions and names
/// that are equal as strings but not as bytes included.
@Suite struct TransactionMatcherTests {
    /// The pairing as it was: a key of strings per transaction, each new one taking the first old one of its key.
    static func keyed(old: Journal, new: Journal) -> (matches: [Int?], unmatchedOld: [Int]) {
        struct Key: Hashable {
            var date: Day, secondaryDate: Day?, status: Status, code: String, description: String
            var postings: [[String]], quantities: [Quantity]
            init(_ t: Transaction, _ j: Journal) {
                date = t.date
                secondaryDate = t.secondaryDate
                status = t.status
                code = j.string(t.code)
                description = j.string(t.description)
                postings = t.postings.map { [j.accounts.name($0.account), "\($0.kind.rawValue)", j.commodities.symbol($0.amount.commodity)] }
                quantities = t.postings.map(\.amount.quantity)
            }
        }
        var unmatched: [Key: [Int]] = [:]
        for (index, transaction) in old.transactions.enumerated() { unmatched[Key(transaction, old), default: []].append(index) }
        var matches: [Int?] = []
        for transaction in new.transactions {
            let key = Key(transaction, new)
            if var indexes = unmatched[key], !indexes.isEmpty {
                matches.append(indexes.removeFirst())
                unmatched[key] = indexes
            } else {
                matches.append(nil)
            }
        }
        return (matches, unmatched.values.flatMap { $0 }.sorted())
    }

    static func load(_ text: String) -> Journal {
        let loaded = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!)).load(text: text)
        #expect(!loaded.hasErrors, "\(loaded.errors.first?.message ?? "")")
        return loaded.journal
    }

    /// Transactions drawn from few dates, descriptions, accounts and amounts,
    /// so that many are equal or differ in one thing only (a fingerprint
    /// leaves descriptions out: those collide by design).
    static func journal(_ count: Int, seed: UInt64) -> String {
        "commodity 1,000.00 USD\n\n" + entries(count, seed: seed).joined()
    }

    /// The entries of `journal`, each ending with a blank line.
    static func entries(_ count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        // Canonically equivalent spellings: é precomposed and decomposed, the Kelvin sign and K.
        let descriptions = ["Café", "Cafe\u{301}", "Kiosk", "\u{212A}iosk", "Rent", "rent", "Rent | May", ""]
        let accounts = ["Expenses:Café", "Expenses:Cafe\u{301}", "Expenses:Food", "Assets:Bank"]
        let amounts = ["10 USD", "10.00 USD", "10.5 USD", "€3", "3 EUR", "0 USD", "-10 USD"]
        let codes = ["", "(1) ", "(01) "]
        let marks = ["", "* ", "! "]
        var entries: [String] = []
        for _ in 0..<count {
            let day = 1 + next(3)
            var text = "2026-11-0\(day)\(next(4) == 0 ? "=2026-12-01" : "") \(marks[next(3)])\(codes[next(3)])\(descriptions[next(descriptions.count)])\n"
            for _ in 0..<(1 + next(2)) {
                // Unbalanced virtual `(…)` postings differ from real ones by kind alone.
                let account = accounts[next(accounts.count)]
                text += "    \(next(5) == 0 ? "(\(account))" : account)  \(amounts[next(amounts.count)])\n"
            }
            text += "    Equity:Open\n\n"
            entries.append(text)
        }
        return entries
    }

    @Test func fingerprintsPairAsKeysOfStringsDid() {
        for seed in UInt64(1)...24 {
            // The new journal: the old one's entries, some left out, some twice, reordered, and others.
            let entries = Self.entries(60, seed: seed)
            var kept: [String] = []
            for (k, entry) in entries.enumerated() where k % 4 != 1 { kept += k % 5 == 0 ? [entry, entry] : [entry] }
            let others = Self.entries(20, seed: seed + 100)
            let old = Self.load(Self.journal(60, seed: seed))
            let new = Self.load("commodity 1,000.00 USD\n\n" + (kept.reversed() + others).joined())
            let matched = TransactionMatcher(old: old, new: new).match()
            let keyed = Self.keyed(old: old, new: new)
            #expect(matched.matches == keyed.matches, "seed \(seed)")
            #expect(matched.unmatchedOld == keyed.unmatchedOld, "seed \(seed)")
            // Both kinds of outcome occur: the journals share some transactions, not all.
            #expect(keyed.matches.contains { $0 != nil } && keyed.matches.contains(nil), "seed \(seed)")
        }
    }

    /// Versions of a journal mostly keep their order: the old transaction
    /// after the last one taken is tried first. Taken that way, it must still
    /// be the first equal one: duplicates and entries left out, put in and
    /// moved make it not so.
    @Test func inOrderVersionsPairAsKeysOfStringsDid() {
        for seed in UInt64(1)...24 {
            let entries = Self.entries(60, seed: seed)
            let others = Self.entries(20, seed: seed + 100)
            var kept: [String] = []
            for (k, entry) in entries.enumerated() where k % 7 != 3 {
                kept.append(entry)
                if k % 9 == 0 { kept.append(others[k % others.count]) }
                if k % 11 == 0 { kept.append(entries[(k * 5) % entries.count]) }
            }
            let old = Self.load(Self.journal(60, seed: seed))
            let new = Self.load("commodity 1,000.00 USD\n\n" + kept.joined())
            let matched = TransactionMatcher(old: old, new: new).match()
            let keyed = Self.keyed(old: old, new: new)
            #expect(matched.matches == keyed.matches, "seed \(seed)")
            #expect(matched.unmatchedOld == keyed.unmatchedOld, "seed \(seed)")
        }
    }

    /// The old transaction after the last one taken is equal, but an earlier one, not taken, is equal too: that one is first.
    @Test func anEarlierEqualTransactionIsTakenBeforeTheNextInOrder() {
        let x = "2026-11-01 Kiosk\n    Expenses:Food  3 USD\n    Assets:Bank\n\n"
        let y = "2026-11-02 Rent\n    Expenses:Rent  9 USD\n    Assets:Bank\n\n"
        let old = Self.load(x + y + x)
        let new = Self.load(y + x)
        let matched = TransactionMatcher(old: old, new: new).match()
        #expect(matched.matches == [1, 0])
        #expect(matched.unmatchedOld == [2])
    }

    @Test func aJournalAgainstItselfPairsEachTransactionWithItself() {
        let journal = Self.load(Self.journal(200, seed: 7))
        let matched = TransactionMatcher(old: journal, new: journal).match()
        #expect(matched.matches == journal.transactions.indices.map { $0 })
        #expect(matched.unmatchedOld.isEmpty)
    }

    @Test func emptyJournals() {
        let empty = Self.load("")
        let some = Self.load(Self.journal(3, seed: 1))
        #expect(TransactionMatcher(old: empty, new: some).match().matches == [nil, nil, nil])
        #expect(TransactionMatcher(old: some, new: empty).match().unmatchedOld == [0, 1, 2])
    }

    /// Pairing on fingerprints alone: each new one takes the first old one of
    /// its fingerprint not taken, as pairing one at a time by a list per
    /// fingerprint does; groups in both halves of the table (the top bit set
    /// and not), duplicates, and versions in order or not.
    @Test func pairingOnFingerprintsTakesTheFirstOldOneOfItsFingerprintLeft() {
        var state: UInt64 = 11
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        for round in 0..<40 {
            // Few distinct values, so that groups have several members; half of them with the top bit set.
            let values = (0..<(1 + round % 9)).map { UInt64($0 % 2) << 63 | UInt64($0) &* 0x9E37_79B9 }
            let old = (0..<(round * 3)).map { _ in values[next(values.count)] }
            var new = round % 2 == 0 ? old : old.reversed()
            for _ in 0..<round { new.insert(values[next(values.count)], at: next(new.count + 1)) }
            for _ in 0..<(round / 3) where !new.isEmpty { new.remove(at: next(new.count)) }
            var left: [UInt64: [Int]] = [:]
            for (index, print) in old.enumerated() { left[print, default: []].append(index) }
            var expected: [Int32] = []
            for print in new {
                if let first = left[print]?.first {
                    expected.append(Int32(first))
                    left[print]?.removeFirst()
                } else {
                    expected.append(-1)
                }
            }
            let pairing = TransactionMatcher.pairedByFingerprint(old: old, new: new)
            #expect(pairing.matches == expected, "round \(round)")
            #expect(pairing.taken == old.indices.map { expected.contains(Int32($0)) }, "round \(round)")
        }
    }

    /// Transactions alike in all but their descriptions share one
    /// fingerprint: the group's pairs on fingerprints differ, and it is
    /// paired again one comparison at a time, as comparing keys did.
    @Test func aLargeGroupThatDiffersInDescriptionsIsPairedAgain() {
        let entries = (0..<150).map { "2026-11-01 Shop \($0 % 50)\n    Expenses:Food  3 USD\n    Assets:Bank\n\n" }
        var kept = entries
        kept.remove(at: 10)
        kept[20] = "2026-11-01 Another shop\n    Expenses:Food  3 USD\n    Assets:Bank\n\n"
        kept.swapAt(30, 90)
        kept.append(entries[5])
        let old = Self.load(entries.joined())
        let new = Self.load(kept.joined())
        let matched = TransactionMatcher(old: old, new: new).match()
        let keyed = Self.keyed(old: old, new: new)
        #expect(matched.matches == keyed.matches)
        #expect(matched.unmatchedOld == keyed.unmatchedOld)
        #expect(keyed.matches.filter { $0 == nil }.count == 2)
    }

    @Test(arguments: [0, 1, 8, 9, 100])
    func aFingerprintSetHoldsWhatItWasGiven(_ count: Int) {
        let prints = (0..<count).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        let set = TransactionMatcher.FingerprintSet(prints + prints.prefix(3))
        #expect(set.isEmpty == (count == 0))
        #expect(prints.allSatisfy(set.contains))
        #expect(!set.contains(1) && !set.contains(UInt64.max))
    }
}
