/// Proves that no sum a report can make of a journal's amounts overflows.
///
/// Every balance, running total, parent total or filtered total is a sum of
/// some of the postings of one commodity, at that commodity's finest scale.
/// Such a sum lies between the sum of all the negative amounts and the sum
/// of all the positive ones, so when both of those fit in a `Quantity`, no
/// report can overflow and silently drop an amount (`2e37 + 0.5` at one
/// decimal needs 39 digits). When one does not fit, the journal gets an
/// error at the posting (its account and date) where the range is passed:
/// refusing is honest, a total that lost the amount is not.
///
/// The common case is one pass of exact additions, reading transactions
/// where they lie (a `for transaction in` loop would copy each one); the
/// walk that finds the posting runs only when a sum does not fit.
struct SumRangeCheck {
    /// `sums` become `summed`, the sums of every transaction of `journal`.
    func check(_ journal: Journal, errors: inout [JournalError], sums: inout AmountSums, summed: AmountSums) {
        sums = summed
        guard !sums.fits else { return }
        // A transaction whose own amounts already failed is reported once, by that error.
        let failed = Set(errors.map(\.transactionIndex))
        exactCheck(journal, scales: sums.scales(count: journal.commodities.count), skipping: failed, errors: &errors)
    }

    /// Adds, in file order, the positive and the negative amounts of each
    /// commodity at its finest scale; the first posting whose amount does not
    /// fit is the error (one per commodity).
    private func exactCheck(_ journal: Journal, scales: [UInt8], skipping failed: Set<Int>, errors: inout [JournalError]) {
        let count = journal.commodities.count
        var positive = [Quantity](repeating: .zero, count: count)
        var negative = [Quantity](repeating: .zero, count: count)
        var reported = [Bool](repeating: false, count: count)
        // A commodity whose running balance overflowed already has its error, at the posting where it happened.
        for case .balanceOverflow(let t, let p) in errors {
            reported[Int(journal.transactions[t].postings[p].amount.commodity.rawValue)] = true
        }
        for (t, transaction) in journal.transactions.enumerated() where !failed.contains(t) {
            for (p, posting) in transaction.postings.enumerated() where posting.hasAmount {
                let amount = posting.amount
                let c = Int(amount.commodity.rawValue)
                guard !reported[c] else { continue }
                let sum = amount.quantity.rescaled(to: scales[c]).flatMap {
                    $0.isNegative ? negative[c].adding($0) : positive[c].adding($0)
                }
                guard let sum else {
                    reported[c] = true
                    errors.append(.sumOverflow(transaction: t, posting: p))
                    continue
                }
                if amount.quantity.isNegative { negative[c] = sum } else { positive[c] = sum }
            }
        }
    }
}
