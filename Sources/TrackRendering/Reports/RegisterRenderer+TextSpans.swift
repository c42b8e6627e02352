import TrackModel
import TrackReports
import TrackSyntax

/// What the text register needs from the rows before a point of the walk.
struct TextWalkState: Sendable {
    var walk = RegisterReport.WalkState()
    /// The last row's date, which decides whether the next row shows its date.
    var previousDate: Day?
    /// How many rows came before (`--average` divides by them).
    var rows = 0
}

/// What one span's rows show, whatever came before them.
struct SpanMeasure: Sendable {
    /// The span's amounts summed from zero.
    var sum = MixedAmount()
    var amountWidth = 0
    /// The `AccountCells.key`s of the accounts its rows show, each once.
    var shownAccounts: [Int] = []
    /// The last row's transaction, or -1 when the span has no row.
    var lastTransaction = -1
    var lastDate: Day?
    var rows = 0
}

/// The text register's walk on every core. The rows are cut into parts
/// (`partSize` transactions in date order each) and the parts into spans,
/// one per thread:
///
/// 0. which postings the filter matches, on every core;
/// 1. each span is walked from a zero total: the amounts' widths, the
///    accounts shown, the span's sum, its last row;
/// 2. the sums, added in order, give each span's starting total, and each
///    span is walked again from it: the totals' widths, and the state at the
///    start of each of its parts. A span's end must be, amount for amount
///    and digit for digit, the next span's start as the sums made it; where
///    it is not (a total that came back to zero forgets its decimals, a sum
///    that overflowed was skipped), the next span is walked again from the
///    end, one span after the other, as one thread would;
/// 3. each part is written from its state, on every core (`ByteParts`).
struct TextSpans: Sendable {
    let renderer: RegisterRenderer
    let amounts: AmountBytes
    let plan: RegisterReport.WalkPlan
    let partSize: Int
    let parts: Int
    let partsPerSpan: Int
    let spans: Int

    init(renderer: RegisterRenderer, amounts: AmountBytes, partSize: Int, spans wanted: Int) {
        self.renderer = renderer
        self.amounts = amounts
        plan = renderer.report.walkPlan(matches: Self.matches(renderer.report))
        self.partSize = max(1, partSize)
        parts = max(1, (plan.count + self.partSize - 1) / self.partSize)
        partsPerSpan = (parts + max(1, wanted) - 1) / max(1, wanted)
        spans = (parts + partsPerSpan - 1) / partsPerSpan
    }

    /// Which postings the filter matches, worked out on every core before
    /// the walks so that each posting is tested once (`RegisterReport.matchMasks`);
    /// nil for a register of every posting, or when the walks must ask the filter.
    static func matches(_ report: RegisterReport) -> [UInt64]? {
        guard !report.filter.isAny else { return nil }
        let count = report.journal.transactions.count
        let pieces = max(1, min(ParallelMap.workers * 2, count / 4096))
        let masks = ParallelMap.map(pieces) { k in report.matchMasks(count * k / pieces..<count * (k + 1) / pieces) }
        var all: [UInt64] = []
        all.reserveCapacity(count)
        for piece in masks {
            guard let piece else { return nil }
            all.append(contentsOf: piece)
        }
        return all
    }

    /// The positions of the date order in part `k`; only an empty journal's one part is empty.
    func positions(ofPart k: Int) -> Range<Int> {
        min(k * partSize, plan.count)..<min((k + 1) * partSize, plan.count)
    }

    func parts(ofSpan s: Int) -> Range<Int> {
        s * partsPerSpan..<min((s + 1) * partsPerSpan, parts)
    }

    /// Walk 1, and each span's starting state from the sums.
    func measureAmounts() -> ([SpanMeasure], [TextWalkState]) {
        let measures = ParallelMap.map(spans) { s in measure(span: s) }
        var starts = [TextWalkState()]
        for measure in measures.dropLast() {
            var next = starts[starts.count - 1]
            for amount in measure.sum.amounts { next.walk.total.addRemovingZero(amount) }
            if measure.lastTransaction >= 0 {
                next.walk.previousTransaction = measure.lastTransaction
                next.previousDate = measure.lastDate
            }
            next.rows += measure.rows
            starts.append(next)
        }
        return (measures, starts)
    }

    private func measure(span s: Int) -> SpanMeasure {
        var result = SpanMeasure()
        var seen = [Bool](repeating: false, count: renderer.journal.accounts.count * 3)
        var state = RegisterReport.WalkState()
        let spanParts = parts(ofSpan: s)
        let positions = positions(ofPart: spanParts.lowerBound).lowerBound..<positions(ofPart: spanParts.upperBound - 1).upperBound
        renderer.report.forEachRow(plan, in: positions, from: &state) { row in
            result.amountWidth = max(result.amountWidth, amounts.shownWidth(row.amount))
            for amount in row.moreAmounts { result.amountWidth = max(result.amountWidth, amounts.shownWidth(amount)) }
            let key = AccountCells.key(row.account, row.posting.kind)
            if !seen[key] {
                seen[key] = true
                result.shownAccounts.append(key)
            }
            result.lastTransaction = row.transactionIndex
            result.lastDate = row.date
            result.rows += 1
        }
        result.sum = state.total
        return result
    }

    /// Walk 2: the state at the start of every part, and the total column's width.
    func measureTotals(from starts: [TextWalkState]) -> (checkpoints: [TextWalkState], totalWidth: Int) {
        var walked = ParallelMap.map(spans) { s in measureTotals(span: s, from: starts[s]) }
        for s in walked.indices.dropFirst() where !Self.identical(walked[s - 1].end, starts[s].walk.total) {
            var start = starts[s]
            start.walk.total = walked[s - 1].end
            walked[s] = measureTotals(span: s, from: start)
        }
        return (walked.flatMap(\.checkpoints), walked.reduce(12) { max($0, $1.totalWidth) })
    }

    private func measureTotals(span s: Int, from start: TextWalkState)
        -> (checkpoints: [TextWalkState], totalWidth: Int, end: MixedAmount) {
        var state = start
        var checkpoints: [TextWalkState] = []
        var totalWidth = 0
        // Each commodity's last amount measured: most of a total in several
        // commodities stays from row to row, and its width is counted already.
        var measured = [Amount?](repeating: nil, count: renderer.journal.commodities.count)
        for k in parts(ofSpan: s) {
            checkpoints.append(state)
            forEachRow(inPart: k, from: &state) { _, total in
                for amount in total {
                    let c = Int(amount.commodity.rawValue)
                    if let last = measured[c], Self.identical(last, amount) { continue }
                    measured[c] = amount
                    if !amounts.isZeroWhenShown(amount) { totalWidth = max(totalWidth, amounts.width(of: amount)) }
                }
            }
        }
        return (checkpoints, totalWidth, state.walk.total)
    }

    /// Walk 3: every part's lines, from the state at its start, on every core:
    /// `writePart` is given the state at a part's start and a walk of its rows
    /// (each with the total it shows), and writes them into the part's block.
    func write(from checkpoints: [TextWalkState], to output: some ByteSink,
               part writePart: @escaping @Sendable (TextWalkState, PartRows, inout ByteBlock) -> Void) {
        let transactions = renderer.journal.transactions
        var window = ReadingWindow(renderer.journal.sources, from: 0)
        ByteParts.write(count: parts, size: 1, to: output, passed: { [plan] written in
            let last = positions(ofPart: written - 1).upperBound - 1
            if last >= 0 { window.reached(transactions[plan.transaction(at: last)].source.start) }
        }) { range, block in
            for k in range {
                var state = checkpoints[k]
                let start = state
                writePart(start, { body in forEachRow(inPart: k, from: &state, body) }, &block)
            }
        }
    }

    /// A walk of one part's rows, each with the total it shows.
    typealias PartRows = ((RegisterReport.Row, ArraySlice<Amount>) -> Void) -> Void

    /// The rows of part `k` with the total each shows (the running average with `--average`).
    private func forEachRow(inPart k: Int, from state: inout TextWalkState,
                            _ body: (RegisterReport.Row, ArraySlice<Amount>) -> Void) {
        let average = renderer.average
        var rows = state.rows, date = state.previousDate
        renderer.report.forEachRow(plan, in: positions(ofPart: k), from: &state.walk) { row in
            rows += 1
            date = row.date
            if average {
                body(row, row.total.divided(by: rows).amounts[...])
            } else {
                body(row, row.total.amounts[...])
            }
        }
        state.rows = rows
        state.previousDate = date
    }

    /// The same amounts written the same way: equal values at the same scale, commodity by commodity.
    static func identical(_ a: MixedAmount, _ b: MixedAmount) -> Bool {
        a.amounts.count == b.amounts.count && zip(a.amounts, b.amounts).allSatisfy(identical)
    }

    /// The same amount written the same way: an equal value at the same scale.
    static func identical(_ x: Amount, _ y: Amount) -> Bool {
        x.commodity == y.commodity && x.quantity.scale == y.quantity.scale && x.quantity == y.quantity
    }
}
