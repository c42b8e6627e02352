import TrackModel

/// Matching postings in date order with a running total: `track register`.
///
/// Postings are ordered as hledger orders them: by the date they count on
/// (a posting's own `date:` moves it away from its transaction), then file
/// order. Rows are produced one at a time (`forEachRow`), so a million-posting
/// register needs no million-row array; the running total is updated in place.
public struct RegisterReport: Sendable {
    public struct Row {
        public var transactionIndex: Int
        public var postingIndex: Int
        public var posting: Posting
        /// The account shown, after depth clipping.
        public var account: AccountID
        /// The posting's own date when it has one, else its transaction's.
        public var date: Day
        public var amount: Amount
        /// The rest of an amount in several commodities (left out and
        /// inferred, or assigned), which the journal holds as one posting per
        /// commodity and hledger shows as one row, its amounts stacked, a
        /// commodity once, in display order: empty for every other row.
        public var moreAmounts: [Amount] = []
        /// The sum of this and every earlier row.
        public var total: MixedAmount
        /// True when the row before is from another transaction (or there is
        /// none): where hledger shows the description, and the date.
        public var startsTransaction: Bool
    }

    public let journal: Journal
    public let filter: PostingFilter
    /// Rows before this date are summed into the starting total, not shown (hledger's -H).
    public let historicalStart: Day?
    /// Clip account names to this depth (the posting's account is replaced by its ancestor).
    public let depth: Int?
    /// hledger's `--related`: instead of the matching postings, the other
    /// postings of their transactions (what the money went to or came from),
    /// each once, in date order.
    public let related: Bool
    /// hledger's `--invert`: every amount (and so the running total) negated.
    public var inverted = false

    public init(journal: Journal, filter: PostingFilter, historicalStart: Day? = nil, depth: Int? = nil,
                related: Bool = false) {
        self.journal = journal
        self.filter = filter
        self.historicalStart = historicalStart
        self.depth = depth
        self.related = related
    }

    /// How many transactions have a row: `register --count`.
    public func transactionCount() -> Int {
        var counted = [Bool](repeating: false, count: journal.transactions.count)
        var count = 0
        forEachRow { row in
            if !counted[row.transactionIndex] {
                counted[row.transactionIndex] = true
                count += 1
            }
        }
        return count
    }

    /// Transaction indices in date order, file order among equal dates.
    public static func dateOrder(_ transactions: [Transaction]) -> [Int] {
        var sorted = true
        for i in transactions.indices.dropFirst() where transactions[i].date < transactions[i - 1].date {
            sorted = false
            break
        }
        if sorted { return Array(transactions.indices) }
        return transactions.indices.sorted {
            (transactions[$0].date, $0) < (transactions[$1].date, $1)
        }
    }

    /// A posting whose own date differs from its transaction's, in the order it is shown.
    fileprivate struct Displaced: Comparable, Sendable {
        var date: Day
        var transaction: Int
        var posting: Int

        static func < (a: Displaced, b: Displaced) -> Bool {
            (a.date, a.transaction, a.posting) < (b.date, b.transaction, b.posting)
        }
    }

    /// Every row, in order.
    public func forEachRow(_ body: (Row) -> Void) {
        let plan = walkPlan()
        var state = WalkState()
        forEachRow(plan, in: 0..<plan.count, from: &state, body)
    }

    /// What a walk over the rows works out once: the date order, the
    /// postings dated apart, the accounts at the depth shown, and with
    /// `--related` the transactions that have a matching posting. Threads
    /// walking spans of the rows share one.
    public struct WalkPlan: Sendable {
        fileprivate let order: [Int]
        fileprivate let displaced: [Displaced]
        fileprivate let clip: [AccountID]?
        fileprivate let hasMatch: [Bool]?
        /// `matchMasks` of every transaction, when worked out before the walk.
        fileprivate let matches: [UInt64]?

        /// How many positions (transactions in date order) the walk has.
        public var count: Int { order.count }

        /// The transaction at `position` of the date order.
        public func transaction(at position: Int) -> Int { order[position] }
    }

    /// What the next row needs from the rows before it.
    public struct WalkState: Sendable {
        /// The sum of every earlier row.
        public var total = MixedAmount()
        /// The transaction of the last row; -1 before the first.
        public var previousTransaction = -1

        public init(total: MixedAmount = MixedAmount(), previousTransaction: Int = -1) {
            self.total = total
            self.previousTransaction = previousTransaction
        }
    }

    /// The plan of a walk; with `matches` (`matchMasks` of every
    /// transaction), a walk tests no posting against the filter, so that
    /// threads walking a register several times test each posting once.
    public func walkPlan(matches: [UInt64]? = nil) -> WalkPlan {
        let transactions = journal.transactions
        let clip: [AccountID]? = depth.map { depth in
            journal.accounts.allIDs.map { journal.accounts.ancestor(of: $0, atDepth: max(depth, 1)) }
        }
        var reading = FilterReading(filter, in: journal)
        let hasMatch: [Bool]? = related
            ? matches.map { $0.map { $0 != 0 } } ?? transactions.map { t in
                reading.reached(t.source.start)
                return t.postings.contains { filter.matches(t, $0) }
            }
            : nil
        return WalkPlan(order: RegisterReport.dateOrder(transactions), displaced: displacedPostings(), clip: clip,
                        hasMatch: hasMatch, matches: matches)
    }

    /// Which postings of the transactions at `indices` the filter matches:
    /// bit p of a transaction's mask for its posting p. Nil when one has
    /// more than 64 postings (the walk then asks the filter).
    public func matchMasks(_ indices: Range<Int>) -> [UInt64]? {
        var masks: [UInt64] = []
        masks.reserveCapacity(indices.count)
        var reading = FilterReading(filter, in: journal, from: indices.isEmpty ? 0 : journal.transactions[indices.lowerBound].source.start)
        for t in indices {
            let transaction = journal.transactions[t]
            reading.reached(transaction.source.start)
            guard transaction.postings.count <= 64 else { return nil }
            var mask: UInt64 = 0
            for (p, posting) in transaction.postings.enumerated() where filter.matches(transaction, posting) {
                mask |= 1 << UInt64(p)
            }
            masks.append(mask)
        }
        return masks
    }

    /// The rows of the transactions at `positions` of the date order (with
    /// the postings dated apart that fall among them; the last span also
    /// takes those dated after every transaction), continuing from `state`.
    /// Spans walked one after the other from the state each leaves give the
    /// rows of one whole walk, so threads can walk spans of a register at
    /// once when they know the state each starts from. `positions` is empty
    /// only when the plan is.
    public func forEachRow(_ plan: WalkPlan, in positions: Range<Int>, from state: inout WalkState,
                           _ body: (Row) -> Void) {
        let transactions = journal.transactions
        let order = plan.order, displaced = plan.displaced, clip = plan.clip, hasMatch = plan.hasMatch
        let masks = plan.matches
        // Asked once: each question to the filter copies it, and a posting's transaction.
        let matchesAll = filter.isAny

        func matches(_ t: Int, _ q: Int, _ posting: Posting) -> Bool {
            if let masks { return masks[t] >> UInt64(q) & 1 != 0 }
            return matchesAll || filter.matches(transactions[t], posting)
        }
        // Postings are read in place (`let postings = transactions[t].postings` copies the list, two postings inline).
        func postingAt(_ t: Int, _ p: Int) -> Posting { transactions[t].postings[p] }
        var nextDisplaced = positions.lowerBound == 0 ? 0 : firstDisplaced(plan, before: positions.lowerBound - 1)
        // One row, changed in place for each posting: the running total
        // lives in it (handed back to `state` at the end), so that showing a
        // row neither retains nor releases the total's storage, and
        // `moreAmounts` keeps its buffer.
        var row = Row(transactionIndex: -1, postingIndex: 0,
                      posting: Posting(account: AccountID(rawValue: 0), amount: nil, location: SourceLocation(offset: 0)),
                      account: AccountID(rawValue: 0), date: Day(year: 1970, month: 1, day: 1)!, amount: Amount(.zero, CommodityID.none),
                      total: state.total, startsTransaction: false)
        state.total = MixedAmount()
        defer { state.total = row.total }

        /// The row of the posting at `p` (`posting`) and of the parts of its amount that follow it.
        func visit(_ t: Int, _ count: Int, _ p: Int, _ posting: Posting, date: Day) {
            // The parts after the first of one amount in several commodities are shown on the first part's row.
            if p > 0, posting.continuesSplitAmount(after: postingAt(t, p - 1)) { return }
            var shown: Int?
            if !row.moreAmounts.isEmpty { row.moreAmounts.removeAll(keepingCapacity: true) }
            var q = p
            var part = posting
            while true {
                if let hasMatch {
                    // A related posting is one that does not match, in a transaction that has one that does.
                    if hasMatch[t], !matches(t, q, part) { record(part, at: q, &shown) }
                } else if matches(t, q, part) {
                    record(part, at: q, &shown)
                }
                q += 1
                guard q < count else { break }
                let next = postingAt(t, q)
                guard next.continuesSplitAmount(after: part) else { break }
                part = next
            }
            guard let first = shown else { return }
            if let start = historicalStart, date < start { return }
            let posting = first == p ? posting : postingAt(t, first)
            var amount = inverted ? posting.amount.negated() ?? posting.amount : posting.amount
            if !row.moreAmounts.isEmpty {
                // As hledger shows one amount: a commodity once, in display order.
                var parts = MixedAmount()
                for part in [amount] + row.moreAmounts { _ = parts.add(part) }
                let sorted = parts.removingZeros().amounts.sorted { journal.commodities.areInDisplayOrder($0.commodity, $1.commodity) }
                amount = sorted.first ?? Amount(.zero, amount.commodity)
                row.moreAmounts = Array(sorted.dropFirst())
            }
            row.transactionIndex = t
            row.postingIndex = first
            row.posting = posting
            row.account = clip?[posting.account.index] ?? posting.account
            row.date = date
            row.amount = amount
            row.startsTransaction = t != state.previousTransaction
            body(row)
            state.previousTransaction = t
        }

        /// A posting dated apart, at its own date.
        func visit(_ d: Displaced) {
            visit(d.transaction, transactions[d.transaction].postings.count, d.posting, postingAt(d.transaction, d.posting),
                  date: d.date)
        }

        /// Adds a shown posting's amount to the total; the first becomes the row's posting, the others its `moreAmounts`.
        func record(_ posting: Posting, at index: Int, _ shown: inout Int?) {
            // Exact zeros are never shown: dropping them keeps each row's work to what the total holds.
            let amount = inverted ? posting.amount.negated() ?? posting.amount : posting.amount
            row.total.addRemovingZero(amount)
            if shown == nil { shown = index } else { row.moreAmounts.append(amount) }
        }

        for position in positions {
            let t = order[position]
            let date = transactions[t].date
            while nextDisplaced < displaced.count,
                  (displaced[nextDisplaced].date, displaced[nextDisplaced].transaction) < (date, t) {
                visit(displaced[nextDisplaced])
                nextDisplaced += 1
            }
            let count = transactions[t].postings.count
            for p in 0..<count {
                let posting = postingAt(t, p)
                if posting.hasOwnDate, journal.date(of: posting, in: transactions[t]) != date { continue }
                visit(t, count, p, posting, date: date)
            }
        }
        guard positions.upperBound == order.count else { return }
        while nextDisplaced < displaced.count {
            visit(displaced[nextDisplaced])
            nextDisplaced += 1
        }
    }

    /// How many postings dated apart come before the transaction at `position`
    /// of the date order: those a walk has shown once it has shown that transaction.
    private func firstDisplaced(_ plan: WalkPlan, before position: Int) -> Int {
        let t = plan.order[position]
        let key = (journal.transactions[t].date, t)
        var low = 0, high = plan.displaced.count
        while low < high {
            let mid = (low + high) / 2
            if (plan.displaced[mid].date, plan.displaced[mid].transaction) < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Postings dated apart from their transaction, sorted by date, then file order.
    private func displacedPostings() -> [Displaced] {
        let transactions = journal.transactions
        var result: [Displaced] = []
        for t in transactions.indices {
            for p in 0..<transactions[t].postings.count where transactions[t].postings[p].hasOwnDate {
                let date = journal.date(of: transactions[t].postings[p], in: transactions[t])
                if date != transactions[t].date { result.append(Displaced(date: date, transaction: t, posting: p)) }
            }
        }
        return result.sorted()
    }
}
