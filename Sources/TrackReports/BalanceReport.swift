import TrackModel

/// Account balances, one column per period: `track balance` and `balance -M`.
///
/// In tree mode each row holds its subaccounts' amounts too, and a parent
/// with one shown child and no postings of its own is folded into the child's
/// name (`assets:bank:checking` on one line), as hledger does. In flat mode
/// each row holds only its own postings, except accounts clipped by `depth`,
/// which hold their subaccounts'.
public struct BalanceReport: Sendable {
    public struct Row: Sendable {
        public var account: AccountID
        /// The name as shown: the full name in flat mode, the name below the
        /// shown parent in tree mode (`bank:checking`).
        public var displayName: String
        /// How many shown ancestors the row has (0 in flat mode).
        public var indent: Int
        /// One amount per column.
        public var amounts: [MixedAmount]

        /// The sum of the row's columns (hledger's row total; it means
        /// little for balances, which hledger then leaves out).
        public var total: MixedAmount { .sum(amounts) }

        /// The row's columns averaged: the total divided by the number of columns.
        public var average: MixedAmount { total.divided(by: amounts.count) }
    }

    public enum Accumulation: Sendable {
        /// Each column shows the change in its period.
        case change
        /// Each column shows the change from the report start to its end.
        case cumulative
        /// Each column shows the balance at its end, including everything before.
        case historical
    }

    public struct Options: Sendable {
        public var flat = false
        public var depth: Int?
        public var showEmpty = false
        /// The columns; one unbounded column when nil.
        public var columns: [DateSpan]?
        public var accumulation = Accumulation.change
        /// Amounts in one currency (`-X`); `.periodEnd` values each column at its last day.
        public var valuation: Valuation?
        /// `-B`: postings with a cost count as their cost.
        public var atCost = false

        public init(flat: Bool = false, depth: Int? = nil, showEmpty: Bool = false,
                    columns: [DateSpan]? = nil, accumulation: Accumulation = .change, valuation: Valuation? = nil) {
            self.flat = flat
            self.depth = depth
            self.showEmpty = showEmpty
            self.columns = columns
            self.accumulation = accumulation
            self.valuation = valuation
        }
    }

    public var columns: [DateSpan]
    public var rows: [Row]
    /// One total per column.
    public var totals: [MixedAmount]
    /// With a valuation: the rates used and the commodities that had none.
    public var valuation: ValuationSummary?

    /// The sum of the column totals.
    public var grandTotal: MixedAmount { .sum(totals) }

    /// The column totals averaged.
    public var totalsAverage: MixedAmount { grandTotal.divided(by: totals.count) }

    public init(columns: [DateSpan], rows: [Row], totals: [MixedAmount]) {
        self.columns = columns
        self.rows = rows
        self.totals = totals
    }
}

extension BalanceReport {
    public init(journal: Journal, filter: PostingFilter, options: Options = Options()) {
        self = BalanceSums(journal: journal, filter: filter, options: options).report(options: options)
    }

    private static func isZero(_ amounts: ArraySlice<MixedAmount>) -> Bool {
        amounts.allSatisfy(\.isZero)
    }

    static func flatRows(
        _ accounts: AccountTable, _ order: AccountOrder, _ own: [MixedAmount], _ width: Int,
        _ hasPostings: [Bool], _ options: Options
    ) -> [Row] {
        let shown = accounts.allIDs.filter { id in
            let amounts = own[(id.index * width)..<(id.index * width + width)]
            return options.showEmpty ? hasPostings[id.index] : !isZero(amounts)
        }
        return order.sorted(shown).map { id in
            Row(account: id, displayName: accounts.name(id), indent: 0,
                amounts: Array(own[(id.index * width)..<(id.index * width + width)]))
        }
    }

    static func treeRows(
        _ accounts: AccountTable, _ order: AccountOrder, _ own: [MixedAmount], _ width: Int,
        _ hasPostings: [Bool], _ options: Options
    ) -> [Row] {
        let count = accounts.count
        // Inclusive sums: children are interned after their parents, so walk ids backwards.
        var inclusive = own
        var hasPostingsBelow = hasPostings
        for id in accounts.allIDs.reversed() {
            guard let parent = accounts[id].parent else { continue }
            for c in 0..<width { inclusive[parent.index * width + c].add(inclusive[id.index * width + c]) }
            if hasPostingsBelow[id.index] { hasPostingsBelow[parent.index] = true }
        }
        let maxDepth = options.depth ?? Int.max
        var shown = [Bool](repeating: false, count: count)
        for id in accounts.allIDs where accounts[id].depth <= maxDepth {
            let amounts = inclusive[(id.index * width)..<(id.index * width + width)]
            let visible = options.showEmpty ? hasPostingsBelow[id.index] : !isZero(amounts)
            if visible {
                for ancestor in accounts.lineage(of: id) { shown[ancestor.index] = true }
            }
        }
        var shownChildren = [Int](repeating: 0, count: count)
        for id in accounts.allIDs where shown[id.index] {
            if let parent = accounts[id].parent { shownChildren[parent.index] += 1 }
        }
        // A shown parent with one shown child and nothing of its own folds into the child.
        func isFolded(_ id: AccountID) -> Bool {
            guard shownChildren[id.index] == 1 else { return false }
            if options.showEmpty && hasPostings[id.index] { return false }
            return isZero(own[(id.index * width)..<(id.index * width + width)])
        }
        var rows: [Row] = []
        for id in order.sorted(accounts.allIDs.filter { shown[$0.index] }) where !isFolded(id) {
            // Folded parents just above join the name (`bank:checking`); above the
            // first shown parent they belong to that parent's name, not this one's.
            var name = String(accounts[id].leafName)
            var indent = 0
            var ancestor = accounts[id].parent
            while let a = ancestor {
                if isFolded(a) {
                    if indent == 0 { name = String(accounts[a].leafName) + ":" + name }
                } else {
                    indent += 1
                }
                ancestor = accounts[a].parent
            }
            rows.append(Row(account: id, displayName: name, indent: indent,
                            amounts: Array(inclusive[(id.index * width)..<(id.index * width + width)])))
        }
        return rows
    }
}
