import TrackModel

/// Every transaction's fingerprint, of two journals compared by
/// `TransactionMatcher`: 64 bits of the values that need no string (dates,
/// status, each posting's kind, account and commodity by class, and its
/// quantity normalized), so that equal transactions have equal fingerprints.
/// Codes and descriptions are left out: reading them would fault in the
/// pages of both files once more, and most transactions differ in amounts or dates.
struct TransactionFingerprints {
    let old: [UInt64]
    let new: [UInt64]

    init(old oldJournal: Journal, new newJournal: Journal, equality names: TransactionEquality) {
        // Both journals' parts at once, on every core.
        let workers = Processors.count
        let oldRanges = Parts.ranges(count: oldJournal.transactions.count, workers: workers, minimum: 50_000)
        let newRanges = Parts.ranges(count: newJournal.transactions.count, workers: workers, minimum: 50_000)
        let parts = Parts.map(count: oldRanges.count + newRanges.count) { k in
            k < oldRanges.count
                ? Self.fingerprints(oldJournal, oldRanges[k], names.oldAccounts, names.oldCommodities)
                : Self.fingerprints(newJournal, newRanges[k - oldRanges.count], names.newAccounts, names.newCommodities)
        }
        old = Array(parts[..<oldRanges.count].joined())
        new = Array(parts[oldRanges.count...].joined())
    }

    private static func fingerprints(_ journal: Journal, _ range: Range<Int>, _ accounts: [Int32],
                                     _ commodities: [Int32]) -> [UInt64] {
        journal.transactions.withUnsafeBufferPointer { transactions in
            range.map { t in
                let transaction = transactions.baseAddress! + t
                var print = mixed(UInt64(UInt32(bitPattern: transaction.pointee.date.daysSinceEpoch)), 0x9E37_79B9_7F4A_7C15)
                print = mixed(UInt64(UInt32(bitPattern: transaction.pointee.secondaryDate?.daysSinceEpoch ?? Int32.min)), print)
                print = mixed(UInt64(transaction.pointee.status.rawValue), print)
                transaction.pointee.postings.forEachPosting { posting in
                    let amount = posting.amount
                    let account = UInt64(UInt32(bitPattern: accounts[posting.account.index]))
                    let commodity = UInt64(UInt32(bitPattern: commodities[Int(amount.commodity.rawValue)]))
                    print = mixed(account << 32 | commodity << 8 | UInt64(posting.kind.rawValue), print)
                    let quantity = amount.quantity.normalized
                    let mantissa = UInt128(bitPattern: quantity.mantissa)
                    print = mixed(UInt64(truncatingIfNeeded: mantissa) ^ UInt64(quantity.scale), print)
                    print = mixed(UInt64(truncatingIfNeeded: mantissa >> 64), print)
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
}
