/// Makes one transaction balance as hledger does: infers the amount left out,
/// infers a conversion cost between two commodities, and checks that the
/// real postings, and separately the `[balanced virtual]` ones, sum to zero.
///
/// A sum counts as zero when each commodity rounds to zero at its display
/// precision (hledger's tolerance): with `$` shown at 2 places, a residual of
/// `$0.004` balances. Costs convert first: `-5 EUR @ 0.8733 GBP` counts as
/// `-4.3665 GBP`.
public struct TransactionBalancer: Sendable {
    public let commodities: CommodityTable

    public init(commodities: CommodityTable) {
        self.commodities = commodities
    }

    /// Balances `transaction` in place (inferred costs go to `details`);
    /// appends what is wrong to `errors`. Postings with a balance assignment
    /// must have their amounts already.
    public func balance(
        _ transaction: inout Transaction, details: inout PostingDetailsTable, index: Int, errors: inout [JournalError]
    ) {
        if balanceUsual(&transaction) { return }
        for group in [Posting.Kind.real, .balancedVirtual] {
            balance(group: group, of: &transaction, details: &details, index: index, errors: &errors)
        }
    }

    /// Balances the usual transaction (see `fastPath`) in place and says so;
    /// any other is left untouched, for `balance`. Touches nothing shared, so
    /// threads may balance different transactions at once.
    func balanceUsual(_ transaction: inout Transaction) -> Bool {
        guard let fast = fastPath(transaction) else { return false }
        if let missing = fast.missing, let negated = fast.sum.negated() {
            var posting = transaction.postings[missing]
            posting.amount = Amount(negated, fast.commodity)
            posting.amountOrigin = .inferred
            transaction.postings[missing] = posting
            return true
        }
        return fast.missing == nil && isZero(fast.sum, fast.commodity)
    }

    /// The usual transaction: real postings in one commodity, no costs, no
    /// balance assertions (those wait for the walk in order), at most one
    /// amount left out. Summed without allocating, the transaction borrowed
    /// where it lies (a copy would retain and release its arrays).
    private func fastPath(_ t: borrowing Transaction) -> (sum: Quantity, commodity: CommodityID, missing: Int?)? {
        var sum = Quantity.zero
        var commodity: CommodityID?
        var missing: Int?
        var index = 0
        var usual = true
        t.postings.forEachPosting { posting in
            guard usual else { return }
            defer { index += 1 }
            guard posting.kind == .real, posting.parts.isDisjoint(with: [.cost, .assertion]) else {
                usual = false
                return
            }
            guard posting.hasAmount else {
                if missing != nil { usual = false }
                missing = index
                return
            }
            let amount = posting.amount
            guard let c = commodity else {
                commodity = amount.commodity
                sum = amount.quantity
                return
            }
            guard c == amount.commodity, let s = sum.adding(amount.quantity) else {
                usual = false
                return
            }
            sum = s
        }
        guard usual, let c = commodity else { return nil }
        return (sum, c, missing)
    }

    private func balance(
        group: Posting.Kind, of t: inout Transaction, details: inout PostingDetailsTable, index: Int,
        errors: inout [JournalError]
    ) {
        let members = t.postings.indices.filter { t.postings[$0].kind == group }
        guard !members.isEmpty else { return }
        let missing = members.filter { !t.postings[$0].hasAmount }
        if missing.count > 1 {
            errors.append(.tooManyMissingAmounts(transaction: index, group: group, postings: missing))
            return
        }
        guard var sum = costedSum(of: members, in: t, details) else {
            errors.append(.overflow(transaction: index, posting: nil))
            return
        }
        if let m = missing.first {
            infer(posting: m, from: sum, in: &t, details: &details, errors: &errors, index: index)
            return
        }
        if !isZero(sum) {
            inferConversionCost(members: members, in: &t, details: &details)
            guard let recomputed = costedSum(of: members, in: t, details) else {
                errors.append(.overflow(transaction: index, posting: nil))
                return
            }
            sum = recomputed
        }
        // A sale written as ledger and beancount write it, `-25 GLD {63.10 USD} @ 62.59 USD`,
        // balances at the lot's cost: `{…}` is what the units cost, `@` what they sold for.
        if !isZero(sum), let atLotCost = costedSum(of: members, in: t, details, atLotCost: true), isZero(atLotCost) {
            return
        }
        if !isZero(sum) {
            errors.append(.unbalanced(transaction: index, group: group, residual: sum.removingZeros()))
        }
    }

    /// The sum of the members' amounts, each at cost when it has one; with
    /// `atLotCost`, a sale (a negative quantity) with a lot price at that price.
    private func costedSum(of members: [Int], in t: Transaction, _ details: PostingDetailsTable,
                           atLotCost: Bool = false) -> MixedAmount? {
        var sum = MixedAmount()
        for i in members where t.postings[i].hasAmount {
            let posting = t.postings[i]
            var amount = posting.amount
            let lotPrice = atLotCost && amount.quantity.isNegative && posting.parts.contains(.lot) ? details[posting].lot?.price : nil
            if let cost = lotPrice ?? details.cost(of: posting) {
                guard let total = cost.total(for: amount.quantity) else { return nil }
                amount = total
            }
            guard sum.add(amount) else { return nil }
        }
        return sum
    }

    /// Gives the posting with no amount the negated sum of the others; a sum in
    /// several commodities becomes one posting per commodity, as ledger does.
    private func infer(posting m: Int, from sum: MixedAmount, in t: inout Transaction,
                       details: inout PostingDetailsTable, errors: inout [JournalError], index: Int) {
        guard let negated = sum.removingZeros().negated() else {
            errors.append(.overflow(transaction: index, posting: m))
            return
        }
        let amounts = negated.amounts.sorted { commodities.areInDisplayOrder($0.commodity, $1.commodity) }
        var template = t.postings[m]
        template.amountOrigin = .inferred
        template.amount = amounts.first ?? Amount(.zero, .none)
        t.postings[m] = template
        for (offset, amount) in amounts.dropFirst().enumerated() {
            var extra = details.duplicate(template)
            extra.amount = amount
            t.postings.insert(extra, at: m + 1 + offset)
        }
    }

    /// hledger's conversion inference: when the members' plain amounts (no
    /// costs written) sum to exactly two commodities, the postings in the
    /// first of them get the cost that makes the transaction balance —
    /// `@@ total` when there is one such posting, else a unit price.
    private func inferConversionCost(members: [Int], in t: inout Transaction, details: inout PostingDetailsTable) {
        var plain = MixedAmount()
        for i in members {
            guard !t.postings[i].hasCost else { return }
            guard plain.add(t.postings[i].amount) else { return }
        }
        let nonzero = plain.removingZeros()
        // Two sums of the same sign cannot be a conversion (hledger: "all have the same sign").
        guard nonzero.amounts.count == 2, nonzero.amounts[0].quantity.isNegative != nonzero.amounts[1].quantity.isNegative
        else { return }
        let commoditiesInSum = Set(nonzero.commodities)
        guard let first = members.first(where: { commoditiesInSum.contains(t.postings[$0].amount.commodity) })
        else { return }
        let from = t.postings[first].amount.commodity
        guard let target = nonzero.amounts.first(where: { $0.commodity != from }),
              let fromTotal = nonzero.amounts.first(where: { $0.commodity == from })?.quantity,
              let targetMagnitude = target.quantity.magnitude
        else { return }
        let fromPostings = members.filter { t.postings[$0].amount.commodity == from }
        if fromPostings.count == 1 {
            details.update(&t.postings[first]) { $0.cost = Cost(.total, Amount(targetMagnitude, target.commodity)) }
            return
        }
        let scale = max(2, min(Int(Quantity.maximumScale), Int(displayPrecision(from) ?? 0) + Int(displayPrecision(target.commodity) ?? 0) + 8))
        guard let fromMagnitude = fromTotal.magnitude,
              let unit = targetMagnitude.divided(by: fromMagnitude, scale: UInt8(scale))
        else { return }
        for i in fromPostings {
            details.update(&t.postings[i]) { $0.cost = Cost(.perUnit, Amount(unit, target.commodity)) }
        }
    }

    private func displayPrecision(_ commodity: CommodityID) -> UInt8? {
        commodities.style(commodity)?.precision
    }

    /// Zero at the commodity's display precision; exactly zero when it has none.
    func isZero(_ quantity: Quantity, _ commodity: CommodityID) -> Bool {
        if quantity.isZero { return true }
        guard let precision = displayPrecision(commodity), precision < quantity.scale else { return false }
        return quantity.rounded(toScale: precision)?.isZero ?? false
    }

    func isZero(_ sum: MixedAmount) -> Bool {
        sum.amounts.allSatisfy { isZero($0.quantity, $0.commodity) }
    }
}
