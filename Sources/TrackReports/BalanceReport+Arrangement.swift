import TrackModel

/// hledger's `--invert`, `-S/--sort-amount` and `-%/--percent`, applied to
/// a built report: they change how rows are shown, never which postings count.
extension BalanceReport {
    /// Every amount and total negated (`--invert`): income shown positive.
    public func inverted() -> BalanceReport {
        var report = self
        func negate(_ amount: MixedAmount) -> MixedAmount { amount.negated() ?? amount }
        report.rows = rows.map { row in
            var row = row
            row.amounts = row.amounts.map(negate)
            return row
        }
        report.totals = totals.map(negate)
        return report
    }

    /// Each amount as a percentage of its column's total (`-%`), in the
    /// commodity `percent` (hledger shows them as amounts of `%`). An amount
    /// or a total in more than one commodity, or a total of zero, has no
    /// percentage and is left out.
    public func percentages(in percent: CommodityID) -> BalanceReport {
        var report = self
        func share(_ amount: MixedAmount, of total: MixedAmount) -> MixedAmount {
            let whole = total.removingZeros().amounts, part = amount.removingZeros().amounts
            guard whole.count == 1, part.count <= 1, let base = whole.first else { return MixedAmount() }
            guard let first = part.first else { return MixedAmount(Amount(Quantity(0), percent)) }
            guard first.commodity == base.commodity, let ratio = ReportMath.quotient(first.quantity, base.quantity),
                  let value = ratio.multiplied(by: Quantity(100)) else { return MixedAmount() }
            return MixedAmount(Amount(value, percent))
        }
        report.rows = rows.map { row in
            var row = row
            row.amounts = row.amounts.indices.map { share(row.amounts[$0], of: totals[$0]) }
            return row
        }
        report.totals = totals.map { share($0, of: $0) }
        return report
    }

    /// Rows by their total, largest first (`-S`); in a tree, siblings are
    /// sorted and each keeps its subaccounts below it. `negative` sorts by
    /// the negated total, as hledger does for the sections of `is` and `bs`
    /// whose balances are normally negative. Ties keep account order.
    public func sortedByAmount(negative: Bool = false) -> BalanceReport {
        var report = self
        let keys = rows.map { row -> MixedAmount in negative ? (row.total.negated() ?? row.total) : row.total }
        report.rows = Self.sortSiblings(Array(rows.indices)[...], rows: rows, keys: keys).map { rows[$0] }
        return report
    }

    /// `indices`: a run of rows at one level with their subtrees after each.
    private static func sortSiblings(_ indices: ArraySlice<Int>, rows: [Row], keys: [MixedAmount]) -> [Int] {
        guard let first = indices.first else { return [] }
        let level = rows[first].indent
        var groups: [(head: Int, below: ArraySlice<Int>)] = []
        var position = indices.startIndex
        while position < indices.endIndex {
            let head = indices[position]
            var end = position + 1
            while end < indices.endIndex, rows[indices[end]].indent > level { end += 1 }
            groups.append((head, indices[(position + 1)..<end]))
            position = end
        }
        let sorted = groups.enumerated().sorted { a, b in
            let order = compare(keys[a.element.head], keys[b.element.head])
            return order == 0 ? a.offset < b.offset : order > 0
        }
        return sorted.flatMap { [$0.element.head] + sortSiblings($0.element.below, rows: rows, keys: keys) }
    }

    /// Compares two amounts commodity by commodity in commodity order (one
    /// commodity in the common case): -1, 0 or 1.
    static func compare(_ a: MixedAmount, _ b: MixedAmount) -> Int {
        let commodities = Set(a.commodities + b.commodities).sorted()
        for commodity in commodities {
            let x = a.quantity(of: commodity), y = b.quantity(of: commodity)
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }
}
