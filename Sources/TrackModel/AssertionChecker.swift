/// Running balances in date order, for balance assertions and assignments.
struct AssertionChecker {
    private var balances: [MixedAmount]
    private var children: [[AccountID]]
    /// Accounts whose running balance overflowed: reported once, never asserted on again.
    private var overflowed: Set<AccountID> = []
    private let balancer: TransactionBalancer

    init(journal: Journal, balancer: TransactionBalancer) {
        balances = [MixedAmount](repeating: MixedAmount(), count: journal.accounts.count)
        children = [[AccountID]](repeating: [], count: journal.accounts.count)
        for id in journal.accounts.allIDs {
            if let parent = journal.accounts[id].parent { children[parent.index].append(id) }
        }
        self.balancer = balancer
    }

    mutating func run(deferred: [Bool], journal: inout Journal, errors: inout [JournalError]) {
        // A transaction with assignments is one step at its date: assigning and
        // balancing it may add postings. Other postings are steps of their own.
        struct Step { let date: Day; let transaction: Int32; let posting: Int32 }
        var steps: [Step] = []
        for (t, transaction) in journal.transactions.enumerated() {
            if !deferred.isEmpty && deferred[t] {
                steps.append(Step(date: transaction.date, transaction: Int32(t), posting: -1))
                continue
            }
            for (p, posting) in transaction.postings.enumerated() {
                steps.append(Step(date: journal.date(of: posting, in: transaction), transaction: Int32(t), posting: Int32(p)))
            }
        }
        steps.sort { ($0.date, $0.transaction, $0.posting) < ($1.date, $1.transaction, $1.posting) }
        for step in steps {
            let t = Int(step.transaction)
            if step.posting >= 0 {
                process(journal.transactions[t].postings[Int(step.posting)], at: (t, Int(step.posting)),
                        details: journal.postingDetails, errors: &errors)
                continue
            }
            guard assign(transaction: t, journal: &journal, errors: &errors) else { continue }
            let postings = journal.transactions[t].postings
            var p = 0
            while p < postings.count {
                // An amount inferred in balancing counts after the transaction's assertions, as in hledger.
                if postings[p].amountOrigin == .inferred {
                    p += 1
                    continue
                }
                apply(postings[p], transaction: t, posting: p, errors: &errors)
                // A multi-commodity assignment became several postings; assert after all of them.
                var q = p + 1
                while q < postings.count, postings[q].location == postings[p].location, !postings[q].hasAssertion,
                      postings[q].amountOrigin == .assigned {
                    apply(postings[q], transaction: t, posting: q, errors: &errors)
                    q += 1
                }
                check(postings[p], transaction: t, posting: p, details: journal.postingDetails, errors: &errors)
                p = q
            }
            for p in postings.indices where postings[p].amountOrigin == .inferred {
                apply(postings[p], transaction: t, posting: p, errors: &errors)
            }
        }
    }

    private mutating func process(
        _ posting: Posting, at position: (Int, Int), details: PostingDetailsTable, errors: inout [JournalError]
    ) {
        apply(posting, transaction: position.0, posting: position.1, errors: &errors)
        check(posting, transaction: position.0, posting: position.1, details: details, errors: &errors)
    }

    /// Gives each assignment posting of transaction `t` the amount that makes
    /// its assertion true, then balances the transaction.
    /// False, with the errors, when an assignment cannot be made: the
    /// transaction is then neither balanced nor counted.
    private mutating func assign(transaction t: Int, journal: inout Journal, errors: inout [JournalError]) -> Bool {
        var transaction = journal.transactions[t]
        let errorCount = errors.count
        for p in 0..<transaction.postings.count where transaction.postings[p].hasAssertion && !transaction.postings[p].hasAmount {
            if transaction.postings[p].hasCost { errors.append(.assignmentWithCost(transaction: t, posting: p)) }
            if transaction.postings[p].hasOwnDate { errors.append(.assignmentWithDate(transaction: t, posting: p)) }
        }
        guard errors.count == errorCount else { return false }
        // Later postings of the same transaction see earlier ones.
        var local: [AccountID: MixedAmount] = [:]
        var p = 0
        while p < transaction.postings.count {
            var posting = transaction.postings[p]
            defer { p += 1 }
            guard let assertion = journal.postingDetails.assertion(of: posting), !posting.hasAmount else {
                if posting.hasAmount { local[posting.account, default: MixedAmount()].add(posting.amount) }
                continue
            }
            var current = balance(of: posting.account, includingSubaccounts: assertion.includesSubaccounts)
            for (account, sum) in local
            where account == posting.account || (assertion.includesSubaccounts && isDescendant(account, of: posting.account)) {
                current.add(sum)
            }
            var amounts: [Amount] = []
            let target = assertion.amount
            // With a cost (`= 3 A @ 2 B`), as in hledger: the balance so far
            // in A is taken out, and the asserted amount comes in at that cost.
            let costed = assertion.cost.map { _ in current.quantity(of: target.commodity) }
            if let costed {
                if !costed.isZero, let n = costed.negated() { amounts.append(Amount(n, target.commodity)) }
            } else {
                guard let diff = target.quantity.subtracting(current.quantity(of: target.commodity)) else {
                    errors.append(.overflow(transaction: t, posting: p))
                    continue
                }
                amounts.append(Amount(diff, target.commodity))
            }
            if assertion.isTotal {
                for other in current.amounts where other.commodity != target.commodity && !other.isZero {
                    if let n = other.negated() { amounts.append(n) }
                }
                // A zero difference in the asserted commodity adds nothing beside the others.
                if amounts.count > 1 && amounts[0].isZero { amounts.removeFirst() }
            }
            if costed != nil { amounts.append(target) }
            let costIndex = costed != nil ? amounts.count - 1 : -1
            posting.amount = amounts[0]
            posting.amountOrigin = .assigned
            if costIndex == 0 { journal.postingDetails.update(&posting) { $0.cost = assertion.cost } }
            transaction.postings[p] = posting
            local[posting.account, default: MixedAmount()].add(amounts[0])
            for (offset, amount) in amounts.dropFirst().enumerated() {
                var extra = journal.postingDetails.duplicate(posting)
                extra.amount = amount
                journal.postingDetails.update(&extra) {
                    $0.assertion = nil
                    $0.cost = offset + 1 == costIndex ? assertion.cost : nil
                }
                transaction.postings.insert(extra, at: p + 1 + offset)
                local[posting.account, default: MixedAmount()].add(amount)
            }
            p += amounts.count - 1
        }
        balancer.balance(&transaction, details: &journal.postingDetails, index: t, errors: &errors)
        journal.transactions[t] = transaction
        return true
    }

    private mutating func apply(_ posting: Posting, transaction t: Int, posting p: Int, errors: inout [JournalError]) {
        guard posting.hasAmount else { return }
        if !balances[posting.account.index].add(posting.amount), overflowed.insert(posting.account).inserted {
            errors.append(.balanceOverflow(transaction: t, posting: p))
        }
    }

    private func check(
        _ posting: Posting, transaction t: Int, posting p: Int, details: PostingDetailsTable, errors: inout [JournalError]
    ) {
        guard let assertion = details.assertion(of: posting) else { return }
        // Its balance is not known exactly: the overflow was the error to report.
        guard !overflowed.contains(posting.account) else { return }
        let actual = balance(of: posting.account, includingSubaccounts: assertion.includesSubaccounts)
        let commodity = assertion.amount.commodity
        let actualQuantity = actual.quantity(of: commodity)
        var unexpected = MixedAmount()
        if assertion.isTotal {
            for other in actual.amounts where other.commodity != commodity && !other.isZero {
                unexpected.add(other)
            }
        }
        if actualQuantity != assertion.amount.quantity || !unexpected.amounts.isEmpty {
            errors.append(.assertionFailed(AssertionFailure(
                transaction: t, posting: p, account: posting.account, commodity: commodity,
                asserted: assertion.amount.quantity, actual: actualQuantity,
                unexpected: unexpected, assertion: assertion)))
        }
    }

    private func balance(of account: AccountID, includingSubaccounts: Bool) -> MixedAmount {
        guard includingSubaccounts else { return balances[account.index] }
        var total = MixedAmount()
        var stack = [account]
        while let next = stack.popLast() {
            total.add(balances[next.index])
            stack.append(contentsOf: children[next.index])
        }
        return total
    }

    private func isDescendant(_ account: AccountID, of ancestor: AccountID) -> Bool {
        var stack = children[ancestor.index]
        while let next = stack.popLast() {
            if next == account { return true }
            stack.append(contentsOf: children[next.index])
        }
        return false
    }
}
