import TrackModel

/// Spells transactions out as `EntryText`, the way hledger's `print` lays
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
public struct TransactionPrinter: Sendable {
    public let journal: Journal
    /// Show inferred amounts and costs too (`print -x`).
    public let explicit: Bool
    /// A posting amount of zero shows as `0`, without commodity or decimals,
    /// as hledger 1.25's `print` shows it; entries written into a journal
    /// (`entries(_:in:)`) keep `0.00 USD` as read.
    public var showsZeroBare = true
    private let formatter: AmountFormatter
    /// Shows each amount's own digits: with `precision` nil in every style.
    private let allDigits: AmountFormatter

    public init(journal: Journal, explicit: Bool) {
        self.journal = journal
        self.explicit = explicit
        formatter = AmountFormatter(commodities: journal.commodities)
        allDigits = Self.allDigits(journal.commodities)
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
        return Array(transactions.map(printer.text).joined(separator: "\n").utf8)
    }

    /// The entry in `print` layout, ending with a newline.
    public func text(_ transaction: Transaction) -> String {
        let description = transaction.description.isEmpty ? nil : journal.string(transaction.description)
        let header = EntryText.header(date: transaction.date, secondaryDate: transaction.secondaryDate,
                                      status: transaction.status, code: journal.string(transaction.code),
                                      description: description)
        let postings = shownPostings(transaction).map { (posting, head) in
            EntryText.Posting(status: posting.status, account: posting.kind.written(journal.accounts.name(posting.account)),
                              amount: amountText(posting), assertion: assertionText(head),
                              comment: comment(journal.postingDetails[head].comment, from: head.location))
        }
        return EntryText(header: header, comment: comment(transaction.comment, from: transaction.source.location),
                         postings: postings).text(.print)
    }

    /// The amount in its commodity's style, but never rounded: a print that
    /// cut `@ NT$32.15` to `@ NT$32` would change the journal's meaning.
    private func format(_ amount: Amount, inferred: Bool = false) -> String {
        var quantity = inferred ? trimmed(amount).quantity : amount.quantity
        if let precision = formatter.style(of: amount.commodity).precision, quantity.scale < precision,
           let padded = quantity.rescaled(to: precision) {
            quantity = padded
        }
        return allDigits.format(quantity, commodity: amount.commodity)
    }

    /// An amount the journal left out, without the trailing zeros its
    /// computation gave it beyond the commodity's precision:
    /// `1,000.00 USD @ NT$32.15` costs `NT$32,150`, not `NT$32,150.0000`.
    private func trimmed(_ amount: Amount) -> Amount {
        let precision = formatter.style(of: amount.commodity).precision ?? UInt8.max
        guard amount.quantity.scale > precision else { return amount }
        return Amount(amount.quantity.normalized, amount.commodity)
    }

    /// A cost the journal left out, as hledger 1.25 shows it: a unit price
    /// with as many decimals as the two commodities show together, at least
    /// two (`C 10.00` and `D -320.00` give `@ D 15.2381`, `€100` and `$-135`
    /// `@ $1.35`); a total as an inferred amount (`@@ $3,000.00`).
    private func inferredCost(_ cost: Cost, of amount: Amount) -> String {
        let unit = cost.amount
        guard cost.kind == .perUnit else { return format(unit, inferred: true) }
        guard let from = formatter.style(of: amount.commodity).precision,
              let to = formatter.style(of: unit.commodity).precision
        else { return allDigits.format(trimmed(unit)) }
        let places = UInt8(clamping: max(2, Int(from) + Int(to)))
        guard unit.quantity.scale > places, let rounded = unit.quantity.rounded(toScale: places)
        else { return allDigits.format(trimmed(unit)) }
        return allDigits.format(Amount(rounded, unit.commodity))
    }

    /// The postings to print, each with the one it was written as (whose
    /// assertion and comment it shows). An amount in several commodities
    /// that the model holds as one posting per commodity (inferred, or
    /// assigned) is one line again unless `explicit`; with it, a line per
    /// commodity in display order, each with the assertion, as hledger 1.25.
    private func shownPostings(_ transaction: Transaction) -> [(posting: Posting, head: Posting)] {
        var shown: [(posting: Posting, head: Posting)] = []
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
        return shown
    }

    /// The amount with its lot annotation and cost, or "" when it stays left out.
    private func amountText(_ posting: Posting) -> String {
        let shown = explicit ? posting.hasAmount : posting.amountOrigin == .written
        guard shown else { return "" }
        var text = showsZeroBare && posting.amount.quantity.isZero
            ? "0" : format(posting.amount, inferred: posting.amountOrigin != .written)
        let details = journal.postingDetails[posting]
        if let lot = details.lot, !lot.text.isEmpty {
            text += " " + journal.string(lot.text)
        }
        if let cost = details.cost, explicit || details.costLocation != nil {
            // A cost written between lot parts is already in the lot's text.
            let insideLot = details.lot.map { lot in
                details.costLocation.map { $0.offset >= lot.text.start && $0.offset < lot.text.end } ?? false
            } ?? false
            if !insideLot {
                // As hledger, a cost keeps its own digits: `@@ 2 C` where C shows two.
                text += " " + JournalText.costOperator(cost.kind).text + " "
                    + (details.costLocation == nil ? inferredCost(cost, of: posting.amount) : allDigits.format(cost.amount))
            }
        }
        return text
    }

    /// `= AMOUNT[ @ COST]` with its operator, or nil.
    private func assertionText(_ posting: Posting) -> String? {
        guard let assertion = journal.postingDetails.assertion(of: posting) else { return nil }
        var text = JournalText.assertionOperator(assertion).text + " " + format(assertion.amount)
        if let cost = assertion.cost { text += " " + JournalText.costOperator(cost.kind).text + " " + allDigits.format(cost.amount) }
        return text
    }

    /// A comment's lines as written, each from its `;`: the first apart when
    /// it is on the line that starts at `line` (the header or the posting).
    private func comment(_ comment: Text, from line: SourceLocation) -> EntryText.Comment {
        guard !comment.isEmpty else { return EntryText.Comment() }
        var lines = journal.string(comment).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.drop { $0 == " " || $0 == "\t" }) }
            .map(EntryText.trimmingTrailingSpaces)
        let before = comment.start >= line.offset
            ? journal.bytes(Text(start: line.offset, length: comment.start - line.offset)) : []
        guard !before.contains(UInt8(ascii: "\n")) else { return EntryText.Comment(following: lines) }
        let first = lines.removeFirst()
        return EntryText.Comment(sameLine: first, following: lines)
    }
}
