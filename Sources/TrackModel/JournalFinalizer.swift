/// Completes a parsed journal as hledger finalises one: infers left-out
/// amounts and conversion costs, checks that every transaction balances,
/// applies balance assignments and checks balance assertions.
///
/// Assertions and assignments run over postings in date order (a posting's
/// own `date:` when it has one), then file order: an assertion sees every
/// earlier posting to its account, including earlier postings of its own
/// transaction, and none after it.
public struct JournalFinalizer: Sendable {
    /// The fewest transactions worth a thread of their own.
    public var minimumPart: Int

    public init(minimumPart: Int = UsualTransactions.minimumPart) {
        self.minimumPart = max(1, minimumPart)
    }

    public func finalize(_ journal: inout Journal) -> [JournalError] {
        var sums = AmountSums()
        return finalize(&journal, sums: &sums)
    }

    /// `finalize`, giving the sums of the journal's amounts that it checks
    /// (`SumRangeCheck`), to check transactions appended later against. The
    /// usual transactions are balanced and summed on `workers` threads.
    public func finalize(_ journal: inout Journal, sums: inout AmountSums, workers: Int = 1) -> [JournalError] {
        var errors: [JournalError] = []
        let balancer = TransactionBalancer(commodities: journal.commodities)
        let settled = UsualTransactions.settle(
            &journal.transactions, balancer: balancer, workers: workers, minimumPart: minimumPart)
        var hasAssertions = false
        var deferred: [Bool] = []
        for i in settled.remaining {
            var assigns = false
            for p in 0..<journal.transactions[i].postings.count where journal.transactions[i].postings[p].hasAssertion {
                hasAssertions = true
                if !journal.transactions[i].postings[p].hasAmount { assigns = true }
            }
            if assigns {
                if deferred.isEmpty { deferred = [Bool](repeating: false, count: journal.transactions.count) }
                deferred[i] = true
            } else {
                balancer.balance(&journal.transactions[i], details: &journal.postingDetails, index: i, errors: &errors)
            }
        }
        if hasAssertions {
            var checker = AssertionChecker(journal: journal, balancer: balancer)
            checker.run(deferred: deferred, journal: &journal, errors: &errors)
        }
        // The others are summed after the assertions, which give assigned amounts.
        var all = settled.sums
        journal.transactions.withUnsafeBufferPointer { transactions in
            for i in settled.remaining { all.add(postingsOf: transactions.baseAddress! + i) }
        }
        SumRangeCheck().check(journal, errors: &errors, sums: &sums, summed: all)
        return errors
    }
}
