import TrackModel

/// Every plan of a journal with its progress on a day, from one walk over
/// the postings: deposits into the plans' accounts or tagged `plan:NAME`,
/// and, for `percent` and `round-up` plans, the income and expenses of each
/// checkpoint's interval.
public struct PlanBook: Sendable {
    public let plans: [PlanProgress]

    public init(journal: Journal, plans: JournalPlans, today: Day) {
        let entries = plans.entries
        // The plan each account's postings are deposits to (its own or an ancestor's).
        var byAccount = [Int?](repeating: nil, count: journal.accounts.count)
        for (i, entry) in entries.enumerated() {
            for id in journal.accounts.allIDs where id == entry.account || journal.accounts.isAncestor(entry.account, of: id) {
                byAccount[id.index] = i
            }
        }
        var byName: [String: Int] = [:]
        for (i, entry) in entries.enumerated() { byName[entry.plan.name] = i }
        var windows: [[DateSpan]] = entries.map { (try? $0.plan.flowWindows()) ?? [] }
        for i in entries.indices where !entries[i].plan.method.followsPostings { windows[i] = [] }
        var flows: [[Quantity]] = windows.map { Array(repeating: .zero, count: $0.count) }
        let flowPlans = entries.indices.filter { !windows[$0].isEmpty }
        var deposits: [[(Day, Quantity)]] = Array(repeating: [], count: entries.count)
        let planTag = Array("plan".utf8)

        // Read where they lie (a copy would retain each one's arrays); a mapped
        // file's pages, which tags are read from, are given back behind the walk.
        var window = ReadingWindow(journal.sources, from: 0)
        journal.transactions.withUnsafeBufferPointer { transactions in
            for transaction in transactions.indices.lazy.map({ transactions.baseAddress! + $0 }) {
                window.reached(transaction.pointee.source.start)
                let transactionPlan = Self.taggedPlan(transaction.pointee.tags, journal: journal, tag: planTag, byName: byName)
                for posting in transaction.pointee.postings {
                    let amount = posting.amount
                    var plan = byAccount[posting.account.index]
                    if plan == nil, posting.parts.contains(.comment) {
                        plan = Self.taggedPlan(journal.postingDetails.tags(of: posting), journal: journal, tag: planTag,
                                               byName: byName)
                    }
                    if plan == nil { plan = transactionPlan.flatMap { amount.quantity.isPositive ? $0 : nil } }
                    if let plan, amount.commodity == entries[plan].plan.target.commodity {
                        deposits[plan].append((journal.date(of: posting, in: transaction.pointee), amount.quantity))
                    }
                    guard !flowPlans.isEmpty else { continue }
                    let type = journal.accounts.type(of: posting.account)?.basic
                    guard type == .revenue || type == .expense else { continue }
                    let day = journal.date(of: posting, in: transaction.pointee)
                    for i in flowPlans where amount.commodity == entries[i].plan.target.commodity {
                        guard let k = Self.window(containing: day, in: windows[i]) else { continue }
                        let flow = entries[i].plan.method == .percent
                            ? (type == .revenue ? amount.quantity.negated() : nil)
                            : (type == .expense ? Self.roundUp(amount.quantity, to: entries[i].plan.unit ?? Quantity(1)) : nil)
                        if let flow, let sum = flows[i][k].adding(flow) { flows[i][k] = sum }
                    }
                }
            }
        }
        self.plans = entries.enumerated().map { i, entry in
            let checkpoints = (try? entry.plan.schedule(flows: flows[i])) ?? []
            return PlanProgress(plan: entry.plan, account: entry.account, today: today, checkpoints: checkpoints, deposits: deposits[i])
        }
    }

    public func plan(named name: String) -> PlanProgress? { plans.first { $0.plan.name == name } }

    /// What rounding `expense` up to the next multiple of `unit` saves: 4.30 to 5 saves 0.70.
    static func roundUp(_ expense: Quantity, to unit: Quantity) -> Quantity? {
        guard expense.isPositive, unit.isPositive, let units = expense.divided(by: unit, scale: 0),
              let down = unit.multiplied(by: units) else { return nil }
        // `units` is rounded to the nearest: step to the multiple at or above the expense.
        let up = down >= expense ? down : down.adding(unit)
        return up?.subtracting(expense)
    }

    private static func window(containing day: Day, in windows: [DateSpan]) -> Int? {
        var low = 0, high = windows.count
        while low < high {
            let mid = (low + high) / 2
            if let end = windows[mid].end, end <= day { low = mid + 1 } else { high = mid }
        }
        guard low < windows.count, windows[low].contains(day) else { return nil }
        return low
    }

    private static func taggedPlan(_ tags: [Tag], journal: Journal, tag: [UInt8], byName: [String: Int]) -> Int? {
        guard !tags.isEmpty else { return nil }
        // A name of another length is not `plan`: its bytes are not read.
        for t in tags where t.name.length == UInt32(tag.count) && journal.bytes(t.name).elementsEqual(tag) {
            if let plan = byName[journal.string(t.value)] { return plan }
        }
        return nil
    }
}
