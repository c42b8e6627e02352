/// The first pass of `JournalFinalizer`: balances the usual transactions
/// (`TransactionBalancer.balanceUsual`: one commodity, no costs, no
/// assertions) and sums their amounts, on several threads when the journal
/// is large; the others are left, in order, to the serial pass.
///
/// Balancing a usual transaction reads only its own postings and writes only
/// them, and sums add up the same in any order (`AmountSums.add`), so the
/// result is the one a single walk gives.
public enum UsualTransactions {
    struct Settled {
        /// The amounts of the transactions balanced here.
        var sums = AmountSums()
        /// The indices of the others, in order.
        var remaining: [Int] = []
    }

    /// Below this many transactions a part is not worth a thread.
    public static let minimumPart = 20_000

    static func settle(
        _ transactions: inout [Transaction], balancer: TransactionBalancer, workers: Int, minimumPart: Int
    ) -> Settled {
        let ranges = Parts.ranges(count: transactions.count, workers: workers, minimum: minimumPart)
        return transactions.withUnsafeMutableBufferPointer { buffer -> Settled in
            guard let base = buffer.baseAddress else { return Settled() }
            // Each part balances only the transactions of its own range.
            let address = UInt(bitPattern: base)
            let results = Parts.map(ranges) { range in
                settle(UnsafeMutablePointer<Transaction>(bitPattern: address)!, range, balancer: balancer)
            }
            var settled = results[0]
            for part in results.dropFirst() {
                settled.sums.add(part.sums)
                settled.remaining += part.remaining
            }
            return settled
        }
    }

    private static func settle(
        _ transactions: UnsafeMutablePointer<Transaction>, _ range: Range<Int>, balancer: TransactionBalancer
    ) -> Settled {
        var settled = Settled()
        for i in range {
            let transaction = transactions + i
            // A transaction with a balance assertion is not usual: it waits for the serial pass.
            if balancer.balanceUsual(&transaction.pointee) {
                settled.sums.add(postingsOf: transaction)
            } else {
                settled.remaining.append(i)
            }
        }
        return settled
    }
}
