import TrackModel

/// Writes transactions as journal entries, the way hledger's `print` lays
/// them out:
///
/// ```
/// 2026-03-10 * 台新銀行 | 換日圓  ; trip:日本
///     ; ¥80,000 總價 NT$16,880（@@ 總成本）
///     資產:日圓帳戶         ¥80,000 @@ NT$16,880
///     資產:銀行:台新活存
/// ```
///
/// Amounts show in their commodity's style, with all their digits. An
/// amount (or cost) the journal left out stays out unless `explicit`, so
/// the entry reads back the same; comments are kept as written.
///
/// The entry goes straight into bytes (`TransactionPrinter+Bytes`), names
/// copied from `NameBytes` and amounts written by `AmountBytes`: `print`
/// writes a million entries without a `String` per line. The layout is
/// `EntryText`'s `.print`, which spells an entry from its parts.
public struct TransactionPrinter: Sendable {
    public let journal: Journal
    /// Show inferred amounts and costs too (`print -x`).
    public let explicit: Bool
    /// A posting amount of zero shows as `0`, without commodity or decimals,
    /// as hledger 1.25's `print` shows it; entries written into a journal
    /// (`entries(_:in:)`) keep `0.00 USD` as read.
    public var showsZeroBare = true
    /// Each commodity's display precision, by `CommodityID`: amounts are padded to it, never cut.
    let precisions: [UInt8?]
    /// Writes each amount's own digits: with `precision` nil in every style.
    let amounts: AmountBytes
    let names: NameBytes

    public init(journal: Journal, explicit: Bool) {
        self.journal = journal
        self.explicit = explicit
        precisions = journal.commodities.allIDs.map { journal.commodities.style($0)?.precision }
        amounts = AmountBytes(commodities: Self.allDigits(journal.commodities).commodities)
        names = NameBytes(journal: journal)
    }

    /// A formatter that shows each amount's own digits (no style rounds them).
    public static func allDigits(_ commodities: CommodityTable) -> AmountFormatter {
        var commodities = commodities
        for id in commodities.allIDs { commodities[id].style?.precision = nil }
        return AmountFormatter(commodities: commodities)
    }

    /// The transactions as new entries of `journal` (whose names and
    /// styles they use), one blank line between them, ending with `\n`.
    public static func entries(_ transactions: [Transaction], in journal: Journal) -> [UInt8] {
        var view = journal
        view.transactions = transactions
        var printer = TransactionPrinter(journal: view, explicit: false)
        printer.showsZeroBare = false
        var block = ByteBlock()
        defer { block.release() }
        var scratch = Scratch()
        defer { scratch.release() }
        for (n, transaction) in transactions.enumerated() {
            if n > 0 { block.append(UInt8(ascii: "\n")) }
            printer.write(transaction, to: &block, scratch: &scratch)
        }
        return Array(block.bytes(since: 0))
    }

    /// The entry in `print` layout, ending with a newline.
    public func text(_ transaction: Transaction) -> String {
        var block = ByteBlock(capacity: 512)
        defer { block.release() }
        var scratch = Scratch()
        defer { scratch.release() }
        write(transaction, to: &block, scratch: &scratch)
        return String(decoding: block.bytes(since: 0), as: UTF8.self)
    }

    /// The quantity as `print` shows an amount: an amount the journal left
    /// out without the trailing zeros its computation gave it beyond the
    /// commodity's precision (`1,000.00 USD @ NT$32.15` costs `NT$32,150`,
    /// not `NT$32,150.0000`); then padded to that precision, never rounded:
    /// a print that cut `@ NT$32.15` to `@ NT$32` would change the journal's meaning.
    func shown(_ amount: Amount, inferred: Bool = false) -> Amount {
        var quantity = inferred ? trimmed(amount).quantity : amount.quantity
        if let precision = precisions[Int(amount.commodity.rawValue)], quantity.scale < precision,
           let padded = quantity.rescaled(to: precision) {
            quantity = padded
        }
        return Amount(quantity, amount.commodity)
    }

    /// An amount the journal left out, without the trailing zeros beyond its commodity's precision.
    func trimmed(_ amount: Amount) -> Amount {
        let precision = precisions[Int(amount.commodity.rawValue)] ?? UInt8.max
        guard amount.quantity.scale > precision else { return amount }
        return Amount(amount.quantity.normalized, amount.commodity)
    }

    /// A cost the journal left out, as hledger 1.25 shows it: a unit price
    /// with as many decimals as the two commodities show together, at least
    /// two (`C 10.00` and `D -320.00` give `@ D 15.2381`, `€100` and `$-135`
    /// `@ $1.35`); a total as an inferred amount (`@@ $3,000.00`).
    func inferredCost(_ cost: Cost, of amount: Amount) -> Amount {
        let unit = cost.amount
        guard cost.kind == .perUnit else { return shown(unit, inferred: true) }
        guard let from = precisions[Int(amount.commodity.rawValue)], let to = precisions[Int(unit.commodity.rawValue)]
        else { return trimmed(unit) }
        let places = UInt8(clamping: max(2, Int(from) + Int(to)))
        guard unit.quantity.scale > places, let rounded = unit.quantity.rounded(toScale: places) else { return trimmed(unit) }
        return Amount(rounded, unit.commodity)
    }

    /// The postings to print, each with the one it was written as (whose
    /// assertion and comment it shows), into `shown`. An amount in several
    /// commodities that the model holds as one posting per commodity
    /// (inferred, or assigned) is one line again unless `explicit`; with it,
    /// a line per commodity in display order, each with the assertion, as hledger 1.25.
    func shownPostings(_ transaction: Transaction, into shown: inout [(posting: Posting, head: Posting)]) {
        shown.removeAll(keepingCapacity: true)
        let postings = transaction.postings
        var p = 0
        while p < postings.count {
            var end = p + 1
            while end < postings.count && postings.continuesSplitAmount(at: end) { end += 1 }
            let head = postings[p]
            if !explicit || end == p + 1 {
                shown.append((head, head))
            } else {
                let group = (p..<end).map { postings[$0] }
                    .sorted { journal.commodities.areInDisplayOrder($0.amount.commodity, $1.amount.commodity) }
                shown += group.map { ($0, head) }
            }
            p = end
        }
    }
}
